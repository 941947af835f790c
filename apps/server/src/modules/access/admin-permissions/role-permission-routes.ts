// `POST /permisos/donar-permis`, `/treure-permis` and `/home`: a role's permissions and home
// screen, one permission at a time, as the permissions screen changes them.
import { rolePermissionSchema, rolePermissionStateSchema } from '@portal/domain/admin-permissions';
import { envelopeSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/access-control.ts';
import { answer } from '../../admin-shared/envelope.ts';
import type { RolePermissionService } from './role-permission-service.ts';

const schema = (summary: string) => ({
  tags: ['permisos'],
  summary,
  body: rolePermissionSchema,
  response: { 200: envelopeSchema(rolePermissionStateSchema) },
});
const config = { access: 'permission' } as const;

export const rolePermissionRoutes: FastifyPluginAsyncZod<{ links: RolePermissionService }> = async (
  app,
  { links },
) => {
  app.post(
    '/permisos/donar-permis',
    { config, schema: schema('Grant a permission to a role (idempotent)') },
    async (request) =>
      answer(await links.grant(request.body, requireAuth(request).idUsuari), 'admin.permissions.granted'),
  );

  app.post(
    '/permisos/treure-permis',
    { config, schema: schema('Revoke a permission from a role (idempotent)') },
    async (request) =>
      answer(await links.revoke(request.body, requireAuth(request).idUsuari), 'admin.permissions.revoked'),
  );

  app.post(
    '/permisos/home',
    { config, schema: schema('Make the screen of a permission the role holds its home screen') },
    async (request) =>
      answer(await links.setHome(request.body, requireAuth(request).idUsuari), 'admin.permissions.homeSet'),
  );
};
