// Orders (spec §7 Orders): place with an Idempotency-Key, list a customer's orders (newest first),
// read one with its lines, cancel while the ERP has not accepted it, reorder, export as CSV.
import { pageSchema } from '@portal/domain/api';
import { buyAgainSchema } from '@portal/domain/buy-again';
import { orderBodySchema } from '@portal/domain/order-body';
import {
  orderLineSchema,
  orderSchema,
  ordersCsvQuerySchema,
  placedOrderSchema,
  printableOrderSchema,
  reorderResultSchema,
} from '@portal/domain/ordering-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { OrderService } from './order-service.ts';

const codeParams = z.object({ code: z.string().trim().min(1).max(40) });
const customerParams = z.object({ idCliente: z.string().trim().min(1).max(30) });

/** The customer's code as a file name: a header value takes no line break or non-Latin-1 text. */
const fileNameOf = (code: string) => code.replace(/[^A-Za-z0-9._-]/g, '_');

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  onErpMessageQueued?: (() => void) | undefined;
}> = async (app, { orders: service, onErpMessageQueued }) => {
  const tags = ['pedidos'];

  app.post(
    '/pedidos/add',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Place an order from product codes and quantities; priced by the server',
        description:
          'Send an Idempotency-Key header (any unique string per order attempt): a repeated request with the same key answers the order already created (200) instead of creating another (201).',
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        body: orderBodySchema,
        response: { 200: placedOrderSchema, 201: placedOrderSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { order, replay } = await service.place(
        requireAuth(request),
        request.body,
        request.headers['idempotency-key'],
        language,
      );
      // Stored with its outbox row: the worker can deliver it to the ERP right away.
      if (!replay) onErpMessageQueued?.();
      return reply.code(replay ? 200 : 201).send(order);
    },
  );

  app.get(
    '/pedidos/habituales',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary:
          'Buy again: the products of the customer’s orders of the last 12 months, most often ordered first, with the last quantity and date',
        response: { 200: buyAgainSchema },
      },
    },
    async (request) => service.buyAgain(requireAuth(request), requestLanguage(request)),
  );

  app.get(
    '/pedidos/pedido/:code',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'One order and its status',
        params: codeParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => service.order(requireAuth(request), request.params.code),
  );

  app.get(
    '/pedidos/cliente/getAll/:idCliente',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'A customer’s orders, newest first (page is 0-based)',
        params: customerParams,
        querystring: z.object({
          page: z.coerce.number().int().min(0).max(100_000).default(0),
          size: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: pageSchema(orderSchema) },
      },
    },
    async (request) =>
      service.page(requireAuth(request), request.params.idCliente, request.query.page, request.query.size),
  );

  app.get(
    '/pedidos/cliente/csv/:idCliente',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary:
          'A customer’s orders as CSV (semicolon-separated, UTF-8): one row per order, or with detall=linies one per order line with the customer’s own code',
        params: customerParams,
        querystring: ordersCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { idCliente } = request.params;
      const { detall } = request.query;
      const csv = await service.csv(requireAuth(request), idCliente, detall, requestLanguage(request));
      const name = `comandes${detall === 'linies' ? '-linies' : ''}-${fileNameOf(idCliente)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.get(
    '/pedidos/pedido/:code/imprimir',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Everything the printed order shows: order, lines, money, customer, company contact',
        params: codeParams,
        response: { 200: printableOrderSchema },
      },
    },
    async (request) => service.printable(requireAuth(request), request.params.code, requestLanguage(request)),
  );

  app.get(
    '/pedido/lineas/getAll/:code',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'The lines of an order',
        params: codeParams,
        response: { 200: z.array(orderLineSchema) },
      },
    },
    async (request) => service.lines(requireAuth(request), request.params.code),
  );

  app.delete(
    '/pedidos/pedido/:code',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Cancel an order the ERP has not accepted (409 otherwise)',
        params: codeParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => service.cancel(requireAuth(request), request.params.code),
  );

  app.post(
    '/pedidos/pedido/:code/reorder',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Put an order’s lines back into the cart at today’s prices',
        params: codeParams,
        response: { 200: reorderResultSchema },
      },
    },
    async (request) => service.reorder(requireAuth(request), request.params.code, requestLanguage(request)),
  );
};
