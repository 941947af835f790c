// Catalogue routes of spec §7 (Products) and the filter panels' data.
import {
  customerPromotionsSchema,
  facetQuerySchema,
  familyNodeSchema,
  filterAttributeSchema,
  mediaSchema,
  productSchema,
  productSearchQuerySchema,
  productTypeSchema,
} from '@portal/domain/catalogue';
import { dbIdTextSchema } from '@portal/domain/wire-types';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth, type AuthContext } from '../../plugins/access-control.ts';
import type { Catalogue } from './catalogue.ts';
import { searchAnswerSchema } from './search-responses.ts';

const ignoredUserType = dbIdTextSchema
  .optional()
  .describe('Accepted for compatibility; prices are always those of the caller’s own customer');

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: Catalogue;
  /** Our code for a search text that is an EAN or the caller's own code (the exact step). */
  exactCode?: (auth: AuthContext, text: string | undefined) => Promise<string | undefined>;
}> = async (app, { catalogue: { service, searchResponses }, exactCode }) => {
  const tags = ['productos'];

  app.get(
    '/productos/search',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Search the catalogue at the customer’s prices (204 when nothing matches)',
        querystring: productSearchQuerySchema,
        response: { 200: searchAnswerSchema, 204: z.null().describe('No product matches') },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const buyer = await service.buyerOf(auth);
      // An EAN or an own code is searched as the code it names, beside the ranked search.
      const codigo = await exactCode?.(auth, request.query.queryString);
      const query = codigo ? { ...request.query, queryString: codigo } : request.query;
      const answer = await searchResponses.answer(query, buyer, requestLanguage(request));
      // Past the last page is as empty as no match at all.
      if (answer === null) return reply.code(204).send(null);
      // Already validated and serialized by SearchResponses, and Fastify sends a JSON string or
      // a buffer as is; the type provider types send() by the schema's object, hence the casts.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(answer.gzip as never);
      }
      return reply.send(answer.json as never);
    },
  );

  app.get(
    '/productos',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'One product at the customer’s prices',
        querystring: z.object({ id: dbIdTextSchema, userType: ignoredUserType }),
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const buyer = await service.buyerOf(requireAuth(request));
      return service.productById(request.query.id, buyer, requestLanguage(request));
    },
  );

  app.get(
    '/productos/all',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Every active product at the customer’s prices',
        querystring: z.object({ userType: ignoredUserType, type: productTypeSchema.optional() }),
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => {
      const buyer = await service.buyerOf(requireAuth(request));
      return service.allProducts(buyer, requestLanguage(request));
    },
  );

  app.get(
    '/medias',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Pictures and documents of a product, by its code',
        querystring: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: z.array(mediaSchema) },
      },
    },
    async (request) => service.mediasOfCodigo(request.query.id),
  );

  app.get(
    '/familias',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Families and subfamilies, counted within the other filters of a search',
        querystring: facetQuerySchema,
        response: { 200: z.array(familyNodeSchema) },
      },
    },
    async (request) => service.familyTree(request.query, requestLanguage(request)),
  );

  app.get(
    '/atributos',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Filter attributes and values, counted within the other filters of a search',
        querystring: facetQuerySchema,
        response: { 200: z.array(filterAttributeSchema) },
      },
    },
    async (request) => service.filterAttributes(request.query, requestLanguage(request)),
  );

  app.get(
    '/promociones/cliente/:id',
    {
      config: { access: 'permission' },
      schema: {
        tags: ['promociones'],
        summary: 'The customer’s own promotions',
        params: z.object({ id: z.string().trim().min(1).max(30) }),
        response: { 200: customerPromotionsSchema },
      },
    },
    async (request) => ({
      promociones: await service.promotionsOfCustomer(requireAuth(request), request.params.id),
    }),
  );
};
