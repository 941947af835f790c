// `/permisos` administration: the list (filters idRol, idPantalla), create, update, delete.
import { permissionSchema, type Permission } from '@portal/domain/access';
import { idParamsSchema } from '@portal/domain/admin-list';
import {
  createPermissionSchema,
  permissionListItemSchema,
  permissionQuerySchema,
  updatePermissionSchema,
} from '@portal/domain/admin-permissions';
import { envelopeSchema } from '@portal/domain/api';
import { permissionDescription } from '@portal/domain/permission-descriptions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../http/language.ts';
import { requireAuth } from '../../../plugins/access-control.ts';
import { answer } from '../../admin-shared/envelope.ts';
import type { AdminPermissionService } from './admin-permission-service.ts';

const permissionEnvelope = envelopeSchema(permissionSchema);
const access = { access: 'permission' } as const;
const tags = ['permisos'];

/** A permission as the reader sees it: the portal's own description in the request's language. */
const described = <T extends Permission>(permission: T, request: FastifyRequest): T => ({
  ...permission,
  descripcio: permissionDescription(permission, requestLanguage(request)),
});

export const adminPermissionRoutes: FastifyPluginAsyncZod<{ permissions: AdminPermissionService }> = async (
  app,
  { permissions },
) => {
  app.get(
    '/permisos',
    {
      config: access,
      schema: {
        tags,
        summary: 'Permissions in screen order; `idPantalla` filters, `idRol` marks which the role holds',
        querystring: permissionQuerySchema,
        response: { 200: envelopeSchema(z.array(permissionListItemSchema)) },
      },
    },
    async (request) =>
      answer((await permissions.list(request.query)).map((permission) => described(permission, request))),
  );

  app.post(
    '/permisos',
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a permission',
        body: createPermissionSchema,
        response: { 201: permissionEnvelope },
      },
    },
    async (request, reply) => {
      const created = await permissions.create(request.body, requireAuth(request).idUsuari);
      return reply.code(201).send(answer(described(created, request), 'common.saved'));
    },
  );

  app.put(
    '/permisos',
    {
      config: access,
      schema: {
        tags,
        summary: 'Update a permission',
        body: updatePermissionSchema,
        response: { 200: permissionEnvelope },
      },
    },
    async (request) => {
      const updated = await permissions.update(request.body, requireAuth(request).idUsuari);
      return answer(described(updated, request), 'common.saved');
    },
  );

  app.delete(
    '/permisos/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a permission and its grants',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await permissions.remove(request.params.id, requireAuth(request).idUsuari);
      return answer(null, 'common.deleted');
    },
  );
};
