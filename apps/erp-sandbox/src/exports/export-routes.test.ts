import { afterEach, describe, expect, it } from 'vitest';
import { DATASET_FIRST_LOAD, DATASET_LATE_CHANGE } from '../dataset/demo-dataset.ts';
import { cleanUp, createTestSandbox, orderBody } from '../testing/sandbox-fixture.ts';
import { EXPORT_ENTITIES } from './export-routes.ts';

afterEach(cleanUp);

describe('GET /api/export/*', () => {
  it.each(EXPORT_ENTITIES)('answers a page for %s', async (entity) => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('GET', `/api/export/${entity}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      items: expect.any(Array),
      page: 1,
      size: 100,
      total: expect.any(Number),
    });
  });

  it('pages through every product exactly once, in codigo order', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    const seen: string[] = [];
    let total = 0;
    for (let page = 1; page <= 10; page += 1) {
      const body = (await sandbox.call('GET', `/api/export/products?page=${page}&size=4`, { token })).json();
      total = body.total;
      if (body.items.length === 0) break;
      expect(body.items.length).toBeLessThanOrEqual(4);
      seen.push(...body.items.map((p: { codigo: string }) => p.codigo));
    }
    expect(total).toBe(15);
    expect(seen).toHaveLength(15);
    expect(seen).toEqual([...seen].sort());
  });

  it('filters by updatedSince (inclusive) and names the next mark', async () => {
    const sandbox = await createTestSandbox();
    const full = (await sandbox.call('GET', '/api/export/products')).json();
    expect(full.nextUpdatedSince).toBe(DATASET_LATE_CHANGE);

    const changed = (
      await sandbox.call('GET', `/api/export/products?updatedSince=${DATASET_LATE_CHANGE}`)
    ).json();
    expect(changed.items.map((p: { codigo: string }) => p.codigo)).toEqual([
      'AC-ANT-MB25',
      'CO-HIL-SG2-10',
      'EQ-MIG-350',
    ]);
    expect(changed.total).toBe(3);

    const later = new Date(Date.parse(DATASET_LATE_CHANGE) + 1).toISOString();
    const nothing = (await sandbox.call('GET', `/api/export/products?updatedSince=${later}`)).json();
    expect(nothing).toMatchObject({ items: [], total: 0, nextUpdatedSince: later });

    const between = (
      await sandbox.call(
        'GET',
        `/api/export/products?updatedSince=${encodeURIComponent('2026-02-01T00:00:00+01:00')}`,
      )
    ).json();
    expect(between.total).toBe(3);
    expect(
      (await sandbox.call('GET', `/api/export/products?updatedSince=${DATASET_FIRST_LOAD}`)).json().total,
    ).toBe(15);
  });

  it('finds a stock change made after a sync, and only that', async () => {
    const sandbox = await createTestSandbox();
    const mark = (await sandbox.call('GET', '/api/export/stock')).json().nextUpdatedSince;
    sandbox.clock.advance(60);
    const changed = await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/stock/EQ-TIG-220',
      payload: { stock: 7 },
    });
    expect(changed.json()).toMatchObject({ codigo: 'EQ-TIG-220', stock: 7 });
    const since = new Date(Date.parse(mark) + 1).toISOString();
    const body = (await sandbox.call('GET', `/api/export/stock?updatedSince=${since}`)).json();
    expect(body.items).toEqual([
      {
        codigo: 'EQ-TIG-220',
        idAlmacen: '01',
        stock: 7,
        updatedAt: new Date(sandbox.clock.ms).toISOString(),
      },
    ]);
  });

  it('exports every price line of a product, per tier list, with quantity breaks for consumables', async () => {
    const sandbox = await createTestSandbox();
    const prices = (await sandbox.call('GET', '/api/export/prices?size=1000')).json().items;
    const wire = prices.find((p: { codigo: string }) => p.codigo === 'CO-HIL-SG2-10');
    expect(wire.precios).toContainEqual({
      idLista: 1,
      desdeUnidades: 1,
      precioNeto: '36.98',
      precioSinDescuento: '43.50',
    });
    expect(wire.precios).toContainEqual({
      idLista: 1,
      desdeUnidades: 50,
      precioNeto: '35.13',
      precioSinDescuento: '43.50',
    });
    expect(new Set(wire.precios.map((p: { idLista: number }) => p.idLista))).toEqual(new Set([1, 2, 5, 6]));
  });

  it('exports order statuses as they change', async () => {
    const sandbox = await createTestSandbox({ switches: { prepareAfterSeconds: 60 } });
    await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k' });
    const mark = (await sandbox.call('GET', '/api/export/orders')).json().nextUpdatedSince;
    sandbox.clock.advance(61);
    const body = (
      await sandbox.call(
        'GET',
        `/api/export/orders?updatedSince=${new Date(Date.parse(mark) + 1).toISOString()}`,
      )
    ).json();
    expect(body.items).toEqual([
      expect.objectContaining({
        portalCode: 'WEB-000001',
        status: 'in_preparation',
        customerCodigo: 'C0001',
      }),
    ]);
  });

  it('pages the generated volume catalogue', async () => {
    const sandbox = await createTestSandbox({ generatedProducts: 2500 });
    const body = (await sandbox.call('GET', '/api/export/products?page=3&size=1000')).json();
    expect(body.total).toBe(2515);
    expect(body.items).toHaveLength(515);
  });

  it.each(['page=0', 'size=1001', 'size=abc', 'updatedSince=yesterday'])(
    'answers 400 for %s',
    async (query) => {
      const sandbox = await createTestSandbox();
      const response = await sandbox.call('GET', `/api/export/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    },
  );
});
