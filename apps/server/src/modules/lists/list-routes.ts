// The customer's lists under /api/v1/llistes: read, create (empty, from the cart or from an
// order), rename and share, delete, their lines, "add all to cart", CSV out and in. Each handler
// parses, lets the service authorise (customer scope, then list-access.ts) and shapes the answer.
import { csvDocument } from '@portal/domain/csv';
import { quickOrderResultSchema } from '@portal/domain/ordering-api';
import {
  listCreateSchema,
  listDetailSchema,
  listImportResultSchema,
  listImportSchema,
  listLineInputSchema,
  listQuantityInputSchema,
  listSummarySchema,
  listUpdateSchema,
} from '@portal/domain/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ListService } from './list-service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const lineParams = idParams.extend({ codigo: z.string().trim().min(1).max(40) });

/** The list's name as a file name: a header value takes no line break or non-Latin-1 text. */
const fileNameOf = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 60) || 'llista';

export const listRoutes: FastifyPluginAsyncZod<{ lists: ListService }> = async (app, { lists }) => {
  const tags = ['llistes'];
  const access = { access: 'permission' as const };

  app.get(
    '/llistes',
    {
      config: access,
      schema: {
        tags,
        summary: 'The lists the caller may use',
        response: { 200: z.array(listSummarySchema) },
      },
    },
    async (request) => lists.lists(requireAuth(request)),
  );

  app.post(
    '/llistes',
    {
      config: access,
      schema: {
        tags,
        summary: 'A new list: empty, from the cart (desdeCarrito) or from an order (desdePedido)',
        body: listCreateSchema,
        response: { 201: listDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await lists.create(requireAuth(request), request.body, requestLanguage(request))),
  );

  app.get(
    '/llistes/:id',
    {
      config: access,
      schema: { tags, summary: 'A list priced today', params: idParams, response: { 200: listDetailSchema } },
    },
    async (request) => lists.detail(requireAuth(request), request.params.id, requestLanguage(request)),
  );

  app.put(
    '/llistes/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Rename; share or make private (owner only)',
        params: idParams,
        body: listUpdateSchema,
        response: { 200: listDetailSchema },
      },
    },
    async (request) =>
      lists.update(requireAuth(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.delete(
    '/llistes/:id',
    { config: access, schema: { tags, summary: 'Delete a list (owner only)', params: idParams } },
    async (request, reply) => {
      await lists.delete(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/llistes/:id/lineas',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a product with its usual quantity (sets the quantity when already there)',
        params: idParams,
        body: listLineInputSchema,
        response: { 200: listDetailSchema },
      },
    },
    async (request) =>
      lists.putLine(requireAuth(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.put(
    '/llistes/:id/lineas/:codigo',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a line’s usual quantity',
        params: lineParams,
        body: listQuantityInputSchema,
        response: { 200: listDetailSchema },
      },
    },
    async (request) =>
      lists.updateLine(
        requireAuth(request),
        request.params.id,
        request.params.codigo,
        request.body.Cantidad,
        requestLanguage(request),
      ),
  );

  app.delete(
    '/llistes/:id/lineas/:codigo',
    {
      config: access,
      schema: { tags, summary: 'Remove a line', params: lineParams, response: { 200: listDetailSchema } },
    },
    async (request) =>
      lists.removeLine(
        requireAuth(request),
        request.params.id,
        request.params.codigo,
        requestLanguage(request),
      ),
  );

  app.post(
    '/llistes/:id/carrito',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add every line to the cart, with quick order’s verdict per line',
        params: idParams,
        response: { 200: quickOrderResultSchema },
      },
    },
    async (request) => lists.addAllToCart(requireAuth(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    '/llistes/:id/importar',
    {
      config: access,
      schema: {
        tags,
        summary: 'Import CSV or pasted text (codigo;cantidad) into the list, with a verdict per line',
        params: idParams,
        body: listImportSchema,
        response: { 200: listImportResultSchema },
      },
    },
    async (request) =>
      lists.importLines(
        requireAuth(request),
        request.params.id,
        request.body.text,
        request.body.replace,
        requestLanguage(request),
      ),
  );

  app.get(
    '/llistes/:id/csv',
    {
      config: access,
      schema: { tags, summary: 'The list as CSV (codigo;cantidad;nombre, UTF-8 with BOM)', params: idParams },
    },
    async (request, reply) => {
      const { nombre, rows } = await lists.exportRows(
        requireAuth(request),
        request.params.id,
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="llista-${fileNameOf(nombre)}.csv"`)
        .send(csvDocument(rows));
    },
  );
};
