// `/rols` administration: list with permissions and home screen, create, update, delete.
import { idParamsSchema } from '@portal/domain/admin-list';
import {
  adminRoleSchema,
  createRoleSchema,
  updateRoleSchema,
  type AdminRole,
} from '@portal/domain/admin-roles';
import { envelopeSchema } from '@portal/domain/api';
import { permissionDescription } from '@portal/domain/permission-descriptions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../http/language.ts';
import { requireAuth } from '../../../plugins/access-control.ts';
import { answer } from '../../admin-shared/envelope.ts';
import type { AdminRoleService } from './admin-role-service.ts';

const roleEnvelope = envelopeSchema(adminRoleSchema);
const access = { access: 'permission' } as const;
const tags = ['rols'];

/** A role as the reader sees it: its permissions with the portal's own descriptions in the request's language. */
function described(role: AdminRole, request: FastifyRequest): AdminRole {
  const language = requestLanguage(request);
  return {
    ...role,
    permisos: role.permisos.map((permission) => ({
      ...permission,
      descripcio: permissionDescription(permission, language),
    })),
  };
}

export const adminRoleRoutes: FastifyPluginAsyncZod<{ roles: AdminRoleService }> = async (app, { roles }) => {
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
    async (request) => answer((await roles.list()).map((role) => described(role, request))),
  );

  app.post(
    '/rols',
    {
      config: access,
      schema: { tags, summary: 'Create a role', body: createRoleSchema, response: { 201: roleEnvelope } },
    },
    async (request, reply) => {
      const created = await roles.create(request.body, requireAuth(request).idUsuari);
      return reply.code(201).send(answer(described(created, request), 'common.saved'));
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
    async (request) => {
      const updated = await roles.update(request.body, requireAuth(request).idUsuari);
      return answer(described(updated, request), 'common.saved');
    },
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
