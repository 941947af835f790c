// The stop's connection tracker: a server stopping closes the connections a client keeps open
// between two requests and those it opened and left silent, but never one with an answer under way.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './shutdown.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const connections = trackConnections(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  cleanups.push(() => server.closeAllConnections());
  return { server, connections, port };
}

/** Stops the server as the stop does: no new connections, the tracker run every 100 ms. */
async function stop(server: http.Server, connections: { closeIdle: () => void }) {
  const closed = once(server, 'close');
  server.close();
  const timer = setInterval(connections.closeIdle, 100);
  cleanups.push(() => clearInterval(timer));
  await closed;
}

describe('trackConnections', () => {
  it('lets a stopping server close a kept-alive connection and a silent one', async () => {
    const { server, connections, port } = await serve((_request, response) => response.end('ok'));
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const answered = await new Promise<number>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        })
        .on('error', reject),
    );
    expect(answered).toBe(200);
    // A client that connects and sends nothing, as a browser's preconnection does.
    const silent = net.connect(port, '127.0.0.1');
    cleanups.push(() => silent.destroy());
    await once(silent, 'connect');
    const silentClosed = once(silent, 'close');
    // Without the tracker the server waits for the client (its headers' time-out: a minute).
    await stop(server, connections);
    await silentClosed;
  });

  it('never cuts an answer under way', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    const { server, connections, port } = await serve((_request, response) => {
      arrived();
      void released.then(() => response.end('done'));
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, { agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += String(chunk)));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        })
        .on('error', reject),
    );
    await underWay;
    const stopped = stop(server, connections);
    // Several of the tracker's rounds and past the silent grace, with the answer still to come.
    await sleep(1300);
    release();
    expect(await answer).toEqual({ status: 200, body: 'done' });
    await stopped;
  });
});
