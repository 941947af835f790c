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
    for (let page = 1; page <= 20; page += 1) {
      const body = (await sandbox.call('GET', `/api/export/products?page=${page}&size=30`, { token })).json();
      total = body.total;
      if (body.items.length === 0) break;
      expect(body.items.length).toBeLessThanOrEqual(30);
      seen.push(...body.items.map((p: { codigo: string }) => p.codigo));
    }
    expect(total).toBe(412);
    expect(seen).toHaveLength(412);
    expect(new Set(seen).size).toBe(412);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by updatedSince (inclusive) and names the next mark', async () => {
    const sandbox = await createTestSandbox();
    const full = (await sandbox.call('GET', '/api/export/products')).json();
    expect(full.nextUpdatedSince).toBe(DATASET_LATE_CHANGE);

    // The products put on offer after the first load.
    const changed = (
      await sandbox.call('GET', `/api/export/products?updatedSince=${DATASET_LATE_CHANGE}&size=1000`)
    ).json();
    expect(changed.total).toBe(42);
    expect(changed.items).toHaveLength(42);
    expect(changed.items.every((p: { offer: boolean }) => p.offer)).toBe(true);
    const second = (
      await sandbox.call('GET', `/api/export/products?updatedSince=${DATASET_LATE_CHANGE}&page=2&size=40`)
    ).json();
    expect(second.items.map((p: { codigo: string }) => p.codigo)).toEqual(
      changed.items.slice(40).map((p: { codigo: string }) => p.codigo),
    );
    expect(second).toMatchObject({ total: 42, nextUpdatedSince: DATASET_LATE_CHANGE });

    const later = new Date(Date.parse(DATASET_LATE_CHANGE) + 1).toISOString();
    const nothing = (await sandbox.call('GET', `/api/export/products?updatedSince=${later}`)).json();
    expect(nothing).toMatchObject({ items: [], total: 0, nextUpdatedSince: later });

    const between = (
      await sandbox.call(
        'GET',
        `/api/export/products?updatedSince=${encodeURIComponent('2026-02-01T00:00:00+01:00')}`,
      )
    ).json();
    expect(between.total).toBe(42);
    expect(
      (await sandbox.call('GET', `/api/export/products?updatedSince=${DATASET_FIRST_LOAD}`)).json().total,
    ).toBe(412);
  });

  it('finds a stock change made after a sync, and only that', async () => {
    const sandbox = await createTestSandbox();
    const mark = (await sandbox.call('GET', '/api/export/stock')).json().nextUpdatedSince;
    sandbox.clock.advance(60);
    const changed = await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/stock/MIG-3500-T',
      payload: { stock: 7 },
    });
    expect(changed.json()).toMatchObject({ codigo: 'MIG-3500-T', stock: 7 });
    const since = new Date(Date.parse(mark) + 1).toISOString();
    const body = (await sandbox.call('GET', `/api/export/stock?updatedSince=${since}`)).json();
    expect(body.items).toEqual([
      {
        codigo: 'MIG-3500-T',
        idAlmacen: '01',
        stock: 7,
        updatedAt: new Date(sandbox.clock.ms).toISOString(),
      },
    ]);
  });

  it('exports every price line of a product, per tier list and quantity break', async () => {
    const sandbox = await createTestSandbox();
    const prices = (await sandbox.call('GET', '/api/export/prices?size=1000')).json().items;
    const wire = prices.find((p: { codigo: string }) => p.codigo === 'HC-SG2-10-15');
    expect(wire.precios).toContainEqual({
      idLista: 1,
      desdeUnidades: 1,
      precioNeto: '33.15',
      precioSinDescuento: '33.15',
    });
    expect(wire.precios).toContainEqual({
      idLista: 5,
      desdeUnidades: 40,
      precioNeto: '38.25',
      precioSinDescuento: '38.25',
    });
    expect(wire.precios).toHaveLength(12);
    expect(new Set(wire.precios.map((p: { idLista: number }) => p.idLista))).toEqual(new Set([1, 2, 5, 6]));
  });

  it('exports the filter attributes with their values, and each product names its values', async () => {
    const sandbox = await createTestSandbox();
    const attributes = (await sandbox.call('GET', '/api/export/attributes')).json().items;
    expect(attributes.map((a: { idAtributo: number; codigo: string }) => [a.idAtributo, a.codigo])).toEqual([
      [1, 'amperage'],
      [2, 'diameter'],
      [3, 'phase'],
      [4, 'quality'],
      [5, 'brand'],
      [6, 'range'],
      [7, 'standard'],
      [8, 'type'],
      [9, 'sparePartType'],
    ]);
    expect(attributes[2].valores[1]).toEqual({
      idValor: 3002,
      valor: '3~ 400 V',
      nombres: { ca: 'Trifàsic 400 V', es: 'Trifásico 400 V', en: 'Three phase 400 V' },
      orden: 2,
    });
    const products = (await sandbox.call('GET', '/api/export/products?size=1000')).json().items;
    const welder = products.find((p: { codigo: string }) => p.codigo === 'MIG-3500-T');
    expect(welder.atributos).toContain(3002);
    expect(welder.medias).toEqual([
      { url: '/media/products/MIG-3500-T.svg', tipo: 'image', orden: 0 },
      { url: '/media/products/MIG-3500-T.2.svg', tipo: 'image', orden: 1 },
    ]);
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
    expect(body.total).toBe(2500);
    expect(body.items).toHaveLength(500);
    const prices = (await sandbox.call('GET', '/api/export/prices?page=3&size=1000')).json();
    expect(prices.items.map((p: { codigo: string }) => p.codigo)).toEqual(
      body.items.map((p: { codigo: string }) => p.codigo),
    );
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
