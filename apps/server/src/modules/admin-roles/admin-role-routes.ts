// `/rols` administration: list with permissions and home screen, create, update, delete.
import { idParamsSchema } from '@portal/domain/admin-list';
import { adminRoleSchema, createRoleSchema, updateRoleSchema } from '@portal/domain/admin-roles';
import { envelopeSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import { AdminRoleService } from './admin-role-service.ts';

const roleEnvelope = envelopeSchema(adminRoleSchema);
const access = { access: 'permission' } as const;
const tags = ['rols'];

export const adminRoleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const roles = new AdminRoleService(db);

  app.get(
    '/rols',
    {
      config: access,
      schema: {
        tags,
        summary: 'Roles with their permissions and home screen',
        response: { 200: envelopeSchema(z.array(adminRoleSchema)) },
      },
    },
    async () => answer(await roles.list()),
  );

  app.post(
    '/rols',
    {
      config: access,
      schema: { tags, summary: 'Create a role', body: createRoleSchema, response: { 201: roleEnvelope } },
    },
    async (request, reply) => {
      const created = await roles.create(request.body, requireAuth(request).idUsuari);
      return reply.code(201).send(answer(created, 'common.saved'));
    },
  );

  app.put(
    '/rols',
    {
      config: access,
      schema: {
        tags,
        summary: 'Rename a role, set its home screen, and (when sent) replace its permissions',
        body: updateRoleSchema,
        response: { 200: roleEnvelope },
      },
    },
    async (request) =>
      answer(await roles.update(request.body, requireAuth(request).idUsuari), 'common.saved'),
  );

  app.delete(
    '/rols/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a role no user holds',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await roles.remove(request.params.id, requireAuth(request).idUsuari);
      return answer(null, 'common.deleted');
    },
  );
};
