// How every idempotent write answers: 201 the first time, 200 with the same body on a replay
// (flagged by the Idempotent-Replayed header), and, under the lostReplyRate switch, a 503 after
// the write is durable: the "ERP did it but the answer never arrived" case retries must survive.
import type { FastifyReply } from 'fastify';
import type { IdempotentAnswer } from '../state/idempotency.ts';
import type { SwitchBoard } from '../switches.ts';
import { errors } from './errors.ts';

export function sendWrite<T>(
  reply: FastifyReply,
  result: IdempotentAnswer<T>,
  faults: { switches: SwitchBoard; random: () => number },
) {
  const { lostReplyRate } = faults.switches.get();
  if (lostReplyRate > 0 && faults.random() < lostReplyRate)
    throw errors.unavailable('Injected lost reply (sandbox lostReplyRate switch): the write was done');
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
}
