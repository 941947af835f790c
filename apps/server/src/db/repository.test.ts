// A repository in a transaction: the same queries on the transaction, and none of the statements
// the root's repository prepared on its own connection.
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { Repository } from './repository.ts';

class Counters extends Repository {
  private prepared: { on: DbOrTx } | undefined;

  statement() {
    this.prepared ??= { on: this.db };
    return this.prepared;
  }

  database() {
    return this.db;
  }
}

const root = { name: 'root' } as unknown as DbOrTx;
const tx = { name: 'tx' } as unknown as DbOrTx;

describe('Repository.in', () => {
  it('should run the same repository on the transaction, leaving the root one as it was', () => {
    const counters = new Counters(root);
    const inTx = counters.in(tx);
    expect(inTx).toBeInstanceOf(Counters);
    expect(inTx.database()).toBe(tx);
    expect(counters.database()).toBe(root);
  });

  it('should not carry a statement prepared on the root connection into the transaction', () => {
    const counters = new Counters(root);
    expect(counters.statement().on).toBe(root);
    expect(counters.in(tx).statement().on).toBe(tx);
    expect(counters.statement().on).toBe(root);
  });

  it('should answer itself when asked for the database it already works on', () => {
    const counters = new Counters(root);
    expect(counters.in(root)).toBe(counters);
  });
});
