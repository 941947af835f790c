// Reading, cancelling and reordering orders, their printed copy and the history's CSV (spec §4
// Order flow, §7 Orders; DESIGN §7); placing one is order-placement.ts. Who reaches which order
// is the one customer-scope rule (customer-scope.ts): another customer's order is not found.
import { BUY_AGAIN_LIMIT, BUY_AGAIN_MONTHS, type BuyAgain } from '@portal/domain/buy-again';
import type { Language } from '@portal/domain/languages';
import type {
  Order,
  OrderLine,
  OrdersCsvDetail,
  PlacedOrder,
  PrintableOrder,
  ReorderResult,
} from '@portal/domain/ordering-api';
import type { OrderBody } from '@portal/domain/order-body';
import { customerMayCancel, orderStatusSchema } from '@portal/domain/order-status';
import { lineOwnCode } from '@portal/domain/own-codes';
import type { Page } from '@portal/domain/api';
import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authorize, authorizeCustomer, ownCustomer } from '../../http/customer-scope.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { enqueueErpMessage, idempotencyKeyOf } from '../../erp/outbox/messages.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { recordChange } from '../change-log/change-log.ts';
import { orderLinesCsv, ordersCsv } from './order-csv.ts';
import type { OrderDeps } from './order-deps.ts';
import type { OrderPlacement } from './order-placement.ts';
import { presentLine, presentOrder } from './order-presenter.ts';
import type { OrderRow } from './order-repository.ts';

