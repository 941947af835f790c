// `/health` answers while the process runs; `/ready` only while the database answers and the
// instance is not stopping, so a load balancer stops sending traffic to an instance that lost its
// database or is about to stop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import { Readiness } from './readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; readiness?: Readiness }> = async (
  app,
  { database, readiness = new Readiness() },
) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
      },
      logLevel: 'warn',
    },
    async () => {
      if (readiness.draining) throw serviceUnavailable();
      try {
        await database.ping();
      } catch {
        throw serviceUnavailable();
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
