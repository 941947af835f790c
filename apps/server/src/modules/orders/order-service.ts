// Placing, reading, cancelling and reordering orders (spec §4 Order flow, §7 Orders; DESIGN §7).
// An order is priced by the server from its own catalogue, stored with its lines and an outbox
// row in one transaction, and left to the outbox worker to deliver to the ERP.
import type { Language } from '@portal/domain/languages';
import type { MessageKey } from '@portal/domain/messages';
import type { Order, OrderLine, PlacedOrder, ReorderResult } from '@portal/domain/ordering-api';
import { checkOrder } from '@portal/domain/order';
import { isoDateIn, type OrderBody } from '@portal/domain/order-body';
import { customerMayCancel, orderStatusSchema } from '@portal/domain/order-status';
import type { Page } from '@portal/domain/api';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientes, usuaris } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import { enqueueErpMessage, idempotencyKeyOf } from '../../erp/outbox/messages.ts';
import { applyErpOrderStatus } from '../../erp/erp-order-status.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { CartRepository } from '../cart/cart-repository.ts';
import { CartService, totalsView } from '../cart/cart-service.ts';
import { priceItems, toIssue, type PricedItem } from '../cart/line-pricing.ts';
import { CatalogueService } from '../catalogue/catalogue-service.ts';
import { recordChange } from '../change-log/change-log.ts';
import { ContactsRepository } from '../customers/contacts-repository.ts';
import { erpOrderPayload } from './erp-order-payload.ts';
import { presentLine, presentOrder, type DeliveryAddress } from './order-presenter.ts';
import { OrderRepository, type OrderRow } from './order-repository.ts';
import { loadOrderSettings } from './order-settings.ts';

