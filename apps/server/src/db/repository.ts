// What every repository shares: the database (or transaction) its queries run on, and a way to run
// the same repository inside a transaction. Repositories are built once by the composition root
// with the root's database; a service that opens a transaction hands it over with `in(tx)`.
import type { DbOrTx } from './client.ts';

export abstract class Repository {
  constructor(protected readonly db: DbOrTx) {}

  /**
   * This repository working on `tx`. Only the database is carried over: the statements a
   * repository prepares lazily belong to the connection they were prepared on, so the copy
   * prepares its own inside the transaction.
   */
  in(tx: DbOrTx): this {
    if (tx === this.db) return this;
    const bound = Object.create(Object.getPrototypeOf(this) as object) as this;
    Object.defineProperty(bound, 'db', { value: tx, enumerable: true });
    return bound;
  }
}
