// `GET /pantalles` (screens in menu order) and `PUT /permisos/reordenar` (the spec puts the
// reordering under /permisos; it belongs to the screens screen in the permission catalogue).
import { adminScreenSchema, reorderScreensSchema } from '@portal/domain/admin-screens';
import { envelopeSchema } from '@portal/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/access-control.ts';
import { answer } from '../../admin-shared/envelope.ts';
import type { AdminScreenService } from './admin-screen-service.ts';

const screensEnvelope = envelopeSchema(z.array(adminScreenSchema));
const config = { access: 'permission' } as const;

export const adminScreenRoutes: FastifyPluginAsyncZod<{ screens: AdminScreenService }> = async (
  app,
  { screens },
) => {
  app.get(
    '/pantalles',
    {
      config,
      schema: { tags: ['pantalles'], summary: 'Screens in menu order', response: { 200: screensEnvelope } },
    },
    async () => answer(await screens.list()),
  );

  app.put(
    '/permisos/reordenar',
    {
      config,
      schema: {
        tags: ['pantalles'],
        summary: 'Reorder screens: [{idPantalla, ordre}]; the menu follows',
        body: reorderScreensSchema,
        response: { 200: screensEnvelope },
      },
    },
    async (request) =>
      answer(await screens.reorder(request.body, requireAuth(request).idUsuari), 'admin.screens.reordered'),
  );
};
