// `/sincronitzacio`: start a run, read the run under way and the history, follow the progress
// live (Server-Sent Events), set the schedule of incremental runs.
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import {
  startSyncSchema,
  SYNC_PROGRESS_EVENT,
  syncOverviewSchema,
  syncRunSchema,
  syncRunsQuerySchema,
  syncScheduleSchema,
} from '@portal/domain/erp-sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { SyncService } from './sync-service.ts';

const config = { access: 'permission' } as const;
const tags = ['sincronitzacio'];

/** How often the stream looks at the run (any instance may be running it), and sends a heartbeat. */
const POLL_MS = 500;
const HEARTBEAT_MS = 15_000;

export const syncRoutes: FastifyPluginAsyncZod<{ sync: SyncService }> = async (app, { sync }) => {
  // Open streams end as the server begins to close (preClose: onClose runs only once every
  // connection has ended, which an open stream never does), or a graceful stop would wait forever.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/sincronitzacio',
    {
      config,
      schema: {
        tags,
        summary: 'The run under way (or the last one), the schedule and the last successful run',
        response: { 200: envelopeSchema(syncOverviewSchema) },
      },
    },
    async () => answer(await sync.overview()),
  );

  app.get(
    '/sincronitzacio/execucions',
    {
      config,
      schema: {
        tags,
        summary: 'History of synchronisation runs, newest first',
        querystring: syncRunsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(syncRunSchema)) },
      },
    },
    async (request) => answer(await sync.list(request.query)),
  );

  app.post(
    '/sincronitzacio',
    {
      config,
      schema: {
        tags,
        summary:
          'Start a full or incremental run (a run that failed part-way is resumed from its cursor). ' +
          '409 while a run is under way on any instance; 503 when the ERP does not answer',
        body: startSyncSchema,
        response: { 202: envelopeSchema(syncRunSchema) },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const run = await sync.start(request.body.tipus, 'admin', user.username);
      return reply.code(202).send(answer(run, 'sync.started'));
    },
  );

  app.put(
    '/sincronitzacio/programacio',
    {
      config,
      schema: {
        tags,
        summary: 'Minutes between scheduled incremental runs (0: off)',
        body: syncScheduleSchema,
        response: { 200: envelopeSchema(syncOverviewSchema.shape.programacio) },
      },
    },
    async (request) =>
      answer(
        await sync.setSchedule(request.body.minuts, requireAuth(request).idUsuari),
        'sync.scheduleSaved',
      ),
  );

  app.get(
    '/sincronitzacio/progres',
    {
      config,
      schema: {
        tags,
        summary:
          `With \`Accept: text/event-stream\`, Server-Sent Events: a \`${SYNC_PROGRESS_EVENT}\` event with ` +
          'the current run at once and on every change. Otherwise the current run once, as JSON',
        response: { 200: envelopeSchema(syncRunSchema.nullable()) },
      },
    },
    async (request, reply) => {
      // A client that does not ask for a stream (a script, a test) gets the run as it stands.
      if (!(request.headers.accept ?? '').includes('text/event-stream')) return answer(await sync.current());
      // The stream reads the run from the database, so it follows a run whichever instance runs it.
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      let last = '';
      let closed = false;
      const send = async () => {
        const run = await sync.current();
        const data = JSON.stringify(run);
        if (data === last || closed) return;
        last = data;
        out.write(`event: ${SYNC_PROGRESS_EVENT}\ndata: ${data}\n\n`);
      };
      let busy = false;
      const poll = setInterval(() => {
        if (busy) return;
        busy = true;
        send()
          .catch((error: unknown) => request.log.warn({ err: error }, 'sync progress read failed'))
          .finally(() => (busy = false));
      }, POLL_MS);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(poll);
        clearInterval(heartbeat);
        streams.delete(end);
        out.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      await send().catch(() => undefined);
    },
  );
};
