// The server-side cart (spec §4): kept per user, priced on every read for the user's customer,
// with the rules of cart.ts and cart-quantity.ts enforced on every write.
import { checkQuantity } from '@portal/domain/cart-quantity';
import type { Language } from '@portal/domain/languages';
import type { CartView, QuickOrderResult, QuickOrderVerdict } from '@portal/domain/ordering-api';
import { checkOrder, summariseOrder, type OrderSettings } from '@portal/domain/order';
import { FREE_SHIPPING_FROM_EUR } from '@portal/domain/constants';
import { isQuickOrderError, parseQuickOrder, resolveQuickOrder } from '@portal/domain/quick-order';
import type { MessageKey } from '@portal/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { CatalogueService, type Buyer } from '../catalogue/catalogue-service.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';
import { CartRepository } from './cart-repository.ts';
import { priceItems, toIssue, type PricedItem } from './line-pricing.ts';

export function totalsView(priced: PricedItem[], buyer: Buyer, settings: OrderSettings) {
  const summary = summariseOrder(
    priced.map((item) => ({
      codigo: item.codigo,
      quantity: item.quantity,
      finalPrice: item.line.finalPrice,
      priceNoOffer: item.line.priceNoOffer,
    })),
    buyer.idLista,
    settings,
  );
  return {
    summary,
    totals: {
      subtotal: summary.subtotal,
      discountTotal: summary.discountTotal,
      shipping: summary.shipping,
      freeShipping: summary.freeShipping,
      total: summary.total,
      pedidoMinimo: settings.pedidoMinimo,
      importeFijo: settings.importeFijo,
      freeShippingFrom: FREE_SHIPPING_FROM_EUR,
    },
  };
}

export class CartService {
  private readonly catalogue: CatalogueService;

  constructor(private readonly db: Db) {
    this.catalogue = new CatalogueService(db);
  }

  buyerOf(auth: AuthContext) {
    return this.catalogue.buyerOf(auth);
  }

  async view(
    auth: AuthContext,
    language: Language,
    missatge: MessageKey | null = null,
    db: DbOrTx = this.db,
  ): Promise<CartView> {
    const repo = new CartRepository(db);
    const [rows, buyer, settings] = await Promise.all([
      repo.linesOf(auth.idUsuari),
      this.buyerOf(auth),
      loadOrderSettings(db),
    ]);
    const { priced, missing } = await priceItems(
      this.catalogue,
      rows.map((row) => ({ codigo: row.codigo, quantity: row.cantidad })),
      buyer,
      language,
    );
    // A product withdrawn from the catalogue can no longer be ordered: it leaves the cart.
    for (const codigo of missing) await repo.remove(auth.idUsuari, codigo);
    const { summary, totals } = totalsView(priced, buyer, settings);
    const blocking = [
      ...checkOrder(summary, true, settings).map((issue) => toIssue(issue, language)),
      ...priced.flatMap((item) => item.errors),
    ];
    return {
      lineas: priced.map((item) => ({
        ...item.line,
        lineTotal: item.lineTotal,
        errors: item.errors,
        warnings: item.warnings,
      })),
      totals,
      blocking: rows.length === 0 ? [] : blocking,
      missatge,
    };
  }

  /** Refuses a quantity that breaks a rule, with every broken rule as a field error. */
  private async assertOrderable(auth: AuthContext, codigo: string, quantity: number, language: Language) {
    const buyer = await this.buyerOf(auth);
    const products = await this.catalogue.productsForCodigos([codigo], buyer, language);
    const product = products.get(codigo);
    if (!product) throw notFound('errors.productInfoMissing');
    const verdict = checkQuantity(quantity, product);
    const first = verdict.errors[0];
    if (first) {
      throw unprocessable(
        first.key,
        first.params,
        verdict.errors.map((issue) => ({ field: 'Cantidad', key: issue.key, params: issue.params })),
      );
    }
  }

  async add(auth: AuthContext, codigo: string, quantity: number, language: Language): Promise<CartView> {
    await this.assertOrderable(auth, codigo, quantity, language);
    const added = await new CartRepository(this.db).add(auth.idUsuari, codigo, quantity);
    if (!added) throw conflict('cart.alreadyInCart');
    return this.view(auth, language, 'cart.added');
  }

  async update(auth: AuthContext, codigo: string, quantity: number, language: Language): Promise<CartView> {
    await this.assertOrderable(auth, codigo, quantity, language);
    if (!(await new CartRepository(this.db).update(auth.idUsuari, codigo, quantity))) throw notFound();
    return this.view(auth, language, 'common.saved');
  }

  async remove(auth: AuthContext, codigo: string, language: Language): Promise<CartView> {
    if (!(await new CartRepository(this.db).remove(auth.idUsuari, codigo))) throw notFound();
    return this.view(auth, language, 'common.deleted');
  }

  async reset(auth: AuthContext, language: Language): Promise<CartView> {
    await new CartRepository(this.db).reset(auth.idUsuari);
    return this.view(auth, language, null);
  }

  /**
   * Quick order: a verdict for every line, and with `confirm` the valid ones go into the cart
   * together. A line is valid when its code exists, its quantity meets lote and minimum, and the
   * product is not in the cart yet; stock only warns.
   */
  async quickOrder(
    auth: AuthContext,
    text: string,
    confirm: boolean,
    language: Language,
  ): Promise<QuickOrderResult> {
    const parsed = parseQuickOrder(text);
    const canonical = await this.catalogue.canonicalCodigos(
      parsed.flatMap((line) => (isQuickOrderError(line) ? [] : [line.codigo])),
    );
    const resolved = resolveQuickOrder(parsed, (codigo) => canonical.get(codigo.toUpperCase()));
    const buyer = await this.buyerOf(auth);
    const items = resolved.flatMap((line) =>
      isQuickOrderError(line) ? [] : [{ codigo: line.codigo, quantity: line.quantity }],
    );
    const [{ priced }, inCart] = await Promise.all([
      priceItems(this.catalogue, items, buyer, language),
      new CartRepository(this.db).linesOf(auth.idUsuari),
    ]);
    const pricedBy = new Map(priced.map((item) => [item.codigo, item]));
    const inCartCodes = new Set(inCart.map((row) => row.codigo));
    const verdicts: QuickOrderVerdict[] = resolved.map((line) => {
      if (isQuickOrderError(line)) {
        return {
          lineNumber: line.lineNumber,
          text: line.text,
          codigo: null,
          quantity: null,
          ok: false,
          errors: [toIssue(line.error, language)],
          warnings: [],
        };
      }
      const item = pricedBy.get(line.codigo);
      const errors = item
        ? [...item.errors]
        : [toIssue({ key: 'errors.productInfoMissing', params: {} }, language)];
      if (inCartCodes.has(line.codigo))
        errors.push(toIssue({ key: 'cart.alreadyInCart', params: {} }, language));
      return {
        lineNumber: line.lineNumber,
        text: line.text,
        codigo: line.codigo,
        quantity: line.quantity,
        ok: errors.length === 0,
        errors,
        warnings: item?.warnings ?? [],
      };
    });
    if (!confirm) return { lines: verdicts, added: 0, cart: null };
    const valid = verdicts.filter((verdict) => verdict.ok);
    await this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      for (const verdict of valid) await repo.add(auth.idUsuari, verdict.codigo!, verdict.quantity!);
    });
    return {
      lines: verdicts,
      added: valid.length,
      cart: await this.view(auth, language, valid.length > 0 ? 'cart.added' : null),
    };
  }
}
