// `GET /log-errors`, `PUT /log-errors/{id}/resolt` and `GET /registre-canvis`.
import {
  changeLogQuerySchema,
  changeLogSchema,
  errorLogQuerySchema,
  errorLogSchema,
  markSolvedSchema,
} from '@portal/domain/admin-logs';
import { idParamsSchema } from '@portal/domain/admin-list';
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { AdminLogService } from './admin-log-service.ts';

const config = { access: 'permission' } as const;

export const adminLogRoutes: FastifyPluginAsyncZod<{ logs: AdminLogService }> = async (app, { logs }) => {
  app.get(
    '/log-errors',
    {
      config,
      schema: {
        tags: ['log-errors'],
        summary:
          'The error log, newest first; filters: `resolt=true|false`, `pantalla`, `classe` (a part, any case), ' +
          '`desde`/`fins` (ISO instants, included), `text`',
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
        summary:
          'Mark an error solved, with the date (`{resolt: true}`, also without a body), ' +
          'or not solved again (`{resolt: false}`, which clears the date)',
        params: idParamsSchema,
        body: markSolvedSchema.nullish(),
        response: { 200: envelopeSchema(errorLogSchema) },
      },
    },
    async (request) => {
      const resolt = request.body?.resolt ?? true;
      return answer(
        await logs.setSolved(request.params.id, resolt, requireAuth(request).idUsuari),
        resolt ? 'admin.logErrors.resolved' : 'admin.logErrors.unresolved',
      );
    },
  );

  app.get(
    '/registre-canvis',
    {
      config,
      schema: {
        tags: ['registre-canvis'],
        summary:
          'The change register, newest first; filters: `taula`, `tipus`, `usuari` (user name, any ' +
          'case), `desde`/`fins` (ISO instants, included)',
        querystring: changeLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(changeLogSchema)) },
      },
    },
    async (request) => answer(await logs.changes(request.query)),
  );
};
