// Spending limits and approval (DESIGN §13) through the real server: an order within its buyer's
// limits goes to the ERP as any other; one over them waits for an approver of the company with
// nothing for the ERP, its approvers mailed; an approval sends exactly one ERP message (with the
// buyer's and the approver's names), a rejection none and mails the buyer; the buyer may cancel
// meanwhile; the month's spend counts approved and ERP-bound orders only, and two orders raced at
// once cannot both slip under the monthly limit; reminders after 48 h and 5 days run on a clock.
import type { PendingApproval } from '@portal/domain/approvals';
import type { TeamChange } from '@portal/domain/company-team';
import type { Order, PlacedOrder, ReorderResult } from '@portal/domain/ordering-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../src/modules/auth/auth-service.ts';
import { outbox, precios, productos, registreCanvis } from '../../src/db/schema/index.ts';
import { asUser, companyTeam, type Member } from '../support/company-team-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { mailsTo } from '../support/service-requests-support.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

type Team = Awaited<ReturnType<typeof companyTeam>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds())('spending limits and approval on %s', (kind) => {
  let ctx: TestContext;
  const db = () => ctx.testDb.database.db;
  const call = (who: Member, method: Method, url: string, payload?: unknown) =>
    asUser(ctx, who.token, method, url, payload);

  beforeAll(async () => {
    // A team of four logins per test: more log-ins from one address than the default allows.
    ctx = await createTestApp(kind, {
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 10_000, windowSeconds: 300 } },
    });
    // 150.00 and 50.00 a unit for price list 5, the teams' list.
    await ctx.factories.product({
      codigo: 'APR-MIG',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '150.00' }],
    });
    await ctx.factories.product({
      codigo: 'APR-TIP',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '50.00' }],
    });
  }, 120_000);
  afterAll(() => ctx?.close());

  /** A company whose buyer has the limits given (set by its administrator on the team screen). */
  async function team(limitPedido: number | null, limitMensual: number | null) {
    const t = await companyTeam(ctx);
    const set = await call(t.admin, 'PUT', `/equip/membres/${t.buyer.user.idUsuari}`, {
      rol: 'comprador',
      aprova: false,
      limitPedido,
      limitMensual,
      actiu: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    return t;
  }

  async function place(t: Team, who: Member, lines: { codigo: string; Cantidad: number }[]) {
    const response = await call(who, 'POST', '/pedidos/add', {
      lineasPedido: lines,
      idContacto: t.contact.id,
      acceptedConditions: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<PlacedOrder>(response);
  }

  const orderMessages = (codigo: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.referencia, codigo), eq(outbox.kind, 'order.create')));

  const orderOf = async (who: Member, codigo: string) =>
    json<Order>(await call(who, 'GET', `/pedidos/pedido/${codigo}`));

  it('should send an order within the limits, or exactly at one, to the ERP as today', async () => {
    const t = await team(500, 3000);
    const under = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 3 }]);
    expect(under).toMatchObject({ estado: 'received', subtotal: 450, missatge: 'orders.received' });
    expect(await orderMessages(under.Codigo)).toHaveLength(1);
    const at = await place(t, t.buyer, [{ codigo: 'APR-TIP', Cantidad: 10 }]);
    expect(at).toMatchObject({ estado: 'received', subtotal: 500 });
    expect(await orderMessages(at.Codigo)).toHaveLength(1);
    expect(json<PendingApproval[]>(await call(t.approver, 'GET', '/aprovacions'))).toEqual([]);
  });

  it('should keep an order over the limit per order for approval: stored whole, nothing for the ERP, cart emptied, approvers mailed', async () => {
    const t = await team(500, 3000);
    expect((await call(t.buyer, 'POST', '/carrito', { codigo: 'APR-MIG', Cantidad: 4 })).statusCode).toBe(
      200,
    );
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    expect(placed).toMatchObject({
      estado: 'awaiting_approval',
      subtotal: 600,
      missatge: 'orders.awaitingApproval',
      cancelable: true,
    });
    expect(placed.lineasPedido).toHaveLength(1);
    expect(await orderMessages(placed.Codigo)).toEqual([]);
    const cart = json<{ lineas: unknown[] }>(await call(t.buyer, 'GET', '/carrito'));
    expect(cart.lineas).toEqual([]);
    // Every approver of the company (the approver and the administrator), not the viewer nor the buyer.
    for (const who of [t.approver, t.admin]) {
      const [mail] = await mailsTo(ctx, who.user.email);
      expect(mail).toMatchObject({ kind: 'approval.requested', language: 'en' });
      expect(mail!.bodyText).toContain(placed.Codigo);
      expect(mail!.bodyText).toContain(`/aprovacions?pedido=${placed.Codigo}`);
    }
    expect(await mailsTo(ctx, t.viewer.user.email)).toEqual([]);
    expect(await mailsTo(ctx, t.buyer.user.email)).toEqual([]);

    const list = json<PendingApproval[]>(await call(t.approver, 'GET', '/aprovacions'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      limits: ['order'],
      limitPedido: 500,
      limitMensual: 3000,
      gastMes: 0,
      pedido: { Codigo: placed.Codigo, estado: 'awaiting_approval' },
    });
    expect(list[0]!.lineasPedido[0]).toMatchObject({ codigo: 'APR-MIG', Cantidad: 4, finalPrice: 150 });
    // Only those who decide see the list.
    for (const who of [t.buyer, t.viewer])
      expect((await call(who, 'GET', '/aprovacions')).statusCode).toBe(403);
    expect((await call(t.admin, 'GET', '/aprovacions')).statusCode).toBe(200);
  });

  it('should send an approved order to the ERP exactly once, with the buyer’s and the approver’s names, and log it', async () => {
    const t = await team(500, 3000);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    const approved = await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/aprovar`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Order>(approved)).toMatchObject({ estado: 'received', subtotal: 600 });
    const again = await call(t.admin, 'POST', `/aprovacions/${placed.Codigo}/aprovar`);
    expect(again.statusCode).toBe(409);
    expect(json(again).missatge).toBe('approvals.notAwaiting');
    const messages = await orderMessages(placed.Codigo);
    expect(messages).toHaveLength(1);
    const payload = messages[0]!.payload as Record<string, Record<string, unknown>>;
    expect(payload.placedBy).toMatchObject({ username: t.buyer.user.username, name: t.buyer.user.username });
    expect(payload.approvedBy).toMatchObject({ username: t.approver.user.username });
    expect(payload.totals).toMatchObject({ net: '600.00' });
    const log = await db()
      .select()
      .from(registreCanvis)
      .where(
        and(eq(registreCanvis.taula, 'pedido_aprovacions'), eq(registreCanvis.idRegistre, placed.Codigo)),
      );
    expect(log.map((row) => (row.detall as { accio?: string }).accio)).toEqual(['approved']);
    expect(log.find((row) => (row.detall as { accio?: string }).accio === 'approved')!.idUsuari).toBe(
      t.approver.user.idUsuari,
    );
    expect(json<PendingApproval[]>(await call(t.approver, 'GET', '/aprovacions'))).toEqual([]);
    // The company administrator reads it with the team's own changes.
    const teamLog = json<{ dades: TeamChange[] }>(await call(t.admin, 'GET', '/equip/registre')).dades;
    expect(teamLog.find((change) => change.objecte === placed.Codigo)).toMatchObject({ accio: 'approved' });
    // The buyer is told, once, who approved it.
    const buyerMails = await mailsTo(ctx, t.buyer.user.email);
    expect(buyerMails.map((mail) => mail.kind)).toEqual(['approval.approved']);
    expect(buyerMails[0]!.bodyText).toContain(placed.Codigo);
    expect(buyerMails[0]!.bodyText).toContain(t.approver.user.username);
  });

  it('should reject with a reason the buyer reads and is mailed, send nothing, and let the lines go back in the cart', async () => {
    const t = await team(500, 3000);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    const empty = await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/rebutjar`, { motiu: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await orderOf(t.buyer, placed.Codigo)).estado).toBe('awaiting_approval');
    const rejected = await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/rebutjar`, {
      motiu: 'Half of it is enough this month.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderOf(t.buyer, placed.Codigo)).toMatchObject({
      estado: 'rejected',
      motivoRechazo: 'orders.rejection.notApproved',
      motiuRebuig: 'Half of it is enough this month.',
      cancelable: false,
    });
    expect(await orderMessages(placed.Codigo)).toEqual([]);
    const [mail] = await mailsTo(ctx, t.buyer.user.email);
    expect(mail).toMatchObject({ kind: 'approval.rejected' });
    expect(mail!.bodyText).toContain('Half of it is enough this month.');
    const log = await db()
      .select()
      .from(registreCanvis)
      .where(
        and(eq(registreCanvis.taula, 'pedido_aprovacions'), eq(registreCanvis.idRegistre, placed.Codigo)),
      );
    expect(log.map((row) => row.detall)).toEqual([
      expect.objectContaining({ accio: 'rejected', motiu: 'Half of it is enough this month.' }),
    ]);
    expect(log[0]!.idUsuari).toBe(t.approver.user.idUsuari);
    const reorder = await call(t.buyer, 'POST', `/pedidos/pedido/${placed.Codigo}/reorder`);
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(json<ReorderResult>(reorder).added.map((line) => line.codigo)).toEqual(['APR-MIG']);
  });

  it('should let the buyer cancel while it awaits approval, and then nobody approve it', async () => {
    const t = await team(500, 3000);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    const cancelled = await call(t.buyer, 'DELETE', `/pedidos/pedido/${placed.Codigo}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<Order>(cancelled).estado).toBe('cancelled');
    expect((await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/aprovar`)).statusCode).toBe(409);
    expect(await db().select().from(outbox).where(eq(outbox.referencia, placed.Codigo))).toEqual([]);
  });

  it('should answer another company’s order as an unknown one: 404, not listed, nothing changed', async () => {
    const t = await team(500, 3000);
    const other = await team(null, null);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    for (const [method, url, body] of [
      ['POST', `/aprovacions/${placed.Codigo}/aprovar`, undefined],
      ['POST', `/aprovacions/${placed.Codigo}/rebutjar`, { motiu: 'No' }],
    ] as const) {
      const theirs = await call(other.approver, method, url, body);
      const unknown = await call(other.approver, method, url.replace(placed.Codigo, 'WEB-9999999'), body);
      expect(theirs.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(json(theirs).missatge).toBe(json(unknown).missatge);
    }
    expect(json<PendingApproval[]>(await call(other.approver, 'GET', '/aprovacions'))).toEqual([]);
    expect((await orderOf(t.buyer, placed.Codigo)).estado).toBe('awaiting_approval');
  });

  it('should not let a buyer who also approves decide on their own order', async () => {
    const t = await companyTeam(ctx);
    await call(t.admin, 'PUT', `/equip/membres/${t.buyer.user.idUsuari}`, {
      rol: 'comprador',
      aprova: true,
      limitPedido: 500,
      limitMensual: null,
      actiu: true,
    });
    // Roles come with a new session.
    const buyer = { ...t.buyer, token: (await ctx.factories.login(t.buyer.user)).access_token };
    const placed = await place(t, buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    const own = await call(buyer, 'POST', `/aprovacions/${placed.Codigo}/aprovar`);
    expect(own.statusCode, own.body).toBe(409);
    expect(json(own).missatge).toBe('approvals.ownOrder');
    expect((await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/aprovar`)).statusCode).toBe(200);
  });

  it('should count the month’s approved and ERP-bound orders, not rejected or cancelled ones: under, at and over', async () => {
    const t = await team(null, 1000);
    const first = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]); // 600
    expect(first.estado).toBe('received');
    // 600 + 450 = 1050 > 1000: awaits; rejected, it no longer counts.
    const over = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 3 }]);
    expect(over.estado).toBe('awaiting_approval');
    const list = json<PendingApproval[]>(await call(t.approver, 'GET', '/aprovacions'));
    expect(list[0]).toMatchObject({ limits: ['month'], gastMes: 600 });
    await call(t.approver, 'POST', `/aprovacions/${over.Codigo}/rebutjar`, { motiu: 'Not now' });
    // A cancelled order does not count either.
    const cancelled = await place(t, t.buyer, [{ codigo: 'APR-TIP', Cantidad: 3 }]); // 150: 750
    expect(cancelled.estado).toBe('received');
    expect((await call(t.buyer, 'DELETE', `/pedidos/pedido/${cancelled.Codigo}`)).statusCode).toBe(200);
    // 600 + 400 = 1000: exactly at the limit, within it.
    const at = await place(t, t.buyer, [{ codigo: 'APR-TIP', Cantidad: 8 }]);
    expect(at.estado).toBe('received');
    // 1000 + 150: over.
    const next = await place(t, t.buyer, [{ codigo: 'APR-TIP', Cantidad: 3 }]);
    expect(next.estado).toBe('awaiting_approval');
    // Approved, it counts: the month now holds 1150.
    await call(t.approver, 'POST', `/aprovacions/${next.Codigo}/aprovar`);
    const after = await place(t, t.buyer, [{ codigo: 'APR-TIP', Cantidad: 3 }]);
    const listed = json<PendingApproval[]>(await call(t.approver, 'GET', '/aprovacions'));
    expect(after.estado).toBe('awaiting_approval');
    expect(listed.find((row) => row.pedido.Codigo === after.Codigo)!.gastMes).toBe(1150);
  });

  it('should let only one of two orders placed at once slip under the monthly limit', async () => {
    const t = await team(null, 1000);
    const body = (n: number) => ({
      lineasPedido: [{ codigo: 'APR-MIG', Cantidad: 4 }],
      idContacto: t.contact.id,
      acceptedConditions: true,
      referencia: `race-${n}`,
    });
    const answers = await Promise.all([1, 2, 3].map((n) => call(t.buyer, 'POST', '/pedidos/add', body(n))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const states = answers.map((answer) => json<PlacedOrder>(answer).estado).sort();
    expect(states).toEqual(['awaiting_approval', 'awaiting_approval', 'received']);
  });

  it('should refuse to approve at the placing time’s prices once the price list changed, sending nothing', async () => {
    await ctx.factories.product({
      codigo: 'APR-VAR',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '200.00' }],
    });
    const t = await team(500, null);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-VAR', Cantidad: 3 }]);
    const [product] = await db().select().from(productos).where(eq(productos.codigo, 'APR-VAR'));
    await db()
      .update(precios)
      .set({ precioNeto: '210.00', precioSinDescuento: '210.00' })
      .where(eq(precios.productoId, product!.id));
    ctx.app.services.catalogueChanges.notify();
    const refused = await call(t.approver, 'POST', `/aprovacions/${placed.Codigo}/aprovar`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).missatge).toBe('approvals.pricesChanged');
    expect(await orderMessages(placed.Codigo)).toEqual([]);
    expect((await orderOf(t.buyer, placed.Codigo)).estado).toBe('awaiting_approval');
  });

  it('should remind the approvers after 48 h and tell the company administrator after 5 days, each once', async () => {
    const t = await team(500, null);
    const placed = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    const kinds = async (who: Member) => (await mailsTo(ctx, who.user.email)).map((mail) => mail.kind);
    const remind = (afterMs: number) => ctx.app.services.remindApprovals(new Date(Date.now() + afterMs));

    await remind(47 * HOUR);
    expect(await kinds(t.approver)).toEqual(['approval.requested']);
    await remind(49 * HOUR);
    await remind(50 * HOUR);
    expect(await kinds(t.approver)).toEqual(['approval.requested', 'approval.reminder']);
    expect(await kinds(t.admin)).toEqual(['approval.requested', 'approval.reminder']);
    await remind(5 * 24 * HOUR + HOUR);
    await remind(6 * 24 * HOUR);
    expect(await kinds(t.admin)).toEqual(['approval.requested', 'approval.reminder', 'approval.escalated']);
    expect(await kinds(t.approver)).toEqual(['approval.requested', 'approval.reminder']);
    // A decided order is nobody's reminder any more.
    const decided = await place(t, t.buyer, [{ codigo: 'APR-MIG', Cantidad: 4 }]);
    await call(t.approver, 'POST', `/aprovacions/${decided.Codigo}/rebutjar`, { motiu: 'No' });
    await remind(6 * 24 * HOUR);
    const approverMails = await mailsTo(ctx, t.approver.user.email);
    expect(approverMails.filter((mail) => mail.bodyText.includes(decided.Codigo)).map((m) => m.kind)).toEqual(
      ['approval.requested'],
    );
    expect(placed.estado).toBe('awaiting_approval');
  });
});
