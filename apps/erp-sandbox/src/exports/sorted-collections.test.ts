import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../dataset/demo-dataset.ts';
import { applyRecord, createInitialState } from '../state/sandbox-state.ts';
import { pageOf } from './paging.ts';
import { SortedCollections } from './sorted-collections.ts';

const byCodigo = (p: { codigo: string }) => p.codigo;

describe('SortedCollections', () => {
  it('sorts a collection once and reuses it until the collection changes', () => {
    const state = createInitialState(buildDemoDataset());
    const sorted = new SortedCollections();
    const first = sorted.get(state, 'stock', byCodigo);
    expect(sorted.get(state, 'stock', byCodigo)).toBe(first);
    applyRecord(state, {
      v: 1,
      at: Date.parse('2026-06-01T00:00:00Z'),
      t: 'stock',
      codigo: 'TIP-M6-10',
      stock: 1,
    });
    const second = sorted.get(state, 'stock', byCodigo);
    expect(second).not.toBe(first);
    expect(second.items.find((s) => s.codigo === 'TIP-M6-10')).toMatchObject({ stock: 1 });
    expect(second.newest).toBe(Date.parse('2026-06-01T00:00:00Z'));
    // A reset gives a new state: never the old one's order.
    expect(sorted.get(createInitialState(buildDemoDataset()), 'stock', byCodigo)).not.toBe(second);
  });

  it('pages 100,000 items in key order, each exactly once, with and without updatedSince', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({
      codigo: `P${String((i * 7919) % 100_000).padStart(6, '0')}`,
      updatedAt: new Date(Date.parse('2026-01-01T00:00:00Z') + (i % 10) * 1000).toISOString(),
    }));
    const state = createInitialState({ ...buildDemoDataset({ generatedProducts: 1 }), stock: [] });
    for (const item of items) state.stock.set(item.codigo, { ...item, idAlmacen: '01', stock: 1 });
    state.revisions.stock += 1;
    const sorted = new SortedCollections();
    const read = (updatedSince?: string) => {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const body = pageOf(sorted.get(state, 'stock', byCodigo), { page, size: 1000, updatedSince });
        seen.push(...body.items.map(byCodigo));
        if (page * body.size >= body.total) return { seen, total: body.total, mark: body.nextUpdatedSince };
      }
    };
    const full = read();
    expect(full.total).toBe(100_000);
    expect(full.seen).toEqual([...full.seen].sort());
    expect(new Set(full.seen).size).toBe(100_000);
    const since = read('2026-01-01T00:00:08Z');
    expect(since.total).toBe(20_000);
    const late = items.filter((item) => item.updatedAt >= '2026-01-01T00:00:08.000Z').map(byCodigo);
    expect(since.seen).toEqual(late.sort());
    expect(since.mark).toBe('2026-01-01T00:00:09.000Z');
  });
});
