// The ERP link as administrators see it: the outbox of writes meant for the ERP
// at a glance, the messages not yet delivered with their last error and next attempt, and whether
// the ERP answers. Where an administrator looks when a customer says an order has not arrived.
import { z } from 'zod';

/**
 * `waiting`: never tried yet, or due; `delivering`: a worker is delivering it now; `retrying`: the
 * last attempt failed and the next one is scheduled; `failed`: the ERP refused it for good;
 * `done`: delivered.
 */
export const OUTBOX_STATES = ['waiting', 'delivering', 'retrying', 'failed', 'done'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  /** `order.create`, `order.cancel`, `contact.create` (others may come). */
  tipus: z.string(),
  /** What it is about: an order code, or a delivery contact's id. */
  referencia: z.string(),
  /** The customer the message belongs to, when known. */
  codiClient: z.string().nullable(),
  estat: z.enum(OUTBOX_STATES),
  /** Attempts made so far (kept when an administrator retries it). */
  intents: z.number().int(),
  darrerError: z.string().nullable(),
  /** When the worker tries it next; null while it is being delivered and once settled. */
  properIntent: z.string().nullable(),
  dataCreacio: z.string(),
  /** When it was delivered or refused for good. */
  dataProcessat: z.string().nullable(),
  /** Whether "retry now" applies to it (see the server's rule in the ERP link service). */
  reintentable: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxCountsSchema = z.object({
  enEspera: z.number().int(),
  enCurs: z.number().int(),
  /** `reintentant` + `rebutjats`. */
  fallits: z.number().int(),
  reintentant: z.number().int(),
  rebutjats: z.number().int(),
  lliurats24h: z.number().int(),
});
export type OutboxCounts = z.infer<typeof outboxCountsSchema>;

export const ERP_HEALTH_STATES = ['up', 'down', 'unconfigured'] as const;
export const erpHealthSchema = z.object({
  estat: z.enum(ERP_HEALTH_STATES),
  /** How long the ERP took to answer, or to fail; null when no ERP is configured. */
  latenciaMs: z.number().int().nullable(),
  comprovat: z.string(),
  /** Why it does not answer (status, timeout, connection refused…). */
  error: z.string().nullable(),
});
export type ErpHealth = z.infer<typeof erpHealthSchema>;

export const erpLinkSchema = z.object({
  recompte: outboxCountsSchema,
  /** Waiting, under way, retrying and refused messages, newest first (at most `limit`). */
  missatges: z.array(outboxMessageSchema),
  erp: erpHealthSchema,
});
export type ErpLink = z.infer<typeof erpLinkSchema>;

/** How many undelivered messages the screen lists; the counts tell the whole. */
export const ERP_LINK_LIST_LIMIT = 100;
