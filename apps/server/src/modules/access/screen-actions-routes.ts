// `GET /permisos/permis-pantalla`: the actions the user may take on the screen named by the
// `Path` header. The web app calls it on every navigation and stores the list as `actions`; the
// answer also carries the user's menu, so the menu follows screen and permission changes.
import { normaliseScreenPath, screenActionsResponseSchema } from '@portal/domain/access';
import { permissionDescription } from '@portal/domain/permission-descriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { UserAccess } from './user-access.ts';
import type { KeptScreens } from './kept-screens.ts';

export const screenActionsRoutes: FastifyPluginAsyncZod<{
  access: UserAccess;
  keptScreens?: KeptScreens | undefined;
}> = async (app, { access, keptScreens }) => {
  app.get(
    '/permisos/permis-pantalla',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['permisos'],
        summary: 'Allowed actions on the screen named by the Path header',
        headers: z.object({ path: z.string().max(300).optional() }),
        response: { 200: screenActionsResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { idUsuari } = auth;
      const raw = request.headers.path;
      if (!raw) throw badRequest('validation.required', [{ field: 'Path', key: 'validation.required' }]);
      const screen = normaliseScreenPath(raw);
      // An unknown screen, or one the user holds no permission on, is an error: the web app then
      // shows 404, as the menu never offers such a screen either.
      const found = await access.findScreen(screen);
      if (!found) throw notFound('errors.routeNotFound');
      const kept = (await keptScreens?.(auth)) ?? [];
      const [actions, menu] = await access.onScreen(idUsuari, found, kept);
      if (actions.length === 0 || kept.includes(screen)) throw forbidden();
      const language = requestLanguage(request);
      const dades = actions.map((action) => ({
        ...action,
        descripcio: permissionDescription(action, language),
      }));
      return { dades, error: false, missatge: null, menu };
    },
  );
};
