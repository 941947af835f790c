// `GET /usuaris/self` and `PUT /usuaris/self`: the logged-in user's own record.
import { envelopeSchema } from '@portal/domain/api';
import { selfUserSchema, updateSelfSchema } from '@portal/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { KeptScreens } from '../access/kept-screens.ts';
import { loadSelfUser, updateSelf } from './self-service.ts';

const selfEnvelope = envelopeSchema(selfUserSchema);

export const selfRoutes: FastifyPluginAsyncZod<{ db: Db; keptScreens?: KeptScreens | undefined }> = async (
  app,
  { db, keptScreens },
) => {
  app.get(
    '/usuaris/self',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['usuaris'], summary: 'The session user', response: { 200: selfEnvelope } },
    },
    async (request) => ({
      dades: await loadSelfUser(db, requireAuth(request), requestLanguage(request), keptScreens),
      error: false,
      missatge: null,
    }),
  );

  app.put(
    '/usuaris/self',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['usuaris'],
        summary: 'Change the session user’s language or contact name',
        body: updateSelfSchema,
        response: { 200: selfEnvelope },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await updateSelf(db, auth.idUsuari, request.body);
      const dades = await loadSelfUser(db, auth, requestLanguage(request), keptScreens);
      return { dades, error: false, missatge: 'common.saved' };
    },
  );
};
