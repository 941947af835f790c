// `/usuaris` administration: list, create, update and delete. The session user's own routes
// (`/usuaris/self`) live in the users module; `GET /usuaris/email/{email}` is the register
// dialog's public check, in the accounts module (the list's `text` finds a user by e-mail).
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import { idParamsSchema } from '@portal/domain/admin-list';
import {
  adminUserSchema,
  createUserSchema,
  updateUserSchema,
  userListQuerySchema,
} from '@portal/domain/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/access-control.ts';
import { answer } from '../../admin-shared/envelope.ts';
import type { AdminUserService } from './admin-user-service.ts';

const userEnvelope = envelopeSchema(adminUserSchema);
const access = { access: 'permission' } as const;
const tags = ['usuaris'];

export const adminUserRoutes: FastifyPluginAsyncZod<{ users: AdminUserService }> = async (app, { users }) => {
  app.get(
    '/usuaris',
    {
      config: access,
      schema: {
        tags,
        summary: 'Users, paged; `text` matches user name, e-mail, contact, customer',
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminUserSchema)) },
      },
    },
    async (request) => answer(await users.list(request.query)),
  );

  app.post(
    '/usuaris',
    {
      config: access,
      schema: { tags, summary: 'Create a user', body: createUserSchema, response: { 201: userEnvelope } },
    },
    async (request, reply) => {
      const created = await users.create(request.body, requireAuth(request).idUsuari);
      return reply.code(201).send(answer(created, 'users.saved'));
    },
  );

  app.put(
    '/usuaris',
    {
      config: access,
      schema: {
        tags,
        summary: 'Update a user; a new password or `actiu: false` ends their sessions',
        body: updateUserSchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => answer(await users.update(request.body, requireAuth(request).idUsuari), 'users.saved'),
  );

  app.delete(
    '/usuaris/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a user (not oneself)',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await users.remove(request.params.id, requireAuth(request).idUsuari);
      return answer(null, 'common.deleted');
    },
  );
};
