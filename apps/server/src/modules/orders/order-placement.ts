// Placing an order (spec §4 Order flow, §7 `POST /pedidos/add`; DESIGN §7): priced by the server
// through the one pricing step (pricing/order-pricing.ts), stored with its lines, its change-log
// entry and its ERP message in one transaction, and the cart emptied in the same one.
//
// The cart is emptied when the order is placed, not when the ERP accepts it (docs/decisions.md):
// the order now holds the lines, and a rejection offers to put them back (reorder).
import { creditIssue, creditPolicyOf, judgeCredit, type CreditFigures } from '@portal/domain/credit-policy';
import type { Language } from '@portal/domain/languages';
import type { MessageKey } from '@portal/domain/messages';
import { deliveryDateProblem, isoDateIn, type OrderBody } from '@portal/domain/order-body';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { mayPayWith } from '@portal/domain/payment-methods';
import { awaitsErpCreation } from '../../erp/outbox/customer-link.ts';
import { erpMessageInsertPart } from '../../erp/outbox/messages.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import { unprocessable } from '../../http/errors.ts';
import { requestFingerprint } from '../../http/request-fingerprint.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { changeInsertPart } from '../change-log/change-log.ts';
import type { ContactRow } from '../customers/contacts-service.ts';
import type { PricedOrder } from '../pricing/order-pricing.ts';
import { erpOrderPayload } from './erp-order-payload.ts';
import { checkPriced } from './order-checks.ts';
import type { OrderDeps } from './order-deps.ts';
import { presentLine, presentOrder, type DeliveryAddress } from './order-presenter.ts';
import type { OrderLineRow, OrderRow } from './order-repository.ts';

/** A unique violation: two requests with one Idempotency-Key raced; the first one won. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** The request's own fields that need no read: the delivery date and the payment method. */
function checkRequest(auth: AuthContext, body: OrderBody): void {
  const dateProblem = body.fechaEntrega && deliveryDateProblem(body.fechaEntrega, isoDateIn(new Date()));
  if (dateProblem) throw unprocessable(dateProblem, {}, [{ field: 'fechaEntrega', key: dateProblem }]);
  if (body.formaPago !== undefined && !mayPayWith(auth.formaPago, body.formaPago)) {
    const key = 'orders.paymentMethodNotAllowed';
    throw unprocessable(key, {}, [{ field: 'formaPago', key }]);
  }
}

/**
 * Over the available credit, or owing overdue invoices: refused only under `block`; under `warn`
 * the checkout has shown it and the ERP judges (credit-policy.ts).
 */
async function checkCredit(
  total: number,
  creditTerms: Promise<[{ creditPolicy: string | null }, CreditFigures | null]>,
): Promise<void> {
  const [{ creditPolicy }, credit] = await creditTerms;
  const creditVerdict = judgeCredit(total, credit, creditPolicyOf(creditPolicy));
  if (creditVerdict.verdict === 'block') {
    const { key, params } = creditIssue(creditVerdict);
    throw unprocessable(key, params, [{ field: 'pedido', key, params }]);
  }
}

type OrderRecords = ReturnType<typeof orderRecords>;

/**
 * What is stored for an order that passed its checks: its row, its lines, the change log's record
 * of it and its message to the ERP, all from the one priced order.
 */
