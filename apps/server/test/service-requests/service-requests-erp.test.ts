// Service requests' link to the ERP (contract §13), with the sandbox ERP as a separate process over
// HTTP, on PGlite and PostgreSQL: a request's creation enqueued while the ERP is down waits in the
// outbox with back-off and reaches the ERP exactly once when it is back (also when an answer was
// lost, or the worker delivers it again), and the portal's request gets the ERP's work order
// number; a status change that overtakes its request's creation is retried until the ERP has it;
// a refusal is final and logged; and the synchronisation gives a request whose answer was lost its
// work order number without touching the portal's status.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logErrors, outbox, serviceRequests } from '../../src/db/schema/index.ts';
import type { ServiceStatusBody } from '../../src/erp/gateway/contract.ts';
import type { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import { enqueueErpMessage } from '../../src/erp/outbox/messages.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import {
  api,
  dayFromToday,
  satForm,
  sendRequest,
  staffSession,
} from '../support/service-requests-support.ts';

/** What `GET /_sandbox/service-requests` says of one request. */
interface HeldRequest {
  numero: string;
  erpNumero: string;
  status: string;
  seq: number;
  scheduledDate: string | null;
  keyPresentations: number;
  keyConflicts: number;
  statusUpdates: number;
}

describe.each(databaseKinds())('service requests and the ERP on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let gateway: HttpErpGateway;
  // Numbers of this run: the sandbox process is this file's, but a fixed number would hide a bug
  // that mixed requests up.
  let next = randomInt(100_000, 800_000);
  const newNumero = () => `SAT-${String(next++).padStart(6, '0')}`;

  const db = () => ctx.testDb.database.db;
  const worker = () => ctx.app.services.outbox!;

  /** Lets the back-off delays pass, as time would, then delivers what is due. */
  async function deliverDue() {
    await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
    return worker().drain();
  }

  /** What the ERP holds for `numero` (undefined: nothing). */
  async function held(numero: string): Promise<HeldRequest[]> {
    const response = await fetch(`${sandbox.baseUrl}/_sandbox/service-requests`);
    const body = (await response.json()) as { items: HeldRequest[] };
    return body.items.filter((item) => item.numero === numero);
  }

  function creationOf(numero: string, codigoCliente = 'C0001') {
    return {
      numero,
      tipus: 'sat' as const,
      codigoCliente,
      dades: { codigoProducto: 'EQ-MIG-200', numeroSerie: 'SN-77', descripcio: 'The arc does not start' },
      garantia: 'in' as const,
      adjunts: [{ nom: 'placa.jpg', tipus: 'image/jpeg', mida: 2048 }],
      creadaAt: new Date().toISOString(),
    };
  }

  /**
   * A request as the service-requests module stores it on reception: its row and its
   * `service.create` message, in one transaction. The message's payload.
   */
  async function receive(numero: string, codigoCliente = 'C0001') {
    const payload = creationOf(numero, codigoCliente);
    await db().transaction(async (tx) => {
      await tx.insert(serviceRequests).values({
        numero,
        tipus: 'sat',
        codigoCliente,
        dades: payload.dades,
        garantia: payload.garantia,
      });
      await enqueueErpMessage(tx, { kind: 'service.create', referencia: numero, payload });
    });
    return payload;
  }

  function statusChange(numero: string, seq: number, status: ServiceStatusBody['status']): ServiceStatusBody {
    return {
      numero,
      seq,
      status,
      scheduledDate: status === 'accepted' ? '2026-07-01' : null,
      reason: null,
      at: new Date().toISOString(),
    };
  }

  async function changeStatus(numero: string, seq: number, status: ServiceStatusBody['status']) {
    await db().transaction(async (tx) => {
      await tx.update(serviceRequests).set({ estat: status }).where(eq(serviceRequests.numero, numero));
      await enqueueErpMessage(tx, {
        kind: 'service.status',
        referencia: `${numero}-${seq}`,
        payload: statusChange(numero, seq, status),
      });
    });
  }

  async function message(tipo: string, referencia: string) {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, tipo), eq(outbox.referencia, referencia)));
    return row!;
  }

  async function request(numero: string) {
    const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.numero, numero));
    return row!;
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox) });
    gateway = sandboxGateway(sandbox, 5000)(db());
    // C0001 is a customer the sandbox ERP knows; C7777 is the portal's only.
    await ctx.factories.customer({ codigo: 'C0001', idLista: 1 });
    await ctx.factories.customer({ codigo: 'C7777' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });
  beforeEach(() =>
    sandbox.setSwitches({ down: false, downMode: '503', errorRate: 0, latencyMs: 0, lostReplyRate: 0 }),
  );

  it('keeps a request received while the ERP is down, and delivers it exactly once when it is back', async () => {
    await sandbox.setSwitches({ down: true });
    const numero = newNumero();
    await receive(numero);

    await worker().drain();
    let row = await message('service.create', numero);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, idempotencyKey: `service-${numero}` });
    expect(row.lastError).toMatch(/503/);
    // Back-off: not due again at once.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await worker().drain()).toBe(0);
    expect((await message('service.create', numero)).attempts).toBe(1);

    // Down another way: the connection is reset. Still kept, one more attempt.
    await sandbox.setSwitches({ downMode: 'reset' });
    await deliverDue();
    row = await message('service.create', numero);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await held(numero)).toEqual([]);
    expect((await request(numero)).erpNumero).toBeNull();
    const outage = await db()
      .select()
      .from(logErrors)
      .where(and(eq(logErrors.codi, numero), eq(logErrors.codiError, 'ERP_UNAVAILABLE')));
    expect(outage.length).toBeGreaterThan(0);

    await sandbox.setSwitches({ down: false, downMode: '503' });
    await deliverDue();
    expect((await message('service.create', numero)).status).toBe('done');
    const [erp] = await held(numero);
    expect(erp).toMatchObject({ status: 'received', keyPresentations: 1, keyConflicts: 0 });
    expect(erp!.erpNumero).toMatch(/^OT-\d{6}$/);
    expect((await request(numero)).erpNumero).toBe(erp!.erpNumero);

    // Another pass finds nothing to send; the ERP still holds the request once.
    expect(await deliverDue()).toBe(0);
    expect(await held(numero)).toEqual([expect.objectContaining({ keyPresentations: 1 })]);
  });

  it('takes a request sent through the API while the ERP is down, answers the customer at once, and delivers it and its acceptance exactly once when the ERP is back', async () => {
    await ctx.factories.product({ codigo: 'EQ-MIG-350-ERP', nombre: 'MIG welder 350', tipo: 'equipment' });
    const { token } = await ctx.factories.session({ codigoCliente: 'C0001' });
    await sandbox.setSwitches({ down: true });

    const sent = await sendRequest(ctx, token, 'sat', satForm('EQ-MIG-350-ERP'), {
      idempotencyKey: 'erp-down-1',
    });
    expect(sent.statusCode).toBe(201);
    const numero = (sent.json() as { dades: { numero: string } }).dades.numero;
    // The customer's second click (same key) is the same request, and no second message.
    const again = await sendRequest(ctx, token, 'sat', satForm('EQ-MIG-350-ERP'), {
      idempotencyKey: 'erp-down-1',
    });
    expect(again.statusCode).toBe(200);
    const staff = await staffSession(ctx);
    const accepted = await api(ctx, staff.token, 'PUT', `/servei/solicituds/${numero}/estat`, {
      estat: 'accepted',
      dataPrevista: dayFromToday(5),
    });
    expect(accepted.statusCode).toBe(200);

    await worker().drain();
    expect((await message('service.create', numero)).status).toBe('pending');
    expect(await held(numero)).toEqual([]);

    await sandbox.setSwitches({ down: false });
    await deliverDue();
    // A status change may have gone first and met a 404 (retried): deliver until all is done.
    await deliverDue();
    const messages = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.referencia} like ${numero + '%'}`);
    expect(messages.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['service.create', 'done'],
      ['service.status', 'done'],
    ]);
    const [erp] = await held(numero);
    expect(erp).toMatchObject({ status: 'accepted', scheduledDate: dayFromToday(5), keyPresentations: 1 });
    expect((await request(numero)).erpNumero).toBe(erp!.erpNumero);
  });

  it('never doubles a request whose answer was lost, nor one the worker delivers again', async () => {
    await sandbox.setSwitches({ lostReplyRate: 1 });
    const numero = newNumero();
    await receive(numero);
    await worker().drain();
    // The ERP opened the work order, the portal never heard it.
    expect((await message('service.create', numero)).status).toBe('pending');
    expect(await held(numero)).toHaveLength(1);
    expect((await request(numero)).erpNumero).toBeNull();

    await sandbox.setSwitches({ lostReplyRate: 0 });
    await deliverDue();
    expect((await message('service.create', numero)).status).toBe('done');
    const [erp] = await held(numero);
    expect(erp).toMatchObject({ keyPresentations: 2, keyConflicts: 0 });
    expect((await request(numero)).erpNumero).toBe(erp!.erpNumero);

    // A process that died after the ERP answered and before the settle: the message comes due
    // again (and the number had not been stored). The ERP replays its answer.
    await db()
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: new Date(), settledAt: null })
      .where(eq(outbox.idempotencyKey, `service-${numero}`));
    await db().update(serviceRequests).set({ erpNumero: null }).where(eq(serviceRequests.numero, numero));
    await deliverDue();
    expect((await message('service.create', numero)).status).toBe('done');
    expect(await held(numero)).toEqual([expect.objectContaining({ keyPresentations: 3 })]);
    expect((await request(numero)).erpNumero).toBe(erp!.erpNumero);
  });

  it('takes the work order the ERP already has for the number (409 under another key) as delivered', async () => {
    const numero = newNumero();
    const earlier = await gateway.createServiceRequest(creationOf(numero), `an-old-key-${numero}`);
    expect(earlier.kind).toBe('ok');
    await receive(numero);
    await worker().drain();
    expect((await message('service.create', numero)).status).toBe('done');
    const [erp] = await held(numero);
    expect((await request(numero)).erpNumero).toBe(erp!.erpNumero);
    expect(earlier.kind === 'ok' && earlier.value.erpNumero).toBe(erp!.erpNumero);
    expect(await held(numero)).toHaveLength(1);
  });

  it('retries a status change that overtook its creation, then applies it; the newest change wins', async () => {
    const numero = newNumero();
    await receive(numero);
    await changeStatus(numero, 41, 'accepted');
    await changeStatus(numero, 42, 'in_progress');
    // The creation is waiting out a back-off (the ERP erred on it): the changes come due first.
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.idempotencyKey, `service-${numero}`));
    await worker().drain();
    for (const seq of [41, 42]) {
      const change = await message('service.status', `${numero}-${seq}`);
      expect(change).toMatchObject({ status: 'pending', attempts: 1 });
      expect(change.lastError).toMatch(/does not have service request/);
      expect(change.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(await held(numero)).toEqual([]);

    // The creation and the newer change come due; the older change only after them.
    const dueNow = sql`now() - interval '1 minute'`;
    await db()
      .update(outbox)
      .set({ nextAttemptAt: dueNow })
      .where(
        sql`${outbox.idempotencyKey} = ${`service-${numero}`} or ${outbox.referencia} = ${`${numero}-42`}`,
      );
    await worker().drain();
    expect((await message('service.status', `${numero}-41`)).status).toBe('pending');
    expect(await held(numero)).toEqual([expect.objectContaining({ status: 'in_progress', seq: 42 })]);
    await deliverDue();

    for (const referencia of [`${numero}-41`, `${numero}-42`])
      expect((await message('service.status', referencia)).status).toBe('done');
    expect((await message('service.create', numero)).status).toBe('done');
    const [erp] = await held(numero);
    expect(erp).toMatchObject({ status: 'in_progress', seq: 42, statusUpdates: 2, keyPresentations: 1 });
    expect((await request(numero)).estat).toBe('in_progress');
  });

  it('settles a creation the ERP refuses as failed and logged, and does not wait on it with its changes', async () => {
    const numero = newNumero();
    await receive(numero, 'C7777');
    await changeStatus(numero, 7, 'accepted');
    await worker().drain();
    expect((await message('service.create', numero)).status).toBe('failed');
    const refusals = await db()
      .select()
      .from(logErrors)
      .where(and(eq(logErrors.codi, numero), eq(logErrors.codiError, 'ERP_422')));
    expect(refusals).toEqual([expect.objectContaining({ classe: 'OutboxWorker', metode: 'service.create' })]);
    expect(refusals[0]!.missatge).toMatch(/C7777/);
    // The change reached the ERP before the creation was settled, or after: either way it ends
    // failed (nothing to wait for), not retried for ever.
    await deliverDue();
    expect((await message('service.status', `${numero}-7`)).status).toBe('failed');
    expect(await held(numero)).toEqual([]);
    expect((await request(numero)).erpNumero).toBeNull();
  });

  it('gives a request whose answer was lost its work order from the export, keeping the portal’s status', async () => {
    // `lost`: the ERP opened its work order but the answer never came back (its message waits out
    // a back-off), and the portal has moved it on since. `kept`: delivered, its number known.
    const lost = newNumero();
    const kept = newNumero();
    const lostPayload = await receive(lost);
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 day'` })
      .where(eq(outbox.idempotencyKey, `service-${lost}`));
    await receive(kept);
    await worker().drain();
    expect((await message('service.create', kept)).status).toBe('done');
    await db().update(serviceRequests).set({ erpNumero: 'OT-KEPT' }).where(eq(serviceRequests.numero, kept));
    const created = await gateway.createServiceRequest(lostPayload, `service-${lost}`);
    if (created.kind !== 'ok') throw new Error(JSON.stringify(created));
    await db().update(serviceRequests).set({ estat: 'accepted' }).where(eq(serviceRequests.numero, lost));

    const page = await gateway.exportPage('service-requests', { page: 1, size: 1000 });
    if (page.kind !== 'ok') throw new Error(JSON.stringify(page));
    expect(page.value.rejected).toEqual([]);
    expect(page.value.items).toContainEqual({
      numero: lost,
      erpNumero: created.value.erpNumero,
      codigoCliente: 'C0001',
      status: 'received',
      scheduledDate: null,
      updatedAt: expect.any(String),
    });

    const sync = ctx.app.services.sync;
    await sync.service.start('full', 'admin', 'test');
    await sync.worker.drain();
    const run = (await sync.service.current())!;
    expect(run.estat, run.error ?? '').toBe('succeeded');
    expect(run.comptes['service-requests']).toMatchObject({ rebutjats: 0, aplicats: 1 });

    // The work order number, and the portal's own status.
    expect(await request(lost)).toMatchObject({ erpNumero: created.value.erpNumero, estat: 'accepted' });
    // A number the portal already holds is never overwritten.
    expect((await request(kept)).erpNumero).toBe('OT-KEPT');

    // The creation's message, when it comes due, is a replay that changes nothing.
    await deliverDue();
    expect((await message('service.create', lost)).status).toBe('done');
    expect(await held(lost)).toEqual([expect.objectContaining({ keyPresentations: 2 })]);
    expect((await request(lost)).erpNumero).toBe(created.value.erpNumero);
  }, 180_000);
});
