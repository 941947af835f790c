// The one outbox mechanism (src/outbox/) under the same failure drill for both of its channels,
// the ERP's messages and mail: the other end away (back-off, the error log's first entry, nothing
// lost), a worker that dies holding a claim (the lease runs out and another delivers it), the
// other end back (delivered exactly once), and the dead worker's late settle changing nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logErrors } from '../../src/db/schema/index.ts';
import type { ErpGateway, ErpResult } from '../../src/erp/gateway/erp-gateway.ts';
import { enqueueErpMessage } from '../../src/erp/outbox/messages.ts';
import { enqueueMail } from '../../src/mail/mail-outbox.ts';
import { OutboxDelivery, type OutboxChannel } from '../../src/outbox/outbox-delivery.ts';
import {
  backoffSeconds,
  ERP_OUTBOX,
  MAIL_OUTBOX,
  OutboxQueue,
  type OutboxTable,
} from '../../src/outbox/outbox-queue.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { TestSmtp } from '../support/test-smtp.ts';

const away = { kind: 'unavailable', reason: 'the ERP is away' } as const;

/** An ERP whose contact creation is away or answers, and which counts what it accepted. */
class ContactErp implements ErpGateway {
  up = false;
  /** Idempotency keys of the creations it accepted, once per call. */
  readonly accepted: string[] = [];
  async createContact(
    _codigo: string,
    _contact: unknown,
    key: string,
  ): Promise<ErpResult<{ erpContactId: string }>> {
    if (!this.up) return away;
    this.accepted.push(key);
    return { kind: 'ok', status: 201, value: { erpContactId: `E-${key}` } };
  }
  importOrder = async () => away;
  orderStatus = async () => away;
  cancelOrder = async () => away;
  createCustomer = async () => away;
  updateCustomer = async () => away;
  createServiceRequest = async () => away;
  updateServiceRequestStatus = async () => away;
  serviceRequestStatus = async () => away;
  exportPage = async () => away;
  documentPdf = async () => away;
  health = async () => away;
  close() {}
}

interface Channel {
  table: OutboxTable;
  classe: string;
  /** The error log's code of "the other end is away". */
  outage: string;
  worker(): OutboxDelivery;
  /** Writes one message; its id and what names it at the other end. */
  write(): Promise<{ id: number; name: string }>;
  down(): void;
  up(): void;
  /** How many times the other end took the message named so. */
  received(name: string): number;
}

