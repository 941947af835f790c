// The customer's lists (`/llistes`): named lists of products with a usual quantity, private or
// shared with the company. Who reaches a list is the customer-scope rule (another customer's
// list is not found) and then list-access.ts (a colleague's private list is not found either).
// Lines are priced and judged by the same pricing the cart uses, and "add all to cart" goes
// through the cart's own quick-order verdicts. Every write is recorded in the change log with
// who made it, in the write's transaction.
import type { Language } from '@portal/domain/languages';
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import { isQuickOrderError, type QuickOrderLine } from '@portal/domain/quick-order';
import type {
  ListCreate,
  ListDetail,
  ListImportResult,
  ListLine,
  ListSummary,
  ListUpdate,
} from '@portal/domain/shopping-lists';
import type { ChangeType } from '@portal/domain/admin-logs';
import { COMPANY_ROLE_NAMES } from '@portal/domain/company-roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CustomerRowsMover } from '../customers/customer-rows.ts';
import { authorize, ownCustomer } from '../../http/customer-scope.ts';
import { AppError, notFound, unprocessable } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { CartService } from '../cart/cart-service.ts';
import { recordChange, type FieldChanges } from '../change-log/change-log.ts';
import type { OrderService } from '../orders/order-service.ts';
import { toIssue } from '../pricing/line-pricing.ts';
import type { OrderPricing } from '../pricing/order-pricing.ts';
import type { OwnCodeService } from '../own-codes/own-code-service.ts';
import type { CompanyMembers } from '../users/company-members.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { mayManageList, mayUseList } from './list-access.ts';
import type { LineValues, ListRepository, ListRow } from './list-repository.ts';

/** How typed codes become our codes: the catalogue's own, and later the customer's own and EANs. */
export type CodeResolver = (auth: AuthContext, typed: QuickOrderLine[]) => Promise<QuickOrderLine[]>;

export interface ListDeps {
  db: Db;
  /** The module's own tables: the lists and their lines. */
  lists: ListRepository;
  /** The company's logins: who inherits the shared lists of a login that is deleted. */
  members: CompanyMembers;
  pricing: OrderPricing;
  cart: CartService;
  orders: OrderService;
  users: UserDirectory;
  ownCodes: OwnCodeService;
  resolveCodes: CodeResolver;
  /** Reads a pasted or uploaded text into lines (quick order's parser). */
  parse: (text: string) => QuickOrderLine[];
}

const notFoundList = () => notFound('lists.notFound');

