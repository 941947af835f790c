import { afterEach, describe, expect, it } from 'vitest';
import { type TestSandbox, cleanUp, createTestSandbox } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

const put = (sandbox: TestSandbox, url: string, payload: unknown) =>
  sandbox.app.inject({ method: 'PUT', url, payload: payload as object });

/** The items an incremental export finds after the mark of a full one taken before the drill. */
async function changedSince(sandbox: TestSandbox, entity: string, mark: string) {
  const since = new Date(Date.parse(mark) + 1).toISOString();
  return (await sandbox.call('GET', `/api/export/${entity}?updatedSince=${since}&size=1000`)).json().items;
}

async function markOf(sandbox: TestSandbox, entity: string): Promise<string> {
  return (await sandbox.call('GET', `/api/export/${entity}`)).json().nextUpdatedSince;
}

describe('PUT /_sandbox/prices/{codigo}', () => {
  const precios = [
    { idLista: 1, desdeUnidades: 1, precioNeto: '30.00', precioSinDescuento: '33.15' },
    { idLista: 5, desdeUnidades: 1, precioNeto: '42.50', precioSinDescuento: '42.50' },
  ];

  it("replaces the product's price set and stamps it with the sandbox's now", async () => {
    const sandbox = await createTestSandbox();
    const mark = await markOf(sandbox, 'prices');
    sandbox.clock.advance(60);
    const response = await put(sandbox, '/_sandbox/prices/HC-SG2-10-15', { precios });
    expect(response.statusCode).toBe(200);
    const expected = { codigo: 'HC-SG2-10-15', precios, updatedAt: new Date(sandbox.clock.ms).toISOString() };
    expect(response.json()).toEqual(expected);
    expect(await changedSince(sandbox, 'prices', mark)).toEqual([expected]);
  });

  it.each([
    { precios: [{ ...precios[0], precioNeto: '30,00' }] },
    { precios: [{ ...precios[0], desdeUnidades: 0 }] },
    { precios: [precios[0], precios[0]] },
    { precios: [{ ...precios[0], extra: 1 }] },
    {},
  ])('refuses %o with 400', async (payload) => {
    const sandbox = await createTestSandbox();
    const response = await put(sandbox, '/_sandbox/prices/HC-SG2-10-15', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });

  it('answers 404 for an unknown product', async () => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/prices/NOPE', { precios })).statusCode).toBe(404);
  });
});

describe('PUT /_sandbox/promotions/{codigoCliente}', () => {
  const promociones = [{ IdArticulo: 'TIP-M6-10', CantidadRequerida: 50, ValorPromocion: '0.10' }];

  it("replaces the customer's promotions and stamps them", async () => {
    const sandbox = await createTestSandbox();
    const mark = await markOf(sandbox, 'promotions');
    sandbox.clock.advance(60);
    const response = await put(sandbox, '/_sandbox/promotions/C0005', { promociones });
    expect(response.statusCode).toBe(200);
    expect(await changedSince(sandbox, 'promotions', mark)).toEqual([
      { codigoCliente: 'C0005', promociones, updatedAt: new Date(sandbox.clock.ms).toISOString() },
    ]);
    // An empty list removes them all.
    await put(sandbox, '/_sandbox/promotions/C0001', { promociones: [] });
    const all = (await sandbox.call('GET', '/api/export/promotions')).json().items;
    expect(all.find((p: { codigoCliente: string }) => p.codigoCliente === 'C0001').promociones).toEqual([]);
  });

  it.each([
    { promociones: [{ ...promociones[0], ValorPromocion: '-1.00' }] },
    { promociones: [{ ...promociones[0], ValorPromocion: 0.1 }] },
    { promociones: [{ ...promociones[0], CantidadRequerida: 0 }] },
    { promociones: 'none' },
  ])('refuses %o with 400', async (payload) => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/promotions/C0001', payload)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown customer', async () => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/promotions/C9999', { promociones })).statusCode).toBe(404);
  });
});

describe('PUT /_sandbox/products/{codigo}', () => {
  it('changes only the fields sent and stamps the product', async () => {
    const sandbox = await createTestSandbox();
    const before = (await sandbox.call('GET', '/api/export/products?size=1000')).json().items;
    const mark = await markOf(sandbox, 'products');
    sandbox.clock.advance(60);
    const changes = {
      activo: false,
      nombre: 'Hilo SG2 retirado',
      nombres: { es: 'Hilo SG2 retirado' },
      offer: true,
    };
    const response = await put(sandbox, '/_sandbox/products/HC-SG2-10-15', changes);
    expect(response.statusCode).toBe(200);
    const original = before.find((p: { codigo: string }) => p.codigo === 'HC-SG2-10-15');
    expect(await changedSince(sandbox, 'products', mark)).toEqual([
      { ...original, ...changes, updatedAt: new Date(sandbox.clock.ms).toISOString() },
    ]);
  });

  it.each([{}, { activo: 'no' }, { nombre: '' }, { stock: 3 }, { nombres: { fr: 'Fil' } }])(
    'refuses %o with 400',
    async (payload) => {
      const sandbox = await createTestSandbox();
      expect((await put(sandbox, '/_sandbox/products/HC-SG2-10-15', payload)).statusCode).toBe(400);
    },
  );

  it('answers 404 for an unknown product', async () => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/products/NOPE', { activo: false })).statusCode).toBe(404);
  });
});

describe('PUT /_sandbox/customers/{codigo}', () => {
  it('deactivates a customer and stamps it', async () => {
    const sandbox = await createTestSandbox();
    const mark = await markOf(sandbox, 'customers');
    sandbox.clock.advance(60);
    const response = await put(sandbox, '/_sandbox/customers/C0002', { activo: false });
    expect(response.statusCode).toBe(200);
    expect(await changedSince(sandbox, 'customers', mark)).toEqual([
      expect.objectContaining({
        codigo: 'C0002',
        activo: false,
        updatedAt: new Date(sandbox.clock.ms).toISOString(),
      }),
    ]);
  });

  it.each([{}, { activo: 1 }, { activo: true, razonSocial: 'X' }])('refuses %o with 400', async (payload) => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/customers/C0002', payload)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown customer', async () => {
    const sandbox = await createTestSandbox();
    expect((await put(sandbox, '/_sandbox/customers/C9999', { activo: false })).statusCode).toBe(404);
  });
});
