// The fault-drill switches at work, before any route: down (a 503, a reset connection, or a
// request that is never answered), latency, then random failures; and after it, answers that
// break the contract (malformedRate). /_sandbox routes are exempt so
// a drill can always switch the faults off again.
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { errors } from '../http/errors.ts';
import type { SwitchBoard } from '../switches.ts';
import { breakAnswer } from './malformed-answer.ts';

export const CONTROL_PREFIX = '/_sandbox';

export function isControlRoute(url: string): boolean {
  return (
    url === CONTROL_PREFIX || url.startsWith(`${CONTROL_PREFIX}/`) || url.startsWith(`${CONTROL_PREFIX}?`)
  );
}

export function installFaultInjection(
  app: FastifyInstance,
  deps: { switches: SwitchBoard; random: () => number },
): void {
  const hanging = new Set<Socket>();

  app.addHook('onRequest', async (request, reply) => {
    if (isControlRoute(request.url)) return;
    const switches = deps.switches.get();
    if (switches.down) {
      if (switches.downMode === '503') throw errors.unavailable('The ERP is down (sandbox down switch)');
      // Take the request away from Fastify: it gets no answer at all.
      reply.hijack();
      const socket = request.raw.socket;
      if (switches.downMode === 'reset') {
        // An RST, not a polite FIN: the client sees ECONNRESET, as when a firewall or a dead ERP drops it.
        socket.resetAndDestroy();
      } else {
        hanging.add(socket);
        socket.once('close', () => hanging.delete(socket));
      }
      return;
    }
    if (switches.latencyMs > 0) await sleep(switches.latencyMs);
    if (switches.errorRate > 0 && deps.random() < switches.errorRate)
      throw errors.injected(switches.errorStatus);
  });

  // Last, on the way out: a successful /api answer may be broken (malformedRate). Errors, the
  // token and /health are left alone: the drill is about the contract's data, not its plumbing.
  app.addHook('onSend', async (request, reply, payload) => {
    const { malformedRate } = deps.switches.get();
    if (malformedRate <= 0) return payload;
    if (!request.url.startsWith('/api/') || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    // A document's PDF comes back as something else: the portal must not keep it.
    if (Buffer.isBuffer(payload) && String(reply.getHeader('content-type')).startsWith('application/pdf'))
      return deps.random() < malformedRate ? Buffer.from('<html>not a PDF</html>') : payload;
    if (typeof payload !== 'string') return payload;
    return deps.random() < malformedRate ? breakAnswer(payload) : payload;
  });

  // Requests left hanging would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const socket of hanging) socket.destroy();
  });
}
