// `GET /log-errors`, `PUT /log-errors/{id}/resolt` and `GET /registre-canvis`.
import {
  changeLogQuerySchema,
  changeLogSchema,
  errorLogQuerySchema,
  errorLogSchema,
} from '@portal/domain/admin-logs';
import { idParamsSchema } from '@portal/domain/admin-list';
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import { AdminLogService } from './admin-log-service.ts';

const config = { access: 'permission' } as const;

export const adminLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const logs = new AdminLogService(db);

  app.get(
    '/log-errors',
    {
      config,
      schema: {
        tags: ['log-errors'],
        summary: 'The error log, newest first; `resolt=true|false` filters',
        querystring: errorLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(errorLogSchema)) },
      },
    },
    async (request) => answer(await logs.errors(request.query)),
  );

  app.put(
    '/log-errors/:id/resolt',
    {
      config,
      schema: {
        tags: ['log-errors'],
        summary: 'Mark an error solved, with the date',
        params: idParamsSchema,
        response: { 200: envelopeSchema(errorLogSchema) },
      },
    },
    async (request) =>
      answer(
        await logs.markSolved(request.params.id, requireAuth(request).idUsuari),
        'admin.logErrors.resolved',
      ),
  );

  app.get(
    '/registre-canvis',
    {
      config,
      schema: {
        tags: ['registre-canvis'],
        summary: 'The change register, newest first; `taula` and `tipus` filter',
        querystring: changeLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(changeLogSchema)) },
      },
    },
    async (request) => answer(await logs.changes(request.query)),
  );
};
