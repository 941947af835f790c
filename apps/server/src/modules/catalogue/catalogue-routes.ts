// Catalogue routes of spec §7 (Products) and the filter panels' data.
import {
  customerPromotionsSchema,
  familyNodeSchema,
  filterAttributeSchema,
  mediaSchema,
  productSchema,
  productSearchQuerySchema,
  productTypeSchema,
} from '@portal/domain/catalogue';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { CatalogueService } from './catalogue-service.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { SearchCache } from './search-cache.ts';
import { answerWeight, searchAnswerSchema, SearchResponses } from './search-responses.ts';

const ignoredUserType = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .describe('Accepted for compatibility; prices are always those of the caller’s own customer');

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  searchCacheSeconds?: number | undefined;
  catalogueChanges?: CatalogueChanges | undefined;
}> = async (app, { db, searchCacheSeconds, catalogueChanges }) => {
  const ttlMs = (searchCacheSeconds ?? 0) * 1000;
  // Every cache of this instance, so that a catalogue write empties them all.
  const caches: { clear(): void }[] = [];
  const kept = <T>(cache: SearchCache<T>) => (caches.push(cache), cache);
  const service = new CatalogueService(db, kept(new SearchCache(ttlMs)), kept(new SearchCache(ttlMs)));
  // 32 MB of answers (about 1,500 pages of 15 cards, each plain and gzipped) per instance.
  const searchResponses = new SearchResponses(
    service,
    kept(new SearchCache(ttlMs, { weigh: answerWeight, maxWeight: 32 * 1024 * 1024 })),
  );
  const unsubscribe = catalogueChanges?.subscribe(() => {
    for (const cache of caches) cache.clear();
  });
  app.addHook('onClose', async () => unsubscribe?.());
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
      const buyer = await service.buyerOf(requireAuth(request));
      const answer = await searchResponses.answer(request.query, buyer, requestLanguage(request));
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
        querystring: z.object({ id: z.coerce.number().int().positive(), userType: ignoredUserType }),
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
        summary: 'Families and subfamilies with their product counts',
        response: { 200: z.array(familyNodeSchema) },
      },
    },
    async (request) => service.familyTree(requestLanguage(request)),
  );

  app.get(
    '/atributos',
    {
      config: { access: 'permission' },
      schema: {
        tags,
        summary: 'Filter attributes and values, counted within the other filters of a search',
        querystring: productSearchQuerySchema.pick({
          queryString: true,
          codigoFamilia: true,
          codigoSubfamilia: true,
          type: true,
        }),
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
    async (request) => {
      const buyer = await service.buyerOf(requireAuth(request));
      return { promociones: await service.promotionsOfCustomer(request.params.id, buyer) };
    },
  );
};
