// `GET /bustia` (the mail the portal wrote, newest first), `GET /bustia/{id}` (one mail with its
// text and HTML) and `POST /bustia/{id}/reenviar` (send it again now).
import { idParamsSchema } from '@portal/domain/admin-list';
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import { mailDetailSchema, mailListQuerySchema, mailSummarySchema } from '@portal/domain/mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { MailboxService } from './mailbox-service.ts';

const config = { access: 'permission' } as const;
const tags = ['bustia'];

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.get(
    '/bustia',
    {
      config,
      schema: {
        tags,
        summary:
          'Every mail the portal wrote, newest first; filters: `estat` (pending, sent, failed, held), ' +
          '`tipus`, `destinatari` (part of the address, any case), `text` (subject or recipient)',
        querystring: mailListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(mailSummarySchema)) },
      },
    },
    async (request) => answer(await mailbox.list(request.query)),
  );

  app.get(
    '/bustia/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One mail as it was written: subject, plain text, HTML, state and last delivery error',
        params: idParamsSchema,
        response: { 200: envelopeSchema(mailDetailSchema) },
      },
    },
    async (request) => answer(await mailbox.detail(request.params.id)),
  );

  app.post(
    '/bustia/:id/reenviar',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a mail again now (failed, waiting for its next attempt, or held before SMTP was ' +
          'configured); answers the mail as the delivery left it. 409 when already sent, being ' +
          'sent, or when no SMTP server is configured',
        params: idParamsSchema,
        response: { 200: envelopeSchema(mailDetailSchema) },
      },
    },
    async (request) => {
      const { mail: detail, key } = await mailbox.resend(request.params.id, requireAuth(request).idUsuari);
      return answer(detail, key);
    },
  );
};
