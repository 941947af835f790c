// `/params` administration: paged list, create, update, delete.
import { idParamsSchema } from '@portal/domain/admin-list';
import {
  createParamSchema,
  paramListQuerySchema,
  paramSchema,
  updateParamSchema,
} from '@portal/domain/admin-params';
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { AdminParamService } from './admin-param-service.ts';

const paramEnvelope = envelopeSchema(paramSchema);
const config = { access: 'permission' } as const;
const tags = ['params'];

export const adminParamRoutes: FastifyPluginAsyncZod<{ params: AdminParamService }> = async (
  app,
  { params },
) => {
  app.get(
    '/params',
    {
      config,
      schema: {
        tags,
        summary: 'Parameters, paged; `text` matches key and value',
        querystring: paramListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(paramSchema)) },
      },
    },
    async (request) => answer(await params.list(request.query)),
  );

  app.post(
    '/params',
    {
      config,
      schema: {
        tags,
        summary: 'Create a parameter',
        body: createParamSchema,
        response: { 201: paramEnvelope },
      },
    },
    async (request, reply) => {
      const created = await params.create(request.body, requireAuth(request).idUsuari);
      return reply.code(201).send(answer(created, 'common.saved'));
    },
  );

  app.put(
    '/params',
    {
      config,
      schema: {
        tags,
        summary: 'Update a parameter',
        body: updateParamSchema,
        response: { 200: paramEnvelope },
      },
    },
    async (request) =>
      answer(await params.update(request.body, requireAuth(request).idUsuari), 'common.saved'),
  );

  app.delete(
    '/params/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a parameter',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await params.remove(request.params.id, requireAuth(request).idUsuari);
      return answer(null, 'common.deleted');
    },
  );
};
