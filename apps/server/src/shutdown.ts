// How an instance stops. On SIGTERM (a service manager's stop, a deployment): `/ready` answers 503
// for DRAIN_SECONDS, long enough for a load balancer's checks to take the instance out while it
// still serves; then the server stops accepting connections, the requests in flight finish, and
// `close` releases the rest. SIGINT (Ctrl-C at a terminal) skips the wait.
//
// A node:cluster worker leaves the signals to its primary, which passes the stop on as a message
// (cluster/primary.ts): Ctrl-C or a service manager signals the whole process group, and
// close-with-grace exits at once, mid-request, when a second signal arrives.
import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from './modules/health/readiness.ts';

/** What the primary sends a worker to stop it, with the signal it received. */
export interface StopMessage {
  type: 'portal:stop';
  signal: NodeJS.Signals;
}

/** Signals a worker leaves to its primary. */
export const PRIMARY_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] satisfies NodeJS.Signals[];

/** Time left for `close` (requests in flight, the database, the sandbox) after the drain. */
const CLOSE_GRACE_MS = 10_000;

/** A connection that opened and has sent no request for this long is closed by the stop. */
const SILENT_GRACE_MS = 1000;

/**
 * The server's connections, as the stop needs them: Node's `closeIdleConnections` closes a
 * keep-alive connection between two requests, but counts one that opened and has not sent a
 * request yet as busy (its headers' time-out runs), so the stop would wait for its client.
 */
export function trackConnections(server: Server): { closeIdle: () => void } {
  const silentSince = new Map<Socket, number>();
  const idle = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    silentSince.set(socket, Date.now());
    socket.once('close', () => {
      silentSince.delete(socket);
      idle.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    silentSince.delete(socket);
    idle.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed) idle.add(socket);
    });
  });
  return {
    closeIdle: () => {
      const now = Date.now();
      for (const socket of idle) socket.destroy();
      for (const [socket, since] of silentSince) if (now - since >= SILENT_GRACE_MS) socket.destroy();
    },
  };
}

/**
 * `close` stops the HTTP server (Fastify's `close`), then the rest. `server` is that HTTP server:
 * a keep-alive connection busy when it stops accepting stays open once its answer is sent (Node
 * closes the connections idle at that moment only), and one a client opened and left silent is
 * never idle to Node, so each is closed as it falls idle or stays silent, or the stop would wait
 * for the client to drop it.
 */
export function stopGracefully(
  options: { drainSeconds: number; readiness: Readiness; server: Server; log: FastifyBaseLogger },
  close: () => Promise<void>,
): void {
  const { drainSeconds, readiness, server, log } = options;
  const connections = trackConnections(server);
  let relayed: NodeJS.Signals | undefined;
  const graceful = closeWithGrace(
    {
      delay: drainSeconds * 1000 + CLOSE_GRACE_MS,
      skip: cluster.isWorker ? [...PRIMARY_SIGNALS] : [],
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'shutting down after an error');
      else log.info({ signal: signal ?? relayed }, 'shutting down');
      if (!err && (signal ?? relayed) === 'SIGTERM' && drainSeconds > 0) {
        readiness.drain();
        await sleep(drainSeconds * 1000);
      }
      setInterval(connections.closeIdle, 100).unref();
      await close();
    },
  );
  if (!cluster.isWorker) return;
  for (const signal of PRIMARY_SIGNALS) process.on(signal, () => {});
  process.on('message', (message: Partial<StopMessage> | null) => {
    if (message?.type !== 'portal:stop' || relayed) return;
    relayed = message.signal ?? 'SIGTERM';
    void graceful.close();
  });
}
