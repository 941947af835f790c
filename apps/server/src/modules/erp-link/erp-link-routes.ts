// `GET /enllac-erp` (the outbox at a glance and the ERP's health) and
// `POST /enllac-erp/{id}/reintentar` (retry one message now).
import { idParamsSchema } from '@portal/domain/admin-list';
import { envelopeSchema } from '@portal/domain/api';
import { erpLinkSchema, outboxMessageSchema } from '@portal/domain/erp-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { ErpLinkService } from './erp-link-service.ts';

const config = { access: 'permission' } as const;
const tags = ['enllac-erp'];

export const erpLinkRoutes: FastifyPluginAsyncZod<{ link: ErpLinkService }> = async (app, { link }) => {
  app.get(
    '/enllac-erp',
    {
      config,
      schema: {
        tags,
        summary:
          'The outbox at a glance: counts (waiting, being sent, failed, sent in the last 24 h), the ' +
          'messages not yet sent with their last error and next attempt, and whether the ERP answers',
        response: { 200: envelopeSchema(erpLinkSchema) },
      },
    },
    async () => answer(await link.overview()),
  );

  app.post(
    '/enllac-erp/:id/reintentar',
    {
      config,
      schema: {
        tags,
        summary:
          'Send one message to the ERP now (its attempts and last error are kept); answers the ' +
          'message as the delivery left it. 409 while it is being sent, or for an order the ERP rejected',
        params: idParamsSchema,
        response: { 200: envelopeSchema(outboxMessageSchema) },
      },
    },
    async (request) => {
      const { message, key } = await link.retryNow(request.params.id, requireAuth(request).idUsuari);
      return answer(message, key);
    },
  );
};