function orderRecords({
  auth,
  body,
  codigoCliente,
  code,
  pricedOrder: { buyer, priced, summary },
  contact,
  ownCodes,
  idempotencyKey,
  fingerprint,
}: {
  auth: AuthContext;
  body: OrderBody;
  codigoCliente: string;
  code: string;
  pricedOrder: PricedOrder;
  contact: ContactRow;
  ownCodes: Map<string, string>;
  idempotencyKey: string | undefined;
  fingerprint: string | null;
}) {
  const address: DeliveryAddress = {
    nombreContacto: contact.nombreContacto,
    direccion: contact.direccion,
    codigoPostal: contact.codigoPostal,
    poblacion: contact.poblacion,
    provincia: contact.provincia,
    ciudad: contact.ciudad,
    pais: contact.pais,
    telefono: contact.telefono,
  };
  // The customer's usual method and the user's e-mail come with the request's session
  // (access-control.ts), read as they are now: no reads of their own.
  const formaPago = body.formaPago ?? auth.formaPago ?? 1;
  const referencia = body.referencia || null;
  const fechaEntrega = body.fechaEntrega ?? null;
  const observaciones = body.observaciones || null;
  const placedAt = new Date();
  const order = {
    codigoCliente,
    idUsuari: auth.idUsuari,
    estado: 'received',
    idContacto: contact.id,
    direccionEntrega: address,
    formaPago,
    referencia,
    fechaEntrega,
    observaciones,
    idLista: buyer.idLista,
    // The order's money exactly as the cart and the checkout showed it.
    subtotal: summary.subtotal.toFixed(2),
    descuento: summary.discountTotal.toFixed(2),
    portes: summary.shipping.toFixed(2),
    total: summary.total.toFixed(2),
  };
  const names = new Map(priced.map((item) => [item.codigo, item.line.title]));
  const lines = summary.lines.map((line, index) => ({
    linea: index + 1,
    codigoArticulo: line.codigo,
    nombre: names.get(line.codigo) ?? line.codigo,
    cantidad: line.quantity,
    precioUnitario: line.finalPrice.toFixed(2),
    precioSinOferta: line.priceNoOffer.toFixed(2),
    descuento: line.discount.toFixed(2),
    total: line.lineTotal.toFixed(2),
    codigoPropio: ownCodes.get(line.codigo.toUpperCase()) ?? null,
  }));
  const newOrder = {
    ...order,
    codigo: code,
    idempotencyKey: idempotencyKey ?? null,
    idempotencyHash: fingerprint,
    createdAt: placedAt,
  };
  const change = {
    taula: 'pedidos',
    tipus: 'INSERT' as const,
    idRegistre: code,
    idUsuari: auth.idUsuari,
    detall: {
      codigo: code,
      ...order,
      lineas: lines.map(({ linea, codigoArticulo, cantidad, precioUnitario, total }) => ({
        linea,
        codigoArticulo,
        cantidad,
        precioUnitario,
        total,
      })),
    },
  };
  const erpPayload = erpOrderPayload({
    codigo: code,
    codigoCliente,
    placedAt,
    user: { username: auth.username, email: auth.email },
    money: summary,
    names,
    address,
    erpContactId: contact.erpContactId,
    formaPago,
    referencia,
    fechaEntrega,
    observaciones,
  });
  return { newOrder, lines, change, erpPayload };
}

export class OrderPlacement {
  /** What other modules write with an order, each the owner of its table (db/statement-part.ts). */
  private readonly alongside;
  /** The order's one statement, with those parts, prepared once. */
  private readonly store;

  constructor(private readonly deps: OrderDeps) {
    this.alongside = {
      change: changeInsertPart(deps.db, 'change'),
      erpMessage: erpMessageInsertPart(deps.db, 'erp'),
      emptiedCart: deps.cart.emptyingPart(deps.db, 'cart'),
    };
    this.store = this.deps.orders.prepareInsertWith(
      Object.values(this.alongside).map((part) => part.statement),
    );
  }

  async place(
    auth: AuthContext,
    body: OrderBody,
    idempotencyKey: string | undefined,
    language: Language,
  ): Promise<{ order: PlacedOrder; replay: boolean }> {
    const codigoCliente = ownCustomer(auth);
    const fingerprint = idempotencyKey ? requestFingerprint(body) : null;
    if (idempotencyKey) {
      const existing = await this.deps.orders.byIdempotencyKey(auth.idUsuari, idempotencyKey);
      if (existing) return { order: await this.replayed(existing, fingerprint), replay: true };
    }
    const pending = this.startReads(auth, body, codigoCliente, language);
    // A registered company the ERP has not created yet (its provisional code) would have the order
    // refused for good by the ERP as an unknown customer; it waits until the code is linked.
    if (await pending.awaiting) throw unprocessable('customers.awaitingErp');
    checkRequest(auth, body);
    const [code, pricedOrder, contact, ownCodes] = await pending.reads;
    checkPriced(pricedOrder, body.acceptedConditions);
    await checkCredit(pricedOrder.summary.total, pending.creditTerms);
    const records = orderRecords({
      auth,
      body,
      codigoCliente,
      code,
      pricedOrder,
      contact,
      ownCodes,
      idempotencyKey,
      fingerprint,
    });
    return this.save(auth, records, pending.limited, idempotencyKey, fingerprint);
  }

