// `GET /media/products/:file`: product pictures drawn on the fly from the catalogue (public, at
// the root like any static asset; same origin, so the CSP's img-src 'self' allows them).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { PICTURE_FILE, pictureCandidates } from './picture-file.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import { renderProductPicture } from './product-picture.ts';

// A week, then a revalidation that the ETag usually answers with 304: not `immutable`, because
// the URL stays the same when the ERP renames a product or changes its brand.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** The catalogue gives what each picture is drawn from; the media module owns no table. */
export const mediaRoutes: FastifyPluginAsyncZod<{
  catalogue: Pick<CatalogueService, 'pictureSubjects'>;
}> = async (app, { catalogue }) => {
  app.get(
    '/media/products/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Picture of a product (SVG), drawn from its catalogue data',
        params: z.object({ file: z.string().max(120).regex(PICTURE_FILE) }),
      },
    },
    async (request, reply) => {
      const candidates = pictureCandidates(request.params.file);
      const found = await catalogue.pictureSubjects(candidates.map((candidate) => candidate.codigo));
      // Only machines have a second view (their rating plate).
      const match = candidates.find(({ codigo, view }) => {
        const subject = found.get(codigo);
        return subject && (view === 1 || subject.tipo === 'equipment');
      });
      if (!match) throw notFound();
      const svg = renderProductPicture(found.get(match.codigo)!, match.view);
      const etag = etagOf(svg);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
