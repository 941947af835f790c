// The server-side cart (spec §4): kept per user, priced on every read for the user's customer,
// with the rules of cart.ts and cart-quantity.ts enforced on every write. This module owns the
// cart's table (`carrito_lineas`); orders empty it and put lines back through this service.
import { checkQuantity } from '@portal/domain/cart-quantity';
import type { Language } from '@portal/domain/languages';
import type {
  CartView,
  QuickOrderResult,
  QuickOrderVerdict,
  ReorderResult,
} from '@portal/domain/ordering-api';
import { checkOrder } from '@portal/domain/order';
import { isQuickOrderError, parseQuickOrder, type QuickOrderLine } from '@portal/domain/quick-order';
import type { MessageKey } from '@portal/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-part.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import { toIssue } from '../pricing/line-pricing.ts';
import type { ProductCodeResolver } from '../product-codes/code-resolver.ts';
import type { OrderPricing } from '../pricing/order-pricing.ts';
import type { CartRepository } from './cart-repository.ts';

export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueService,
    private readonly pricing: OrderPricing,
    private readonly codes: ProductCodeResolver,
  ) {}

  /**
   * The whole cart, priced now. A cart is a user's own (its lines are read by the caller's user
   * id, so no other user's line is ever reached), and only a customer's user has one.
   */
  async view(auth: AuthContext, language: Language, missatge: MessageKey | null = null): Promise<CartView> {
    ownCustomer(auth);
    const repo = this.carts;
    const rows = await repo.linesOf(auth.idUsuari);
    const { priced, missing, summary, totals, settings } = await this.pricing.price(
      auth,
      rows.map((row) => ({ codigo: row.codigo, quantity: row.cantidad })),
      language,
    );
    // A product withdrawn from the catalogue can no longer be ordered: it leaves the cart.
    for (const codigo of missing) await repo.remove(auth.idUsuari, codigo);
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

  /**
   * The emptying of a user's cart as a part of the statement that stores the order now holding
   * its lines (order-placement.ts), so neither happens without the other; prepared once.
   */
  emptyingPart(db: DbOrTx, prefix: string): StatementPart<AuthContext> {
    const reset = this.carts.in(db).resetPart(prefix);
    return { statement: reset.statement, values: (auth) => reset.values(auth.idUsuari) };
  }

  /** Empties the user's cart in the caller's transaction (an order placed in one of its own). */
  async emptyIn(tx: DbOrTx, auth: AuthContext): Promise<void> {
    await this.carts.in(tx).reset(auth.idUsuari);
  }

  /**
   * Puts lines (an earlier order's) back into the cart at today's prices and under today's rules.
   * A line that cannot go in as it was is reported with the reason, never dropped silently; both
   * lists name the products (today's name, or the order's when the catalogue no longer has it).
   */
  async putBack(
    auth: AuthContext,
    lines: { codigo: string; quantity: number; nombre: string }[],
    language: Language,
  ): Promise<ReorderResult> {
    ownCustomer(auth);
    const { priced, missing } = await this.pricing.price(auth, lines, language);
    const repo = this.carts;
    const inCart = new Set((await repo.linesOf(auth.idUsuari)).map((row) => row.codigo));
    const issue = (key: MessageKey) => toIssue({ key, params: {} }, language);
    const nameOf = (codigo: string) => lines.find((line) => line.codigo === codigo)?.nombre ?? codigo;
    const skipped: ReorderResult['skipped'] = missing.map((codigo) => ({
      codigo,
      nombre: nameOf(codigo),
      errors: [issue('errors.productInfoMissing')],
    }));
    const added: ReorderResult['added'] = [];
    for (const item of priced) {
      const product = { codigo: item.codigo, nombre: item.line.title };
      if (item.errors.length > 0) skipped.push({ ...product, errors: item.errors });
      else if (inCart.has(item.codigo) || !(await repo.add(auth.idUsuari, item.codigo, item.quantity))) {
        skipped.push({ ...product, errors: [issue('cart.alreadyInCart')] });
      } else added.push(product);
    }
    return {
      added,
      skipped,
      cart: await this.view(auth, language, added.length > 0 ? 'cart.added' : null),
    };
  }

  /** Refuses a quantity that breaks a rule, with every broken rule as a field error. */
  private async assertOrderable(auth: AuthContext, codigo: string, quantity: number, language: Language) {
    ownCustomer(auth);
    const buyer = await this.catalogue.buyerOf(auth);
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
    const added = await this.carts.add(auth.idUsuari, codigo, quantity);
    if (!added) throw conflict('cart.alreadyInCart');
    return this.view(auth, language, 'cart.added');
  }

  async update(auth: AuthContext, codigo: string, quantity: number, language: Language): Promise<CartView> {
    await this.assertOrderable(auth, codigo, quantity, language);
    if (!(await this.carts.update(auth.idUsuari, codigo, quantity))) throw notFound();
    return this.view(auth, language, 'common.saved');
  }

  async remove(auth: AuthContext, codigo: string, language: Language): Promise<CartView> {
    ownCustomer(auth);
    if (!(await this.carts.remove(auth.idUsuari, codigo))) throw notFound();
    return this.view(auth, language, 'common.deleted');
  }

  async reset(auth: AuthContext, language: Language): Promise<CartView> {
    ownCustomer(auth);
    await this.carts.reset(auth.idUsuari);
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
    ownCustomer(auth);
    return this.addLines(auth, await this.codes.resolve(auth, parseQuickOrder(text)), confirm, language);
  }

  /**
   * Quick order's verdicts for lines already read and resolved to our codes (a quick order's
   * text, a list's lines), and with `confirm` the valid ones go into the cart in one statement:
   * the same rules wherever lines come from.
   */
  async addLines(
    auth: AuthContext,
    resolved: QuickOrderLine[],
    confirm: boolean,
    language: Language,
  ): Promise<QuickOrderResult> {
    ownCustomer(auth);
    const items = resolved.flatMap((line) =>
      isQuickOrderError(line) ? [] : [{ codigo: line.codigo, quantity: line.quantity }],
    );
    const [{ priced }, inCart] = await Promise.all([
      this.pricing.price(auth, items, language),
      this.carts.linesOf(auth.idUsuari),
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
    // One statement for every line, however many: a list of hundreds is added at once.
    await this.carts.addMany(
      auth.idUsuari,
      valid.map((verdict) => ({ codigo: verdict.codigo!, cantidad: verdict.quantity! })),
    );
    return {
      lines: verdicts,
      added: valid.length,
      cart: await this.view(auth, language, valid.length > 0 ? 'cart.added' : null),
    };
  }

  /** The cart's lines as stored (code and quantity), for what is built from it: a list. */
  async lines(auth: AuthContext): Promise<{ codigo: string; cantidad: number }[]> {
    ownCustomer(auth);
    const rows = await this.carts.linesOf(auth.idUsuari);
    return rows.map(({ codigo, cantidad }) => ({ codigo, cantidad }));
  }
}