/** A unique violation: two requests with one Idempotency-Key raced; the first one won. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export class OrderService {
  private readonly catalogue: CatalogueService;

  constructor(
    private readonly db: Db,
    /** Needed to cancel an order the ERP already holds; without it such a cancel is refused. */
    private readonly erp?: ErpGateway,
  ) {
    this.catalogue = new CatalogueService(db);
  }

  /** The customer an order list may be read for: one's own, or any for staff (no customer). */
  private scope(auth: AuthContext, codigoCliente: string): string {
    if (auth.codigoCliente && auth.codigoCliente !== codigoCliente) throw forbidden();
    return codigoCliente;
  }

  /** An order the caller may see; another customer's answers 404, as if it did not exist. */
  private async visibleOrder(auth: AuthContext, codigo: string): Promise<OrderRow> {
    const row = await new OrderRepository(this.db).byCode(codigo);
    if (!row || (auth.codigoCliente && row.codigoCliente !== auth.codigoCliente)) throw notFound();
    return row;
  }

  async place(
    auth: AuthContext,
    body: OrderBody,
    idempotencyKey: string | undefined,
    language: Language,
  ): Promise<{ order: PlacedOrder; replay: boolean }> {
    if (!auth.codigoCliente) throw forbidden();
    const repo = new OrderRepository(this.db);
    if (idempotencyKey) {
      const existing = await repo.byIdempotencyKey(auth.idUsuari, idempotencyKey);
      if (existing) return { order: await this.placed(existing, null), replay: true };
    }
    if (body.fechaEntrega && body.fechaEntrega < isoDateIn(new Date())) {
      throw unprocessable('orders.deliveryDatePast', {}, [
        { field: 'fechaEntrega', key: 'orders.deliveryDatePast' },
      ]);
    }
    const buyer = await this.catalogue.buyerOf(auth);
    const [settings, contact, customer, user] = await Promise.all([
      loadOrderSettings(this.db),
      new ContactsRepository(this.db).contactOf(auth.codigoCliente, body.idContacto),
      this.db
        .select()
        .from(clientes)
        .where(eq(clientes.codigo, auth.codigoCliente))
        .then((rows) => rows[0]),
      this.db
        .select()
        .from(usuaris)
        .where(eq(usuaris.idUsuari, auth.idUsuari))
        .then((rows) => rows[0]),
    ]);
    if (!contact)
      throw unprocessable('validation.invalidValue', {}, [
        { field: 'idContacto', key: 'validation.invalidValue' },
      ]);

    const { priced, missing } = await priceItems(
      this.catalogue,
      body.lineasPedido.map((line) => ({ codigo: line.codigo, quantity: line.Cantidad })),
      buyer,
      language,
    );
    if (missing.length > 0) {
      throw unprocessable(
        'errors.productInfoMissing',
        {},
        missing.map((codigo) => ({ field: codigo, key: 'errors.productInfoMissing' })),
      );
    }
    const broken = priced.find((item) => item.errors.length > 0);
    if (broken)
      throw unprocessable(broken.errors[0]!.missatge as MessageKey, this.paramsOf(broken), [
        {
          field: broken.codigo,
          key: broken.errors[0]!.missatge as MessageKey,
          params: this.paramsOf(broken),
        },
      ]);
    const { summary } = totalsView(priced, buyer, settings);
    const issues = checkOrder(summary, body.acceptedConditions, settings);
    if (issues.length > 0) {
      throw unprocessable(
        issues[0]!.key,
        issues[0]!.params,
        issues.map((issue) => ({ field: 'pedido', key: issue.key, params: issue.params })),
      );
    }

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
    const formaPago = body.formaPago ?? customer?.formaPago ?? 1;
    try {
      const codigo = await this.db.transaction(async (tx) => {
        const orders = new OrderRepository(tx);
        const code = await orders.nextCode();
        const placedAt = new Date();
        const order = {
          codigo: code,
          codigoCliente: auth.codigoCliente!,
          idUsuari: auth.idUsuari,
          estado: 'received',
          idContacto: contact.id,
          direccionEntrega: address,
          formaPago,
          referencia: body.referencia || null,
          fechaEntrega: body.fechaEntrega ?? null,
          observaciones: body.observaciones || null,
          idLista: buyer.idLista,
          subtotal: summary.subtotal.toFixed(2),
          descuento: summary.discountTotal.toFixed(2),
          portes: summary.shipping.toFixed(2),
          total: summary.total.toFixed(2),
        };
        const lines = priced.map((item, index) => this.lineRow(code, index + 1, item));
        await orders.insert({ ...order, idempotencyKey: idempotencyKey ?? null, createdAt: placedAt }, lines);
        // The auditor's record of the order as placed, in the order's own transaction.
        await recordChange(tx, {
          taula: 'pedidos',
          tipus: 'INSERT',
          idRegistre: code,
          idUsuari: auth.idUsuari,
          detall: {
            ...order,
            lineas: lines.map(({ linea, codigoArticulo, cantidad, precioUnitario, total }) => ({
              linea,
              codigoArticulo,
              cantidad,
              precioUnitario,
              total,
            })),
          },
        });
        await enqueueErpMessage(tx, {
          tipo: 'order.create',
          referencia: code,
          payload: erpOrderPayload({
            codigo: code,
            codigoCliente: auth.codigoCliente!,
            placedAt,
            user: { username: user?.username ?? auth.username, email: user?.email ?? null },
            lines: priced.map((item) => ({
              codigo: item.codigo,
              nombre: item.line.title,
              quantity: item.quantity,
              priceNoOffer: item.line.priceNoOffer,
              discount: item.line.discount,
            })),
            address,
            erpContactId: contact.erpContactId,
            formaPago,
            referencia: body.referencia || null,
            fechaEntrega: body.fechaEntrega ?? null,
            observaciones: body.observaciones || null,
            shipping: summary.shipping,
          }),
        });
        // The order now holds these lines; the cart starts empty again.
        await new CartRepository(tx).reset(auth.idUsuari);
        return code;
      });
      const row = await repo.byCode(codigo);
      return { order: await this.placed(row!, 'orders.received'), replay: false };
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error)) {
        const existing = await repo.byIdempotencyKey(auth.idUsuari, idempotencyKey);
        if (existing) return { order: await this.placed(existing, null), replay: true };
      }
      throw error;
    }
  }

  private paramsOf(item: PricedItem) {
    return { lote: item.product.lote ?? '', minimumQuantity: item.product.minimumQuantity };
  }

  private lineRow(codigoPedido: string, linea: number, item: PricedItem) {
    return {
      codigoPedido,
      linea,
      codigoArticulo: item.codigo,
      nombre: item.line.title,
      cantidad: item.quantity,
      precioUnitario: item.line.finalPrice.toFixed(2),
      precioSinOferta: item.line.priceNoOffer.toFixed(2),
      descuento: item.line.discount.toFixed(2),
      total: item.lineTotal.toFixed(2),
    };
  }

  private async placed(row: OrderRow, missatge: MessageKey | null): Promise<PlacedOrder> {
    const lines = await new OrderRepository(this.db).linesOf(row.codigo);
    return { ...presentOrder(row, lines.length), lineasPedido: lines.map(presentLine), missatge };
  }

  async order(auth: AuthContext, codigo: string): Promise<Order> {
    const row = await this.visibleOrder(auth, codigo);
    const counts = await new OrderRepository(this.db).lineCounts([row.codigo]);
    return presentOrder(row, counts.get(row.codigo) ?? 0);
  }

  async page(auth: AuthContext, codigoCliente: string, page: number, size: number): Promise<Page<Order>> {
    const repo = new OrderRepository(this.db);
    const { rows, total } = await repo.pageOf(this.scope(auth, codigoCliente), page, size);
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
    const repo = new OrderRepository(this.db);
    const rows = await repo.allOf(this.scope(auth, codigoCliente));
    const counts = await repo.lineCounts(rows.map((row) => row.codigo));
    return rows.map((row) => presentOrder(row, counts.get(row.codigo) ?? 0));
  }

  async lines(auth: AuthContext, codigo: string): Promise<OrderLine[]> {
    await this.visibleOrder(auth, codigo);
    return (await new OrderRepository(this.db).linesOf(codigo)).map(presentLine);
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
    const done = await this.db.transaction(async (tx) => {
      const ok = await new OrderRepository(tx).transition(codigo, ['received', 'sent_to_erp'], 'cancelled');
      if (ok) {
        await this.recordCancel(tx, auth, codigo, estado);
        await enqueueErpMessage(tx, {
          tipo: 'order.cancel',
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

  /**
   * The ERP holds the order: only the ERP can say whether it is still cancellable, so it is
   * asked now and the customer gets its true answer; if it cannot be reached, nothing changes.
   */
  private async cancelInErp(auth: AuthContext, codigo: string): Promise<Order> {
    if (!this.erp) throw new AppError(503, 'erp_unavailable', 'errors.erp');
    const answer = await this.erp.cancelOrder(
      codigo,
      idempotencyKeyOf({ tipo: 'order.cancel', referencia: codigo }),
    );
    if (answer.kind === 'unavailable') throw new AppError(503, 'erp_unavailable', 'errors.erp');
    if (answer.kind === 'refused') {
      if (answer.status === 409) {
        // Too late: the ERP has taken it into preparation. The portal learns it now.
        await applyErpOrderStatus(this.db, codigo, {
          status: 'in_preparation',
          erpNumber: null,
          reason: null,
        });
        throw conflict('orders.cannotCancel');
      }
      throw new AppError(502, 'erp_error', 'errors.erp');
    }
    await this.db.transaction(async (tx) => {
      if (await new OrderRepository(tx).transition(codigo, ['sent_to_erp'], 'cancelled')) {
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
   * Puts an order's lines back into the cart at today's prices and under today's rules. A line
   * that can no longer be ordered as it was is reported with the reason, never dropped silently.
   */
  async reorder(auth: AuthContext, codigo: string, language: Language): Promise<ReorderResult> {
    await this.visibleOrder(auth, codigo);
    const lines = await new OrderRepository(this.db).linesOf(codigo);
    const buyer = await this.catalogue.buyerOf(auth);
    const { priced, missing } = await priceItems(
      this.catalogue,
      lines.map((line) => ({ codigo: line.codigoArticulo, quantity: line.cantidad })),
      buyer,
      language,
    );
    const cart = new CartRepository(this.db);
    const inCart = new Set((await cart.linesOf(auth.idUsuari)).map((row) => row.codigo));
    const cartService = new CartService(this.db);
    const issue = (key: MessageKey) => toIssue({ key, params: {} }, language);
    const skipped: ReorderResult['skipped'] = missing.map((code) => ({
      codigo: code,
      errors: [issue('errors.productInfoMissing')],
    }));
    const added: string[] = [];
    for (const item of priced) {
      if (item.errors.length > 0) skipped.push({ codigo: item.codigo, errors: item.errors });
      else if (inCart.has(item.codigo) || !(await cart.add(auth.idUsuari, item.codigo, item.quantity))) {
        skipped.push({ codigo: item.codigo, errors: [issue('cart.alreadyInCart')] });
      } else added.push(item.codigo);
    }
    return {
      added,
      skipped,
      cart: await cartService.view(auth, language, added.length > 0 ? 'cart.added' : null),
    };
  }
}
