// `/permisos` administration: the list (filters idRol, idPantalla), create, update, delete.
import { permissionSchema } from '@portal/domain/access';
import { idParamsSchema } from '@portal/domain/admin-list';
import {
  createPermissionSchema,
  permissionListItemSchema,
  permissionQuerySchema,
  updatePermissionSchema,
} from '@portal/domain/admin-permissions';
import { envelopeSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import { AdminPermissionService } from './admin-permission-service.ts';

const permissionEnvelope = envelopeSchema(permissionSchema);
const access = { access: 'permission' } as const;
const tags = ['permisos'];

export const adminPermissionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const permissions = new AdminPermissionService(db);

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
    async (request) => answer(await permissions.list(request.query)),
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
      return reply.code(201).send(answer(created, 'common.saved'));
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
    async (request) =>
      answer(await permissions.update(request.body, requireAuth(request).idUsuari), 'common.saved'),
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
