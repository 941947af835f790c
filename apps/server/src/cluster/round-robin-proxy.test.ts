// The start:cluster proxy hands a request on to the next instance when the one it reached could
// not have acted on it: a refused connection always, a reset before any answer only when the
// request is safe (an instance killed as a GET arrived; a POST might have been acted on).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

const servers: http.Server[] = [];
let proxy: RoundRobinProxy | undefined;

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An instance that answers who it is. */
const answering = (name: string) =>
  http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end(`${name} ${req.method}`));
  });

/** An instance dying as requests arrive: every connection is reset before any answer. */
const resetting = () =>
  http.createServer((req) => {
    req.socket.resetAndDestroy();
  });

async function through(ports: number[]) {
  const proxyPort = await listen(http.createServer());
  servers.pop()!.close();
  proxy = await startRoundRobinProxy(
    ports.map((port) => ({ host: '127.0.0.1', port })),
    { host: '127.0.0.1', port: proxyPort },
  );
  return `http://127.0.0.1:${proxyPort}`;
}

afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  for (const server of servers.splice(0)) server.close();
});

describe('round-robin proxy', () => {
  it('sends a safe request on to the next instance when the first resets it unanswered', async () => {
    const url = await through([await listen(resetting()), await listen(answering('B'))]);
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${url}/ready`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('B GET');
    }
  });

  it('does not send an unsafe request again after a reset: it may have been acted on', async () => {
    const url = await through([await listen(resetting()), await listen(answering('B'))]);
    // The first request goes to the resetting instance, the second to B.
    const first = await fetch(`${url}/api/v1/pedidos/add`, { method: 'POST', body: '{}' });
    expect(first.status).toBe(502);
    expect(await first.text()).toContain('ECONNRESET');
    const second = await fetch(`${url}/api/v1/pedidos/add`, { method: 'POST', body: '{}' });
    expect(await second.text()).toBe('B POST');
  });

  it('sends any request on past an instance that refuses the connection', async () => {
    const closed = await listen(http.createServer());
    servers.pop()!.close();
    const url = await through([closed, await listen(answering('B'))]);
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(`${url}/x`, {
        method,
        ...(method === 'POST' ? { body: 'x' } : {}),
        signal: AbortSignal.timeout(5000),
      });
      expect(await answer.text()).toBe(`B ${method}`);
    }
  });
});
