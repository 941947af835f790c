// Builds the sandbox and listens: what main.ts runs, and what the portal's `npm start`, e2e tests
// and fault drills can call in-process to get a live ERP at a URL (port 0 picks a free one).
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type SandboxOptions, buildSandbox } from './build-sandbox.ts';

export const DEFAULT_PORT = 4100;
export const DEFAULT_HOST = '127.0.0.1';

export interface RunningSandbox {
  app: FastifyInstance;
  /** Base URL, e.g. http://127.0.0.1:4100 (the portal's ERP_BASE_URL). */
  url: string;
  close: () => Promise<void>;
}

export async function startSandbox(
  options: SandboxOptions & { port?: number; host?: string },
): Promise<RunningSandbox> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, ...sandboxOptions } = options;
  // A fixed port gives the tracking links a fixed address; port 0 leaves them to the request's host.
  const publicUrl =
    sandboxOptions.publicUrl ??
    (port !== 0 ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : undefined);
  const app = await buildSandbox({ ...sandboxOptions, ...(publicUrl ? { publicUrl } : {}) });
  closeUnusedConnectionsOnClose(app);
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { app, url: `http://${shownHost}:${address.port}`, close: () => app.close() };
}

/**
 * Closing waits for requests in flight (graceful), and Fastify drops idle keep-alive connections;
 * but a connection a client opened ahead of need (undici does) and never used is neither, and
 * would hold the close for the client's keep-alive time. Those are dropped too.
 */
function closeUnusedConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}
