// The cart of the logged-in user (spec §4): read, add, update and delete by codigo, reset, and
// quick order. Every answer is the whole cart priced for the user's customer.
import {
  cartItemInputSchema,
  cartQuantityInputSchema,
  cartViewSchema,
  quickOrderInputSchema,
  quickOrderResultSchema,
} from '@portal/domain/ordering-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { CartService } from './cart-service.ts';

const codigoParams = z.object({ codigo: z.string().trim().min(1).max(40) });

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart: service }) => {
  const tags = ['carrito'];
  // The service scopes every call to the caller's own cart (customer-scope.ts `ownCustomer`).

  app.get(
    '/carrito',
    {
      config: { access: 'permission' },
      schema: { tags, summary: 'The cart, priced now', response: { 200: cartViewSchema } },
    },
    async (request) => service.view(requireAuth(request), requestLanguage(request)),
  );

  app.post(
    '/carrito',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Add a product (409 when already in the cart, 422 on lote/minimum)',
        body: cartItemInputSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) =>
      service.add(requireAuth(request), request.body.codigo, request.body.Cantidad, requestLanguage(request)),
  );

  app.put(
    '/carrito/:codigo',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Change the quantity of a line',
        params: codigoParams,
        body: cartQuantityInputSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) =>
      service.update(
        requireAuth(request),
        request.params.codigo,
        request.body.Cantidad,
        requestLanguage(request),
      ),
  );

  app.delete(
    '/carrito/:codigo',
    {
      config: { access: 'permission' },
      schema: { tags, summary: 'Remove a line', params: codigoParams, response: { 200: cartViewSchema } },
    },
    async (request) => service.remove(requireAuth(request), request.params.codigo, requestLanguage(request)),
  );

  app.delete(
    '/carrito',
    {
      config: { access: 'permission' },
      schema: { tags, summary: 'Empty the cart', response: { 200: cartViewSchema } },
    },
    async (request) => service.reset(requireAuth(request), requestLanguage(request)),
  );

  app.post(
    '/carrito/rapida',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Quick order: a verdict per pasted line; with confirm, the valid lines go into the cart',
        body: quickOrderInputSchema,
        response: { 200: quickOrderResultSchema },
      },
    },
    async (request) =>
      service.quickOrder(
        requireAuth(request),
        request.body.text,
        request.body.confirm,
        requestLanguage(request),
      ),
  );
};
