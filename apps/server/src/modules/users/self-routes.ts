// `GET /usuaris/self` and `PUT /usuaris/self`: the logged-in user's own record.
import { envelopeSchema } from '@portal/domain/api';
import { selfUserSchema, updateSelfSchema } from '@portal/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { KeptScreens } from '../access/kept-screens.ts';
import type { SelfService } from './self-service.ts';

const selfEnvelope = envelopeSchema(selfUserSchema);

export const selfRoutes: FastifyPluginAsyncZod<{
  self: SelfService;
  keptScreens?: KeptScreens | undefined;
}> = async (app, { self, keptScreens }) => {
  app.get(
    '/usuaris/self',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['usuaris'], summary: 'The session user', response: { 200: selfEnvelope } },
    },
    async (request) => ({
      dades: await self.load(requireAuth(request), requestLanguage(request), keptScreens),
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
      await self.update(auth.idUsuari, request.body);
      const dades = await self.load(auth, requestLanguage(request), keptScreens);
      return { dades, error: false, missatge: 'common.saved' };
    },
  );
};
