import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../build-sandbox.ts';
import { cleanUp, createTestSandbox, openSandbox, orderBody, tempDir } from '../testing/sandbox-fixture.ts';
import { DataDirLockedError } from '@portal/node-support/data-dir-lock';

afterEach(cleanUp);

const contact = {
  nombre: 'Obra',
  direccion: 'Carrer 1',
  codigoPostal: '08001',
  poblacion: 'Barcelona',
  pais: 'ES',
};

describe('durability', () => {
  it('finds every order, status, contact, customer and key count again after a restart on the same directory', async () => {
    const first = await createTestSandbox();
    await first.call('POST', '/api/orders', { body: orderBody({ portalCode: 'A' }), key: 'a' });
    await first.call('POST', '/api/orders', { body: orderBody({ portalCode: 'A' }), key: 'a' });
    await first.call('POST', '/api/orders', { body: orderBody({ portalCode: 'B' }), key: 'b' });
    await first.call('POST', '/api/orders/B/cancel');
    await first.call('POST', '/api/customers/C0002/contacts', { body: contact, key: 'c' });
    await first.call('POST', '/api/customers', {
      body: { razonSocial: 'Nova SL', cif: 'B99999999' },
      key: 'd',
    });
    await first.app.inject({ method: 'PUT', url: '/_sandbox/stock/MIG-3500-T', payload: { stock: 3 } });
    const drills = [
      [
        '/_sandbox/prices/MIG-3500-T',
        { precios: [{ idLista: 5, desdeUnidades: 1, precioNeto: '3000.00', precioSinDescuento: '3390.00' }] },
      ],
      ['/_sandbox/promotions/C0002', { promociones: [] }],
      ['/_sandbox/products/MIG-3500-T', { activo: false }],
      ['/_sandbox/customers/C0003', { activo: false }],
    ] as const;
    for (const [url, payload] of drills) {
      expect((await first.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(200);
    }
    const exported = async (sandbox: typeof first) =>
      Promise.all(
        ['prices', 'promotions', 'products', 'customers'].map(
          async (entity) => (await sandbox.call('GET', `/api/export/${entity}?size=1000`)).json().items,
        ),
      );
    const drilled = await exported(first);
    const before = (await first.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json();
    await first.app.close();

    const second = await createTestSandbox({ dataDir: first.dir, clock: first.clock.now });
    const after = (await second.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json();
    expect(after).toEqual(before);
    expect(
      after.items.map((o: { status: string; keyPresentations: number }) => [o.status, o.keyPresentations]),
    ).toEqual([
      ['accepted', 2],
      ['cancelled', 1],
    ]);
    expect((await second.call('GET', '/api/export/contacts?size=1000')).json().items).toContainEqual(
      expect.objectContaining({ erpContactId: 'C0002-002' }),
    );
    expect((await second.call('GET', '/api/export/customers')).json().items).toContainEqual(
      expect.objectContaining({ codigo: 'C0006' }),
    );
    expect((await second.call('GET', '/api/export/stock?size=1000')).json().items).toContainEqual(
      expect.objectContaining({ codigo: 'MIG-3500-T', stock: 3 }),
    );
    expect(await exported(second)).toEqual(drilled);
    expect(drilled[2]).toContainEqual(expect.objectContaining({ codigo: 'MIG-3500-T', activo: false }));

    // The restarted ERP still recognises the keys and continues the numbering.
    const replay = await second.call('POST', '/api/orders', {
      body: orderBody({ portalCode: 'A' }),
      key: 'a',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().erpNumber).toBe('PV0000001');
    const next = await second.call('POST', '/api/orders', {
      body: orderBody({ portalCode: 'C' }),
      key: 'c-order',
    });
    expect(next.json().erpNumber).toBe('PV0000003');
  });

  it('reads a journal whose last line was torn by a crash, and keeps appending after it', async () => {
    const first = await createTestSandbox();
    await first.call('POST', '/api/orders', { body: orderBody({ portalCode: 'A' }), key: 'a' });
    await first.call('POST', '/api/orders', { body: orderBody({ portalCode: 'B' }), key: 'b' });
    await first.app.close();
    const journal = path.join(first.dir, 'journal.jsonl');
    await appendFile(journal, '{"v":1,"at":1,"t":"order","key":"torn","order":{"portalCo');

    const second = await createTestSandbox({ dataDir: first.dir });
    expect((await second.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json().total).toBe(2);
    await second.call('POST', '/api/orders', { body: orderBody({ portalCode: 'C' }), key: 'c' });
    await second.app.close();

    const third = await createTestSandbox({ dataDir: first.dir });
    const orders = (await third.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json();
    expect(orders.items.map((o: { portalCode: string }) => o.portalCode)).toEqual(['A', 'B', 'C']);
    expect(await readFile(journal, 'utf8')).not.toContain('torn');
  });

  it('refuses a second sandbox on a directory in use, and takes over a lock left by a dead process', async () => {
    const first = await createTestSandbox();
    await expect(buildSandbox({ dataDir: first.dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.app.close();

    const dir = await tempDir();
    await writeFile(path.join(dir, 'sandbox.lock'), '2147483646');
    const taken = await openSandbox(await buildSandbox({ dataDir: dir }));
    expect((await taken.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('POST /_sandbox/reset', () => {
  it('is refused unless the sandbox allows it', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.app.inject({ method: 'POST', url: '/_sandbox/reset' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('reset_not_allowed');
  });

  it('forgets orders and keys, for good, and restores the start data', async () => {
    const first = await createTestSandbox({ allowReset: true });
    await first.call('POST', '/api/orders', { body: orderBody(), key: 'a' });
    await first.app.inject({ method: 'PUT', url: '/_sandbox/stock/MIG-3500-T', payload: { stock: 3 } });
    await first.app.inject({ method: 'PUT', url: '/_sandbox/products/MIG-3500-T', payload: { offer: true } });
    expect((await first.app.inject({ method: 'POST', url: '/_sandbox/reset' })).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json().total).toBe(0);
    const stock = (await first.call('GET', '/api/export/stock?size=1000')).json().items;
    expect(stock).toContainEqual(expect.objectContaining({ codigo: 'MIG-3500-T', stock: 5 }));
    const products = (await first.call('GET', '/api/export/products?size=1000')).json().items;
    expect(products).toContainEqual(expect.objectContaining({ codigo: 'MIG-3500-T', offer: false }));
    // The same key is new again after a reset.
    expect((await first.call('POST', '/api/orders', { body: orderBody(), key: 'a' })).statusCode).toBe(201);
    await first.app.close();

    const second = await createTestSandbox({ dataDir: first.dir });
    expect((await second.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json().total).toBe(1);
  });
});
