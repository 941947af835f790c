// API answers are never kept by a browser's or a proxy's cache (ASVS V8.2.1): they carry a user's
// data, prices, tokens or files, and a shared computer's back button or history must not bring
// them back after logout. One hook for every answer under /api and /auth, errors included, over
// anything a route set (a request's file said `private, no-cache`, which still stores it). The web
// app's own files and the product pictures (`/media`) keep their cache headers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

export default fp(
  async function noStore(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApi(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store' },
);
