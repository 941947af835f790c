import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox, orderBody } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

const contact = {
  nombre: 'Obra Tarragona',
  direccion: 'Polígon Riu Clar, carrer del Coure 3',
  codigoPostal: '43006',
  poblacion: 'Tarragona',
  provincia: 'Tarragona',
  pais: 'ES',
};

const customer = {
  razonSocial: 'Soldaduras del Ebro SL',
  cif: 'B-43123456',
  email: 'compras@ebro.example',
  direccion: 'Carrer del Port 4',
  codigoPostal: '43870',
  poblacion: 'Amposta',
  provincia: 'Tarragona',
  pais: 'ES',
  formaPago: 2,
  idLista: 2,
};

describe('POST /api/customers/{codigo}/contacts', () => {
  it('creates a contact once per key and shows it in the contact export', async () => {
    const sandbox = await createTestSandbox();
    const first = await sandbox.call('POST', '/api/customers/C0001/contacts', {
      body: contact,
      key: 'contact-1',
    });
    const replay = await sandbox.call('POST', '/api/customers/C0001/contacts', {
      body: contact,
      key: 'contact-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ erpContactId: 'C0001-003' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const since = new Date(sandbox.clock.ms).toISOString();
    const exported = (await sandbox.call('GET', `/api/export/contacts?updatedSince=${since}`)).json();
    expect(exported.total).toBe(1);
    expect(exported.items[0]).toMatchObject({
      erpContactId: 'C0001-003',
      codigoCliente: 'C0001',
      nombre: 'Obra Tarragona',
      activo: true,
    });
  });

  it('answers 409 for the same key on another customer (a different request)', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/customers/C0001/contacts', { body: contact, key: 'contact-1' });
    expect(
      (await sandbox.call('POST', '/api/customers/C0002/contacts', { body: contact, key: 'contact-1' }))
        .statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown customer, 422 for an unknown country, 400 without a key', async () => {
    const sandbox = await createTestSandbox();
    expect(
      (await sandbox.call('POST', '/api/customers/C9999/contacts', { body: contact, key: 'a' })).statusCode,
    ).toBe(404);
    const country = await sandbox.call('POST', '/api/customers/C0001/contacts', {
      body: { ...contact, pais: 'ZZ' },
      key: 'b',
    });
    expect(country.statusCode).toBe(422);
    expect(country.json().error).toBe('unknown_country');
    expect((await sandbox.call('POST', '/api/customers/C0001/contacts', { body: contact })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/customers', () => {
  it('creates a customer with the next codigo, once per key, and takes orders for it', async () => {
    const sandbox = await createTestSandbox();
    const first = await sandbox.call('POST', '/api/customers', { body: customer, key: 'customer-1' });
    const replay = await sandbox.call('POST', '/api/customers', { body: customer, key: 'customer-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ codigo: 'C0006' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ codigo: 'C0006' });

    const exported = (
      await sandbox.call(
        'GET',
        `/api/export/customers?updatedSince=${new Date(sandbox.clock.ms).toISOString()}`,
      )
    ).json();
    expect(exported.items).toEqual([
      expect.objectContaining({ codigo: 'C0006', cif: 'B43123456', idLista: 2, activo: true }),
    ]);

    const order = await sandbox.call('POST', '/api/orders', {
      body: orderBody({ customerCodigo: 'C0006' }),
      key: 'order-for-new',
    });
    expect(order.statusCode).toBe(201);
  });

  it('answers 409 customer_exists for a CIF the ERP already has, under a new key', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('POST', '/api/customers', {
      body: { ...customer, cif: 'b 61234563' },
      key: 'dup',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'customer_exists', codigo: 'C0001' });
  });

  it('answers 422 for an unknown payment method and 400 for a missing razonSocial', async () => {
    const sandbox = await createTestSandbox();
    expect(
      (await sandbox.call('POST', '/api/customers', { body: { ...customer, formaPago: 9 }, key: 'a' })).json()
        .error,
    ).toBe('unknown_payment_method');
    const { razonSocial: _omitted, ...incomplete } = customer;
    expect((await sandbox.call('POST', '/api/customers', { body: incomplete, key: 'b' })).statusCode).toBe(
      400,
    );
  });
});