export class OrderService {
  constructor(
    private readonly deps: OrderDeps,
    /** Placing an order, built on the same deps by the composition root. */
    private readonly placement: Pick<OrderPlacement, 'place'>,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** An order the caller may see; another customer's answers 404, as if it did not exist. */
  private async visibleOrder(auth: AuthContext, codigo: string): Promise<OrderRow> {
    return authorize(auth, await this.deps.orders.byCode(codigo));
  }

  /** Orders over their buyer's limits: the approvals screen's list, approval and rejection. */
  get approvals() {
    return this.deps.approvals;
  }

  place(
    auth: AuthContext,
    body: OrderBody,
    idempotencyKey: string | undefined,
    language: Language,
  ): Promise<{ order: PlacedOrder; replay: boolean }> {
    return this.placement.place(auth, body, idempotencyKey, language);
  }

  async order(auth: AuthContext, codigo: string): Promise<Order> {
    const row = await this.visibleOrder(auth, codigo);
    const counts = await this.deps.orders.lineCounts([row.codigo]);
    return presentOrder(row, counts.get(row.codigo) ?? 0);
  }

  async page(auth: AuthContext, codigoCliente: string, page: number, size: number): Promise<Page<Order>> {
    const repo = this.deps.orders;
    const { rows, total } = await repo.pageOf(authorizeCustomer(auth, codigoCliente), page, size);
    const counts = await repo.lineCounts(rows.map((row) => row.codigo));
    return {
      content: rows.map((row) => presentOrder(row, counts.get(row.codigo) ?? 0)),
      totalElements: total,
      totalPages: Math.ceil(total / size),
      number: page,
      size,
    };
  }

  async all(auth: AuthContext, codigoCliente: string): Promise<Order[]> {
    const repo = this.deps.orders;
    const rows = await repo.allOf(authorizeCustomer(auth, codigoCliente));
    const counts = await repo.lineCounts(rows.map((row) => row.codigo));
    return rows.map((row) => presentOrder(row, counts.get(row.codigo) ?? 0));
  }

  /**
   * The customer's history as CSV: a row per order, or with `linies` one per order line. A line
   * shows the own code it was placed with, else the customer's today, as its screens do
   * (`lineOwnCode`); only the named customer's own codes are read, never the caller's or another's.
   */
  async csv(
    auth: AuthContext,
    codigoCliente: string,
    detall: OrdersCsvDetail,
    language: Language,
  ): Promise<string> {
    const customer = authorizeCustomer(auth, codigoCliente);
    const orders = await this.all(auth, customer);
    if (detall === 'comandes') return ordersCsv(orders, language);
    const rows = await this.deps.orders.linesOfCustomer(customer);
    const today = await this.deps.ownCodes.ofProducts(
      customer,
      rows.filter((row) => !row.codigoPropio).map((row) => row.codigoArticulo),
    );
    const byOrder = new Map<string, OrderLine[]>();
    for (const row of rows) {
      const line = {
        ...presentLine(row),
        codigoPropio: lineOwnCode(row.codigoPropio, today.get(row.codigoArticulo.toUpperCase())),
      };
      const lines = byOrder.get(row.codigoPedido);
      if (lines) lines.push(line);
      else byOrder.set(row.codigoPedido, [line]);
    }
    return orderLinesCsv(
      orders.map((order) => ({ order, lines: byOrder.get(order.Codigo) ?? [] })),
      language,
    );
  }

  /**
   * An order as another module checks it against (a service request's purchase): whose it is, its
   * state and day, and the products on its lines; undefined for an unknown code. No caller to
   * scope by: the caller compares the customer.
   */
  async purchaseOf(
    codigo: string,
  ): Promise<{ codigoCliente: string; estado: string; createdAt: Date; codigos: string[] } | undefined> {
    const orders = this.deps.orders;
    const order = await orders.byCode(codigo);
    if (!order) return undefined;
    const lines = await orders.linesOf(order.codigo);
    const { codigoCliente, estado, createdAt } = order;
    return { codigoCliente, estado, createdAt, codigos: lines.map((line) => line.codigoArticulo) };
  }

  /**
   * A customer's lines of the products `products` selects (a subquery another module gives), in
   * orders in which something was bought, newest order first, at most `limit`.
   */
  linesBought(
    codigoCliente: string,
    products: SQLWrapper,
    limit: number,
  ): Promise<{ codigoArticulo: string; codigoPedido: string; fecha: Date }[]> {
    return this.deps.orders.boughtLines(codigoCliente, products, limit);
  }

  async lines(auth: AuthContext, codigo: string): Promise<OrderLine[]> {
    await this.visibleOrder(auth, codigo);
    return (await this.deps.orders.linesOf(codigo)).map(presentLine);
  }

  /**
   * Cancels an order the ERP has not accepted. The cancellation is stored with an outbox row in
   * one transaction; the worker never delivers a cancelled order's import, and tells the ERP of
   * the cancellation in case the import had already gone out.
   */
  async cancel(auth: AuthContext, codigo: string): Promise<Order> {
    const row = await this.visibleOrder(auth, codigo);
    const estado = orderStatusSchema.parse(row.estado);
    if (!customerMayCancel(estado)) throw conflict('orders.cannotCancel');
    if (estado === 'sent_to_erp') return this.cancelInErp(auth, codigo);
    if (estado === 'awaiting_approval') return this.cancelAwaiting(auth, codigo);
    const done = await this.db.transaction(async (tx) => {
      const ok = await this.deps.orders.in(tx).transition(codigo, ['received', 'sent_to_erp'], 'cancelled');
      if (ok) {
        await this.recordCancel(tx, auth, codigo, estado);
        await enqueueErpMessage(tx, {
          kind: 'order.cancel',
          referencia: codigo,
          payload: { portalCode: codigo },
        });
      }
      return ok;
    });
    // The ERP accepted it between our read and our write.
    if (!done) throw conflict('orders.cannotCancel');
    return this.order(auth, codigo);
  }

  /** An order still awaiting its company's approval: the ERP never heard of it, nor need it now. */
  private async cancelAwaiting(auth: AuthContext, codigo: string): Promise<Order> {
    const done = await this.db.transaction(async (tx) => {
      const ok = await this.deps.orders.in(tx).transition(codigo, ['awaiting_approval'], 'cancelled');
      if (ok) {
        await this.deps.approvals.cancelled(tx, codigo, auth.idUsuari);
        await this.recordCancel(tx, auth, codigo, 'awaiting_approval');
      }
      return ok;
    });
    // An approver decided between our read and our write.
    if (!done) throw conflict('orders.cannotCancel');
    return this.order(auth, codigo);
  }

  /**
   * The ERP holds the order: only the ERP can say whether it is still cancellable, so it is
   * asked now and the customer gets its true answer; if it cannot be reached, nothing changes.
   */
  private async cancelInErp(auth: AuthContext, codigo: string): Promise<Order> {
    const { erp } = this.deps;
    if (!erp) throw new AppError(503, 'erp_unavailable', 'errors.erp');
    const answer = await erp.cancelOrder(
      codigo,
      idempotencyKeyOf({ kind: 'order.cancel', referencia: codigo }),
    );
    if (answer.kind === 'unavailable') throw new AppError(503, 'erp_unavailable', 'errors.erp');
    if (answer.kind === 'refused') {
      if (answer.status === 409) {
        // Too late: the ERP has taken it into preparation. The portal learns it now.
        await this.deps.orderStatus.apply(this.db, codigo, {
          status: 'in_preparation',
          erpNumber: null,
          reason: null,
        });
        throw conflict('orders.cannotCancel');
      }
      throw new AppError(502, 'erp_error', 'errors.erp');
    }
    await this.db.transaction(async (tx) => {
      if (await this.deps.orders.in(tx).transition(codigo, ['sent_to_erp'], 'cancelled')) {
        await this.recordCancel(tx, auth, codigo, 'sent_to_erp');
      }
    });
    return this.order(auth, codigo);
  }

  /** The change register's entry of a cancellation: who cancelled the order, from which status. */
  private recordCancel(tx: DbOrTx, auth: AuthContext, codigo: string, from: string) {
    return recordChange(tx, {
      taula: 'pedidos',
      tipus: 'UPDATE',
      idRegistre: codigo,
      idUsuari: auth.idUsuari,
      detall: { estado: { from, to: 'cancelled' } },
    });
  }

  /**
   * Puts an order's lines back into the cart at today's prices and under today's rules (the cart's
   * own rules: cart-service.ts `putBack`). Also what a rejected order offers.
   */
  async reorder(auth: AuthContext, codigo: string, language: Language): Promise<ReorderResult> {
    await this.visibleOrder(auth, codigo);
    const lines = await this.deps.orders.linesOf(codigo);
    return this.deps.cart.putBack(
      auth,
      lines.map((line) => ({ codigo: line.codigoArticulo, quantity: line.cantidad, nombre: line.nombre })),
      language,
    );
  }

  /**
   * "Buy again": the products of the caller's customer's recent orders, the most often ordered
   * first, as the catalogue sells them today at the customer's prices. A product the catalogue no
   * longer sells is left out: there is nothing to put in the cart.
   */
  async buyAgain(auth: AuthContext, language: Language): Promise<BuyAgain> {
    const codigoCliente = ownCustomer(auth);
    const frequent = await this.deps.orders.frequentProducts(
      codigoCliente,
      BUY_AGAIN_MONTHS,
      BUY_AGAIN_LIMIT,
    );
    if (frequent.length === 0) return { productos: [] };
    const { catalogue } = this.deps;
    const products = await catalogue.productsForCodigos(
      frequent.map((row) => row.codigo),
      await catalogue.buyerOf(auth),
      language,
    );
    return {
      productos: frequent.flatMap((row) => {
        const product = products.get(row.codigo);
        if (!product) return [];
        const { nombres: _n, descripcion: _d, descripciones: _ds, ...card } = product;
        return [
          {
            product: card,
            timesOrdered: row.times,
            lastQuantity: row.lastQuantity,
            lastOrderedAt: row.lastAt.toISOString(),
          },
        ];
      }),
    };
  }

  /**
   * Everything the printed order shows: the order with its lines and money as placed, the
   * customer's company data and the company's contact.
   */
  async printable(auth: AuthContext, codigo: string, language: Language): Promise<PrintableOrder> {
    const row = await this.visibleOrder(auth, codigo);
    const [lines, customer, formaPagoNombre, emailContacto, telefonoContacto] = await Promise.all([
      this.deps.orders.linesOf(codigo),
      this.deps.customers.byCodigo(auth, row.codigoCliente, language),
      this.deps.contacts.paymentMethodName(row.formaPago, language),
      this.deps.params.valueOf('emailContacto'),
      this.deps.params.valueOf('telefonoContacto'),
    ]);
    const {
      codigo: code,
      razonSocial,
      cif,
      telefono,
      direccion,
      codigoPostal,
      poblacion,
      provincia,
      ciudad,
      pais,
    } = customer;
    return {
      pedido: presentOrder(row, lines.length),
      lineasPedido: lines.map(presentLine),
      cliente: {
        codigo: code,
        razonSocial,
        cif,
        telefono,
        direccion,
        codigoPostal,
        poblacion,
        provincia,
        ciudad,
        pais,
      },
      formaPagoNombre,
      empresa: {
        emailContacto: emailContacto?.trim() || null,
        telefonoContacto: telefonoContacto?.trim() || null,
      },
    };
  }
}