  /**
   * The reads a new order needs, started at once, each on a pool connection of its own, instead of
   * one after the other; they are still judged in the order of `place`. A replay is answered before
   * any of them: retries come in numbers exactly when the portal is loaded.
   */
  private startReads(auth: AuthContext, body: OrderBody, codigoCliente: string, language: Language) {
    const awaiting = awaitsErpCreation(this.deps.db, codigoCliente);
    // Whether the buyer has spending limits: those who have are placed under a lock (`save`).
    const limited = this.deps.approvals.limitsOf(auth);
    limited.catch(() => undefined);
    const creditTerms = Promise.all([
      this.deps.params.valuesOf(['creditPolicy'] as const),
      this.deps.credit.of(codigoCliente),
    ]);
    creditTerms.catch(() => undefined);
    const reads = Promise.all([
      // The code first: everything stored with the order quotes it, all in one statement.
      this.deps.orders.nextCode(),
      this.deps.pricing.price(
        auth,
        body.lineasPedido.map((line) => ({ codigo: line.codigo, quantity: line.Cantidad })),
        language,
      ),
      // Another customer's address is not found, like one that does not exist (customer-scope.ts).
      this.deps.contacts.deliveryContact(auth, body.idContacto),
      // The customer's own codes of the lines, in one query, to keep on them.
      this.deps.ownCodes.ofProducts(
        codigoCliente,
        body.lineasPedido.map((line) => line.codigo),
      ),
    ]);
    // Reads left unawaited when an earlier check refuses must not become unhandled rejections.
    reads.catch(() => undefined);
    return { awaiting, limited, creditTerms, reads };
  }

  /** Stores the order, or keeps it for approval; a request that lost a race for its key gets the winner's. */
  private async save(
    auth: AuthContext,
    { newOrder, lines, change, erpPayload }: OrderRecords,
    limited: Promise<unknown>,
    idempotencyKey: string | undefined,
    fingerprint: string | null,
  ): Promise<{ order: PlacedOrder; replay: boolean }> {
    try {
      // A buyer with spending limits: judged against them under a lock, and over them kept for
      // their company's approval instead of sent (order-approvals.ts).
      const stored = (await limited)
        ? await this.deps.approvals.place(auth, newOrder, lines, change, erpPayload)
        : // The order, its lines, the auditor's record of it, its ERP message and the emptied cart:
          // one statement, so one transaction (order-repository.ts). The answer is built from the
          // rows as stored, not read again.
          await this.store(newOrder, lines, {
            ...this.alongside.change.values(change),
            ...this.alongside.erpMessage.values({
              kind: 'order.create',
              referencia: newOrder.codigo,
              payload: erpPayload,
            }),
            // The order now holds these lines; the cart starts empty again.
            ...this.alongside.emptiedCart.values(auth),
          });
      const missatge =
        stored.row.estado === 'awaiting_approval' ? 'orders.awaitingApproval' : 'orders.received';
      return { order: this.present(stored.row, stored.lines, missatge), replay: false };
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error)) {
        const existing = await this.deps.orders.byIdempotencyKey(auth.idUsuari, idempotencyKey);
        if (existing) return { order: await this.replayed(existing, fingerprint), replay: true };
      }
      throw error;
    }
  }

  /**
   * The order a key already made, sent again: answered as it was, unless the body differs from the
   * one that made it (a key names one order). Orders stored before fingerprints were kept have none.
   */
  private async replayed(row: OrderRow, fingerprint: string | null): Promise<PlacedOrder> {
    if (row.idempotencyHash && row.idempotencyHash !== fingerprint) throw unprocessable('orders.keyReused');
    return this.placed(row, null);
  }

  private async placed(row: OrderRow, missatge: MessageKey | null): Promise<PlacedOrder> {
    return this.present(row, await this.deps.orders.linesOf(row.codigo), missatge);
  }

  private present(row: OrderRow, lines: OrderLineRow[], missatge: MessageKey | null): PlacedOrder {
    return { ...presentOrder(row, lines.length), lineasPedido: lines.map(presentLine), missatge };
  }
}