export class ListService {
  constructor(private readonly deps: ListDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** A list the caller may use; anything else, another customer's included, answers 404. */
  private usable(auth: AuthContext, row: ListRow | undefined): ListRow {
    ownCustomer(auth);
    const list = authorize(auth, row, notFoundList);
    if (!mayUseList(auth, list)) throw notFoundList();
    return list;
  }

  /**
   * Runs a change of one list in a transaction: the list locked and checked, the write, the
   * list's "changed by" and the change-log entry, together.
   */
  private async change<T>(
    auth: AuthContext,
    id: number,
    tipus: ChangeType,
    write: (repo: ListRepository, list: ListRow) => Promise<{ result: T; detall: unknown }>,
    options: { manage?: boolean } = {},
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const repo = this.deps.lists.in(tx);
      const list = this.usable(auth, await repo.lockedById(id));
      if (options.manage && !mayManageList(auth, list)) throw forbiddenToManage();
      const { result, detall } = await write(repo, list);
      if (tipus !== 'DELETE') await repo.update(id, auth.idUsuari, {});
      await this.record(tx, auth, id, tipus, detall);
      return result;
    });
  }

  /**
   * Before a login is deleted (in its transaction): the lists it shared with its company stay the
   * company's, handed to its administrator (another enabled login when it has none); its private
   * lists go with it. `actor` is who deletes it, for the change log.
   */
  async handOverShared(
    tx: DbOrTx,
    leaving: { idUsuari: number; codigoCliente: string | null },
    actor: number,
  ): Promise<void> {
    if (!leaving.codigoCliente) return;
    const others = (await this.deps.members.list(tx, leaving.codigoCliente)).filter(
      (member) => member.actiu && member.idUsuari !== leaving.idUsuari,
    );
    const heir =
      others.find((member) => member.roleNames.includes(COMPANY_ROLE_NAMES.administrador)) ?? others[0];
    if (!heir) return;
    for (const id of await this.deps.lists.in(tx).moveShared(leaving.idUsuari, heir.idUsuari))
      await recordChange(tx, {
        taula: 'shopping_lists',
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: actor,
        detall: { idUsuari: { from: leaving.idUsuari, to: heir.idUsuari } } satisfies FieldChanges,
      });
  }

  private record(db: DbOrTx, auth: AuthContext, id: number, tipus: ChangeType, detall: unknown) {
    return recordChange(db, {
      taula: 'shopping_lists',
      tipus,
      idRegistre: id,
      idUsuari: auth.idUsuari,
      detall,
    });
  }

  async lists(auth: AuthContext): Promise<ListSummary[]> {
    const codigoCliente = ownCustomer(auth);
    const rows = (await this.deps.lists.listsOf(codigoCliente)).filter((row) => mayUseList(auth, row));
    const names = await this.deps.users.namesOf(
      rows.flatMap((row) => [row.idUsuari, row.updatedBy ?? row.idUsuari]),
    );
    return rows.map((row) => this.summary(auth, row, row.numLineas, names));
  }

  private summary(
    auth: AuthContext,
    row: ListRow,
    numLineas: number,
    names: Map<number, string>,
  ): ListSummary {
    return {
      id: row.id,
      nombre: row.nombre,
      compartida: row.compartida,
      propia: mayManageList(auth, row),
      propietario: names.get(row.idUsuari) ?? '',
      numLineas,
      modificadoPor: names.get(row.updatedBy ?? row.idUsuari) ?? '',
      modificado: row.updatedAt.toISOString(),
    };
  }

  /** A list with every line at today's price for the customer, and what stops a line. */
  async detail(auth: AuthContext, id: number, language: Language): Promise<ListDetail> {
    const repo = this.deps.lists;
    const list = this.usable(auth, await repo.byId(id));
    const rows = await repo.linesOf(id);
    const [{ priced }, names] = await Promise.all([
      this.deps.pricing.price(
        auth,
        rows.map((row) => ({ codigo: row.codigo, quantity: row.cantidad })),
        language,
      ),
      this.deps.users.namesOf([list.idUsuari, list.updatedBy ?? list.idUsuari]),
    ]);
    const pricedBy = new Map(priced.map((item) => [item.codigo, item]));
    const lineas = rows.map((row): ListLine => {
      const item = pricedBy.get(row.codigo);
      if (!item) {
        return {
          codigo: row.codigo,
          nombre: row.codigo,
          Cantidad: row.cantidad,
          producto: null,
          errors: [toIssue({ key: 'errors.productInfoMissing', params: {} }, language)],
          warnings: [],
        };
      }
      return {
        codigo: row.codigo,
        nombre: item.line.title,
        Cantidad: row.cantidad,
        producto: { ...item.line, lineTotal: item.lineTotal, errors: item.errors, warnings: item.warnings },
        errors: item.errors,
        warnings: item.warnings,
      };
    });
    return { ...this.summary(auth, list, rows.length, names), lineas };
  }

  /** A new list, empty or with the cart's lines or an order's. */
  async create(auth: AuthContext, input: ListCreate, language: Language): Promise<ListDetail> {
    const codigoCliente = ownCustomer(auth);
    const lines = await this.startingLines(auth, input);
    const id = await this.db.transaction(async (tx) => {
      const repo = this.deps.lists.in(tx);
      const list = await repo.create({
        codigoCliente,
        idUsuari: auth.idUsuari,
        nombre: input.nombre.trim(),
        compartida: input.compartida ?? false,
      });
      await repo.upsertLines(list.id, lines);
      await this.record(tx, auth, list.id, 'INSERT', {
        nombre: list.nombre,
        compartida: list.compartida,
        lineas: lines,
      });
      return list.id;
    });
    return this.detail(auth, id, language);
  }

  private async startingLines(auth: AuthContext, input: ListCreate): Promise<LineValues[]> {
    if (input.desdeCarrito) {
      const lines = await this.deps.cart.lines(auth);
      if (lines.length === 0) throw unprocessable('lists.emptyCart');
      return lines;
    }
    if (input.desdePedido) {
      // The order service answers 404 for another customer's order.
      const lines = await this.deps.orders.lines(auth, input.desdePedido);
      return lines.map((line) => ({ codigo: line.codigo, cantidad: line.Cantidad }));
    }
    return [];
  }

  async update(auth: AuthContext, id: number, input: ListUpdate, language: Language): Promise<ListDetail> {
    const sharing = input.compartida !== undefined;
    await this.change(auth, id, 'UPDATE', async (repo, list) => {
      const changes = {
        ...(input.nombre !== undefined ? { nombre: input.nombre.trim() } : {}),
        ...(sharing ? { compartida: input.compartida } : {}),
      };
      // Only the owner changes who sees the list, even to what it already is.
      if (sharing && !mayManageList(auth, list)) throw forbiddenToManage();
      await repo.update(id, auth.idUsuari, changes);
      const detall = Object.fromEntries(
        Object.entries(changes).map(([key, to]) => [key, { from: list[key as keyof typeof changes], to }]),
      );
      return { result: undefined, detall };
    });
    return this.detail(auth, id, language);
  }

  async delete(auth: AuthContext, id: number): Promise<void> {
    await this.change(
      auth,
      id,
      'DELETE',
      async (repo, list) => {
        await repo.delete(id);
        return { result: undefined, detall: { nombre: list.nombre, compartida: list.compartida } };
      },
      { manage: true },
    );
  }

  /** Adds a product (by our code) with its usual quantity, or sets the quantity of its line. */
  async putLine(
    auth: AuthContext,
    id: number,
    line: { codigo: string; Cantidad: number },
    language: Language,
  ): Promise<ListDetail> {
    const [resolved] = await this.deps.resolveCodes(auth, [
      { lineNumber: 1, text: line.codigo, codigo: line.codigo, quantity: line.Cantidad },
    ]);
    if (!resolved || isQuickOrderError(resolved)) throw notFound('errors.productInfoMissing');
    const codigo = resolved.codigo;
    await this.change(auth, id, 'UPDATE', async (repo) => {
      await repo.upsertLines(id, [{ codigo, cantidad: line.Cantidad }]);
      return { result: undefined, detall: { linea: { codigo, cantidad: line.Cantidad } } };
    });
    return this.detail(auth, id, language);
  }

  async updateLine(
    auth: AuthContext,
    id: number,
    codigo: string,
    cantidad: number,
    language: Language,
  ): Promise<ListDetail> {
    await this.change(auth, id, 'UPDATE', async (repo) => {
      if (!(await repo.updateLine(id, codigo, cantidad))) throw notFound();
      return { result: undefined, detall: { linea: { codigo, cantidad } } };
    });
    return this.detail(auth, id, language);
  }

  async removeLine(auth: AuthContext, id: number, codigo: string, language: Language): Promise<ListDetail> {
    await this.change(auth, id, 'UPDATE', async (repo) => {
      if ((await repo.removeLines(id, [codigo])) === 0) throw notFound();
      return { result: undefined, detall: { lineaEliminada: codigo } };
    });
    return this.detail(auth, id, language);
  }

  /**
   * Every line of the list into the cart in one step, with quick order's verdict per line (the
   * cart's own rules: a line the rules refuse today is reported, never dropped silently).
   */
  async addAllToCart(auth: AuthContext, id: number, language: Language): Promise<QuickOrderResult> {
    const repo = this.deps.lists;
    this.usable(auth, await repo.byId(id));
    const rows = await repo.linesOf(id);
    return this.deps.cart.addLines(
      auth,
      rows.map((row, index) => ({
        lineNumber: index + 1,
        text: `${row.codigo} ${row.cantidad}`,
        codigo: row.codigo,
        quantity: row.cantidad,
      })),
      true,
      language,
    );
  }

  /**
   * A CSV or pasted text (`codigo;cantidad`) into the list: a verdict per line (quick order's
   * reading: unknown code, bad quantity, repeated code), and the good lines written in one
   * statement. With `replace` the list holds exactly the good lines afterwards.
   */
  async importLines(
    auth: AuthContext,
    id: number,
    text: string,
    replace: boolean,
    language: Language,
  ): Promise<ListImportResult> {
    this.usable(auth, await this.deps.lists.byId(id));
    const resolved = await this.deps.resolveCodes(auth, this.deps.parse(text));
    const good = resolved.flatMap((line) =>
      isQuickOrderError(line) ? [] : [{ codigo: line.codigo, cantidad: line.quantity }],
    );
    await this.change(auth, id, 'UPDATE', async (repo) => {
      if (replace) await repo.removeLines(id);
      await repo.upsertLines(id, good);
      return { result: undefined, detall: { importades: good.length, substituides: replace } };
    });
    const lines = resolved.map((line) =>
      isQuickOrderError(line)
        ? {
            lineNumber: line.lineNumber,
            text: line.text,
            codigo: null,
            quantity: null,
            ok: false,
            errors: [toIssue(line.error, language)],
            warnings: [],
          }
        : {
            lineNumber: line.lineNumber,
            text: line.text,
            codigo: line.codigo,
            quantity: line.quantity,
            ok: true,
            errors: [],
            warnings: [],
          },
    );
    return { lines, written: good.length, list: await this.detail(auth, id, language) };
  }

  /**
   * The list as CSV rows: our code, the usual quantity, the customer's own code and today's name
   * (read back by an import, which takes the columns by their names).
   */
  async exportRows(
    auth: AuthContext,
    id: number,
    language: Language,
  ): Promise<{ nombre: string; rows: string[][] }> {
    const [list, own] = await Promise.all([this.detail(auth, id, language), this.deps.ownCodes.list(auth)]);
    const ownOf = new Map(own.map((row) => [row.codigo, row.codigoPropio]));
    return {
      nombre: list.nombre,
      rows: [
        ['codigo', 'cantidad', 'codigo_propio', 'nombre'],
        ...list.lineas.map((line) => [
          line.codigo,
          String(line.Cantidad),
          ownOf.get(line.codigo) ?? '',
          line.nombre,
        ]),
      ],
    };
  }
}

const forbiddenToManage = () => new AppError(403, 'forbidden', 'lists.ownerOnly');

/** A registered company's lists, moved to the code the ERP confirmed (erp/outbox/customer-link.ts). */
export function listsMover(lists: ListRepository): CustomerRowsMover {
  return {
    moveCustomerRows: (tx, provisional, erpCodigo) => lists.in(tx).moveCustomer(provisional, erpCodigo),
  };
}