describe.each(databaseKinds())('the outbox mechanism on %s', (kind) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let smtpUp = false;
  const erp = new ContactErp();
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    smtp = await TestSmtp.start({
      refuse: () => (smtpUp ? null : { code: 451, message: '4.3.0 Try again later' }),
    });
    ctx = await createTestApp(kind, { erp, env: { SMTP_URL: smtp.url } });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });

  const channels: Record<'erp' | 'mail', () => Channel> = {
    erp: () => ({
      table: ERP_OUTBOX,
      classe: 'OutboxWorker',
      outage: 'ERP_UNAVAILABLE',
      worker: () => ctx.app.services.outbox!,
      async write() {
        const id = 700_000 + Math.floor(Math.random() * 90_000);
        await enqueueErpMessage(db(), {
          kind: 'contact.create',
          referencia: String(id),
          payload: {
            codigoCliente: `D${randomUUID().slice(0, 8)}`,
            contact: {
              nombre: 'Obra',
              direccion: 'C/ Major 1',
              codigoPostal: '08001',
              poblacion: 'BCN',
              pais: 'ES',
            },
          },
        });
        const result = (await db().execute(
          sql`select id from outbox where referencia = ${String(id)} and kind = 'contact.create'`,
        )) as unknown as { rows: { id: number | string }[] };
        return { id: Number(result.rows[0]!.id), name: `contact-${id}` };
      },
      down: () => (erp.up = false),
      up: () => (erp.up = true),
      received: (name) => erp.accepted.filter((key) => key === name).length,
    }),
    mail: () => ({
      table: MAIL_OUTBOX,
      classe: 'MailWorker',
      outage: 'MAIL_SMTP',
      worker: () => ctx.app.services.mail.worker,
      async write() {
        const to = `drill-${randomUUID().slice(0, 8)}@tallers.example`;
        const id = await enqueueMail(db(), {
          kind: 'password.changed',
          to,
          idioma: 'ca',
          params: { nom: 'Anna' },
        });
        return { id, name: to };
      },
      down: () => (smtpUp = false),
      up: () => (smtpUp = true),
      received: (name) => smtp.to(name).length,
    }),
  };

  it("keeps every lane busy while each ordering key's messages go one after another", async () => {
    const tag = `lanes-${randomUUID().slice(0, 8)}`;
    const orders = 12;
    for (let i = 0; i < orders; i++) {
      for (const kind of ['order.create', 'order.cancel']) {
        await db().execute(sql`insert into outbox (kind, referencia, payload, idempotency_key, ordering_key)
          values (${kind}, ${`${tag}-${i}`}, '{}'::jsonb, ${`${tag}-${kind}-${i}`}, ${`order:${tag}-${i}`})`);
      }
    }
    // One slow message: while it is delivered, the other lanes go on claiming and delivering.
    const slow = `${tag}-0`;
    let clock = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    let whileSlow = 0;
    let slowInFlight = false;
    const events: { referencia: string; kind: string; start: number; end: number }[] = [];
    const channel: OutboxChannel = {
      table: ERP_OUTBOX,
      name: 'LaneDrill',
      backoff: { first: 60, max: 60 },
      describe: (claim) => ({ codi: String(claim.row.referencia), metode: String(claim.row.kind) }),
      async deliver(delivery) {
        const { referencia, kind } = delivery.claim.row as { referencia: string; kind: string };
        if (!referencia.startsWith(tag)) return delivery.retryLater('not part of this drill');
        const start = ++clock;
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        if (slowInFlight) whileSlow++;
        const isSlow = referencia === slow && kind === 'order.create';
        if (isSlow) slowInFlight = true;
        await new Promise((resolve) => setTimeout(resolve, isSlow ? 400 : 5 + (start % 4) * 5));
        if (isSlow) slowInFlight = false;
        inFlight--;
        events.push({ referencia, kind, start, end: ++clock });
        await delivery.delivered();
      },
    };
    const lanes = new OutboxDelivery(db(), channel, ctx.app.log, { concurrency: 4, batchSize: 4 });
    expect(await lanes.drain()).toBeGreaterThanOrEqual(orders * 2);

    for (let i = 0; i < orders; i++) {
      const mine = events.filter((event) => event.referencia === `${tag}-${i}`);
      expect(mine.map((event) => event.kind)).toEqual(['order.create', 'order.cancel']);
      // The cancel was not even begun before the create was settled.
      expect(mine[1]!.start).toBeGreaterThan(mine[0]!.end);
    }
    const stored = (await db().execute(
      sql`select status, attempts from outbox where referencia like ${`${tag}-%`}`,
    )) as unknown as { rows: { status: string; attempts: number }[] };
    expect(stored.rows).toHaveLength(orders * 2);
    expect(stored.rows.every((row) => row.status === 'done' && Number(row.attempts) === 1)).toBe(true);
    expect(mostInFlight).toBe(4);
    // A batch is not held back by its slowest message: more than a batch went by meanwhile.
    expect(whileSlow).toBeGreaterThan(4);
  });

  it.each(['erp', 'mail'] as const)(
    'puts a %s message off while the other end is away, and delivers it once after a worker died holding it',
    async (name) => {
      const channel = channels[name]();
      const queue = new OutboxQueue(db(), channel.table);
      const row = async (id: number) => {
        const result = (await db().execute(
          sql`select status, attempts, last_error, next_attempt_at > now() as later, claimed_at
            from ${sql.identifier(channel.table.name)} where id = ${id}`,
        )) as unknown as {
          rows: {
            status: string;
            attempts: number;
            last_error: string | null;
            later: boolean;
            claimed_at: unknown;
          }[];
        };
        const found = result.rows[0]!;
        return { ...found, attempts: Number(found.attempts) };
      };
      const due = (id: number) =>
        db().execute(
          sql`update ${sql.identifier(channel.table.name)} set next_attempt_at = now() where id = ${id}`,
        );

      channel.down();
      const message = await channel.write();
      await channel.worker().drain();
      expect(await row(message.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        later: true,
        claimed_at: null,
      });
      expect((await row(message.id)).last_error).toBeTruthy();
      const logged = await db()
        .select()
        .from(logErrors)
        .where(and(eq(logErrors.classe, channel.classe), eq(logErrors.codiError, channel.outage)));
      expect(logged.some((entry) => entry.missatge.includes('attempt 1, next in'))).toBe(true);

      // Put off: a pass before the back-off runs out leaves it alone.
      await channel.worker().drain();
      expect((await row(message.id)).attempts).toBe(1);

      // A worker claims it and dies before it settles: leased, nobody else takes it …
      await due(message.id);
      const dead = (await queue.claim(100, 60)).find((claim) => claim.id === message.id)!;
      expect(dead.attempts).toBe(2);
      channel.up();
      await channel.worker().drain();
      expect(channel.received(message.name)).toBe(0);
      // … until its lease runs out.
      await due(message.id);
      await channel.worker().drain();
      expect(await row(message.id)).toMatchObject({
        status: channel.table.delivered,
        attempts: 3,
        last_error: null,
      });
      expect(channel.received(message.name)).toBe(1);

      // The dead worker's claim is spent: what it settles late changes nothing.
      await queue.failed(dead, 'settled late');
      await queue.retryLater(dead, 0, 'settled late');
      expect(await row(message.id)).toMatchObject({ status: channel.table.delivered, attempts: 3 });
      await channel.worker().drain();
      expect(channel.received(message.name)).toBe(1);
    },
  );
});

describe('outbox back-off', () => {
  it('doubles from the first delay up to the ceiling, within a quarter either way', () => {
    const policy = { first: 2, max: 300 };
    expect([1, 2, 3, 8].map((attempt) => backoffSeconds(attempt, policy, () => 0.5))).toEqual([2, 4, 8, 256]);
    expect(backoffSeconds(9, policy, () => 0.5)).toBe(300);
    expect(backoffSeconds(40, policy, () => 1)).toBe(300);
    expect(backoffSeconds(1, policy, () => 0)).toBe(1.5);
    expect(backoffSeconds(1, policy, () => 1)).toBe(2.5);
    expect(backoffSeconds(1, { first: 30, max: 900 }, () => 0.5)).toBe(30);
    expect(backoffSeconds(6, { first: 30, max: 900 }, () => 0.5)).toBe(900);
  });
});
