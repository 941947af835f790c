// Fault-drill switches: set from the environment at start and changed at run time through
// PUT /_sandbox/switches. They live in memory only: a restart comes back with the start values,
// which is what a drill expects ("the ERP came back up").
import { z } from 'zod';

export const DOWN_MODES = ['503', 'reset', 'hang'] as const;

export const switchesSchema = z.object({
  /** Added before every non-/_sandbox request is handled. */
  latencyMs: z.number().int().min(0).max(600_000),
  /** Share of non-/_sandbox requests answered with `errorStatus` before doing anything. */
  errorRate: z.number().min(0).max(1),
  errorStatus: z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503), z.literal(504)]),
  /** Share of writes that are committed and then answered 503: the "lost reply" a retry must not double. */
  lostReplyRate: z.number().min(0).max(1),
  /**
   * Share of 2xx /api answers whose body breaks the contract (faults/malformed-answer.ts): the
   * portal must refuse them rather than store what they say.
   */
  malformedRate: z.number().min(0).max(1),
  down: z.boolean(),
  /** How `down` shows: a 503 answer, a connection reset, or a request that never gets an answer. */
  downMode: z.enum(DOWN_MODES),
  tokenTtlSeconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600),
  /** Orders whose total (EUR) is above this are stored as 'rejected' (credit limit); null: never. */
  rejectAboveTotal: z.number().min(0).nullable(),
  /** Accepted orders move to 'in_preparation' this long after acceptance; null: only by hand. */
  prepareAfterSeconds: z.number().int().min(0).nullable(),
  /** ... and to 'shipped' (its last part leaves) this long after acceptance; null: only by hand. */
  shipAfterSeconds: z.number().int().min(0).nullable(),
  /** Orders of more than one unit ship in two parts (documents/fulfilment.ts). */
  partialShipments: z.boolean(),
  /** The first of two parts leaves this long before the last (not before preparation starts). */
  partialLeadSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600),
  /** A part is delivered this long after it left. */
  deliverAfterSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600),
  /** The invoice is issued this long after the last part left. */
  invoiceAfterSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600),
  /** The documents' exports and PDFs show the ERP as it was this long ago (a late posting run). */
  documentsLagSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600),
  /** The documents' exports and PDFs answer 503 while the rest of the ERP works. */
  documentsDown: z.boolean(),
});

export type Switches = z.infer<typeof switchesSchema>;

export const DEFAULT_SWITCHES: Switches = {
  latencyMs: 0,
  errorRate: 0,
  errorStatus: 503,
  lostReplyRate: 0,
  malformedRate: 0,
  down: false,
  downMode: '503',
  // Short on purpose, so every run of the portal exercises token renewal.
  tokenTtlSeconds: 300,
  rejectAboveTotal: null,
  // Five minutes to cancel, a quarter of an hour to ship (the first of two parts five minutes
  // earlier), delivered twenty minutes after leaving, invoiced a minute after the last part left:
  // a demo order goes through every document within half an hour.
  prepareAfterSeconds: 300,
  shipAfterSeconds: 900,
  partialShipments: true,
  partialLeadSeconds: 300,
  deliverAfterSeconds: 1200,
  invoiceAfterSeconds: 60,
  documentsLagSeconds: 0,
  documentsDown: false,
};

export class SwitchBoard {
  private current: Switches;

  constructor(initial: Partial<Switches> = {}) {
    this.current = switchesSchema.parse({ ...DEFAULT_SWITCHES, ...initial });
  }

  get(): Switches {
    return this.current;
  }

  /** Merges a partial change; the caller has validated it with `switchesSchema.partial()`. */
  update(change: Partial<Switches>): Switches {
    this.current = switchesSchema.parse({ ...this.current, ...change });
    return this.current;
  }
}
