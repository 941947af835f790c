// The rules of the parameters administration: one row per key (the value checks of known keys
// are in the body schema, shared with the form).
import type { CreateParam, Param, ParamListQuery, UpdateParam } from '@portal/domain/admin-params';
import type { Page } from '@portal/domain/api';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { uniqueOr } from '../admin-shared/db-errors.ts';
import { pageOf } from '../admin-shared/paging.ts';
import { changedFields, recordChange } from '../change-log/change-log.ts';
import type { AdminParamRepository } from './admin-param-repository.ts';

const TABLE = 'params';
const duplicate = () => conflict('admin.params.alreadyExists');

export class AdminParamService {
  constructor(
    private readonly db: Db,
    private readonly params: AdminParamRepository,
  ) {}

  async list(query: ParamListQuery): Promise<Page<Param>> {
    const { rows, total } = await this.params.page(query);
    return pageOf(rows, total, query);
  }

  async create(input: CreateParam, actor: number): Promise<Param> {
    return this.db.transaction(async (tx) => {
      const repo = this.params.in(tx);
      if (await repo.keyTaken(input.clau)) throw duplicate();
      const created = await uniqueOr(() => repo.insert(input), duplicate);
      const detall = { clau: created.clau, valor: created.valor };
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'INSERT',
        idRegistre: created.idParam,
        idUsuari: actor,
        detall,
      });
      return created;
    });
  }

  async update(input: UpdateParam, actor: number): Promise<Param> {
    return this.db.transaction(async (tx) => {
      const repo = this.params.in(tx);
      const before = await repo.findById(input.idParam);
      if (!before) throw notFound();
      if (await repo.keyTaken(input.clau, input.idParam)) throw duplicate();
      const after = await uniqueOr(() => repo.update(input), duplicate);
      const detall = changedFields(before, after);
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'UPDATE',
        idRegistre: input.idParam,
        idUsuari: actor,
        detall,
      });
      return after;
    });
  }

  async remove(idParam: number, actor: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = this.params.in(tx);
      const before = await repo.findById(idParam);
      if (!before) throw notFound();
      await repo.delete(idParam);
      const detall = { clau: before.clau, valor: before.valor };
      await recordChange(tx, { taula: TABLE, tipus: 'DELETE', idRegistre: idParam, idUsuari: actor, detall });
    });
  }

  /**
   * The value of a key, for the modules that read a parameter (null when the key is absent); on
   * `db` when it is a transaction the caller holds, whose connection is the one it may use.
   */
  async valueOf(clau: string, db: DbOrTx = this.db): Promise<string | null> {
    return (await this.params.in(db).findByKey(clau))?.valor ?? null;
  }

  /** The values of several keys at once (null for a key that is absent), read in one statement. */
  async valuesOf<K extends string>(claus: readonly K[]): Promise<Record<K, string | null>> {
    const found = await this.params.valuesByKeys([...claus]);
    return Object.fromEntries(claus.map((clau) => [clau, found.get(clau) ?? null])) as Record<
      K,
      string | null
    >;
  }

  /** Sets a key's value from another screen (the sync schedule), with its change-log entry. */
  async setValue(clau: string, valor: string, actor: number): Promise<void> {
    const existing = await this.params.findByKey(clau);
    if (existing) await this.update({ ...existing, valor }, actor);
    else await this.create({ clau, valor }, actor);
  }
}
