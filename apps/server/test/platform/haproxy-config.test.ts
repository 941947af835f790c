// deploy/haproxy.cfg as HAProxy runs it (the real haproxy, the file as it is) in front of two
// stand-in instances that tell what they received: requests reach both; a stand-in whose /ready
// answers 503 is taken out and comes back once it answers 200; X-Forwarded-For ends with the
// client's own address (a forged value stays to its left, where the instances ignore it) and
// X-Forwarded-Proto is HAProxy's; a request an instance dropped unanswered goes to the other only
// when repeating it is harmless; an event stream arrives event by event. The portal itself
// behind it: several-instances.test.ts.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAPROXY_CONFIG,
  haproxyEnv,
  haproxyMissing,
  startHaproxy,
  type TestHaproxy,
} from '../support/haproxy.ts';

const run = promisify(execFile);

interface StandIn {
  name: string;
  address: string;
  ready: number;
  /** Close the connection on every request but /ready, unanswered, as an instance killed would. */
  dropping: boolean;
  /** The x-test-id of every request received. */
  received: string[];
  streams: Set<ServerResponse>;
  close(): Promise<void>;
}

async function startStandIn(name: string): Promise<StandIn> {
  const standIn = {
    name,
    ready: 200,
    dropping: false,
    received: [],
    streams: new Set(),
  } as unknown as StandIn;
  const server = http.createServer((request, response) => {
    if (request.url === '/ready') {
      response.writeHead(standIn.ready).end();
      return;
    }
    standIn.received.push(String(request.headers['x-test-id']));
    if (standIn.dropping) {
      request.socket.destroy();
    } else if (request.headers.accept === 'text/event-stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('event: run\ndata: {"pagina":1}\n\n');
      standIn.streams.add(response);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name,
          forwardedFor: request.headers['x-forwarded-for'],
          forwardedProto: request.headers['x-forwarded-proto'],
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => {
    for (const stream of standIn.streams) stream.end();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return standIn;
}

/** A request from 127.0.0.2, another address than HAProxy's own, on a connection of its own. */
function get(port: number, url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .request(
        { host: '127.0.0.1', port, path: url, method, localAddress: '127.0.0.2', headers, agent: false },
        resolve,
      )
      .on('error', reject)
      .end(method === 'GET' ? undefined : '{}'),
  );
}

async function echo(port: number, headers?: Record<string, string>) {
  const response = await get(port, '/api/v1/echo', headers);
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return JSON.parse(body) as { name: string; forwardedFor: string; forwardedProto: string };
}

/** Which stand-ins answered `count` requests in a row. */
async function answering(port: number, count = 8) {
  const names = new Set<string>();
  for (let i = 0; i < count; i++) names.add((await echo(port)).name);
  return [...names].sort();
}

describe.skipIf(haproxyMissing)(
  haproxyMissing ? `deploy/haproxy.cfg (skipped: ${haproxyMissing})` : 'deploy/haproxy.cfg',
  () => {
    let a: StandIn;
    let b: StandIn;
    let haproxy: TestHaproxy;

    beforeAll(async () => {
      [a, b] = await Promise.all([startStandIn('a'), startStandIn('b')]);
      haproxy = await startHaproxy([a.address, b.address]);
    });
    afterAll(async () => {
      await haproxy?.stop();
      await Promise.all([a?.close(), b?.close()]);
    });

    it('is valid as it is, and with HTTPS turned on', async () => {
      await run('/usr/sbin/haproxy', ['-c', '-q', '-f', HAPROXY_CONFIG], {
        env: haproxyEnv(haproxy.port, [a.address, b.address]),
      });
      if (!existsSync('/usr/bin/openssl')) return;
      const dir = await mkdtemp(path.join(tmpdir(), 'portal-tls-'));
      try {
        const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
        await run('/usr/bin/openssl', [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=portal'],
          ...['-keyout', key, '-out', cert],
        ]);
        const pem = path.join(dir, 'portal.pem');
        await writeFile(pem, (await readFile(cert, 'utf8')) + (await readFile(key, 'utf8')));
        await run('/usr/sbin/haproxy', ['-c', '-q', '-f', HAPROXY_CONFIG], {
          env: { ...haproxyEnv(haproxy.port, [a.address, b.address]), PORTAL_TLS_CERT: pem },
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('sends requests to both instances, and none to one whose /ready answers 503 until it answers 200', async () => {
      await expect.poll(() => answering(haproxy.port)).toEqual(['a', 'b']);
      b.ready = 503;
      await expect.poll(() => answering(haproxy.port), { timeout: 10_000 }).toEqual(['a']);
      // Out for good, not by chance: a second round finds it still out.
      expect(await answering(haproxy.port, 16)).toEqual(['a']);
      b.ready = 200;
      await expect.poll(() => answering(haproxy.port), { timeout: 10_000 }).toEqual(['a', 'b']);
    }, 30_000);

    it("forwards the client's own address and the scheme, whatever the client claims", async () => {
      for (let i = 0; i < 4; i++) {
        const seen = await echo(haproxy.port, {
          'x-forwarded-for': '198.51.100.7',
          'x-forwarded-proto': 'https',
        });
        expect(seen.forwardedFor.split(/,\s*/)).toEqual(['198.51.100.7', '127.0.0.2']);
        expect(seen.forwardedProto).toBe('http');
      }
    });

    it('sends a request an instance dropped unanswered to the other only when repeating it is harmless', async () => {
      await expect.poll(() => answering(haproxy.port)).toEqual(['a', 'b']);
      a.dropping = true;
      const outcomes: { id: string; harmless: boolean; status: number }[] = [];
      try {
        for (let i = 0; i < 4; i++) {
          for (const [kind, method, headers] of [
            ['get', 'GET', {}],
            ['keyed', 'POST', { 'content-type': 'application/json', 'idempotency-key': `order-${i}` }],
            ['plain', 'POST', { 'content-type': 'application/json' }],
          ] as const) {
            const id = `${kind}-${i}`;
            const response = await get(
              haproxy.port,
              '/api/v1/pedidos/add',
              { ...headers, 'x-test-id': id },
              method,
            );
            response.resume();
            outcomes.push({ id, harmless: kind !== 'plain', status: response.statusCode! });
          }
        }
      } finally {
        a.dropping = false;
      }
      const dropped = outcomes.filter((o) => a.received.includes(o.id));
      expect(dropped.filter((o) => o.harmless).length).toBeGreaterThan(0);
      expect(dropped.filter((o) => !o.harmless).length).toBeGreaterThan(0);
      for (const outcome of outcomes) {
        const again = outcome.harmless || !a.received.includes(outcome.id);
        expect({ ...outcome, atB: b.received.includes(outcome.id) }).toEqual({
          ...outcome,
          status: again ? 200 : 502,
          atB: again,
        });
      }
    });

    it('passes an event stream on event by event', async () => {
      // As a browser asks for it: compressed if anything on the way would.
      const response = await get(haproxy.port, '/api/v1/sincronitzacio/progres', {
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(response.headers['content-type']).toBe('text/event-stream');
      // The first event arrives while the stream is still open at the instance.
      const [first] = (await Promise.race([
        new Promise((resolve) => response.once('data', (chunk: Buffer) => resolve([String(chunk)]))),
        new Promise((resolve) => setTimeout(resolve, 5000, ['nothing within 5 s'])),
      ])) as [string];
      expect(first).toBe('event: run\ndata: {"pagina":1}\n\n');
      const open = [...a.streams, ...b.streams];
      expect(open).toHaveLength(1);
      expect(open[0]!.writableEnded).toBe(false);
      open[0]!.end();
      response.destroy();
    });
  },
);
