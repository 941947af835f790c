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

describe('PUT /api/customers/{codigo}', () => {
  const changes = {
    razonSocial: 'Soldadures Montseny SA',
    cif: 'b-61234563',
    telefono: '+34 938 000 111',
    direccion: 'Carrer Nou 8',
    codigoPostal: '08401',
    poblacion: 'Granollers',
    provincia: 'Barcelona',
    ciudad: 'Granollers',
    pais: 'ES',
    entidadBancaria: 'ES9121000418450200051332',
  };

  it('changes the company data once per key, keeps the ERP’s own fields, and exports the change', async () => {
    const sandbox = await createTestSandbox();
    const before = (await sandbox.call('GET', '/api/export/customers?size=1000'))
      .json()
      .items.find((item: { codigo: string }) => item.codigo === 'C0001');
    sandbox.clock.advance(60);
    const since = new Date(sandbox.clock.ms).toISOString();
    // The ERP's own fields in the body are not the customer's to change: ignored.
    const body = { ...changes, idLista: 6, formaPago: 3, cuentaContable: '430999999' };
    const first = await sandbox.call('PUT', '/api/customers/C0001', { body, key: 'customer-update-C0001-1' });
    const replay = await sandbox.call('PUT', '/api/customers/C0001', {
      body,
      key: 'customer-update-C0001-1',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ codigo: 'C0001' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const exported = (await sandbox.call('GET', `/api/export/customers?updatedSince=${since}`)).json();
    expect(exported.items).toEqual([
      {
        ...before,
        ...changes,
        cif: 'B61234563',
        updatedAt: since,
      },
    ]);
    expect(exported.items[0]).toMatchObject({
      idLista: before.idLista,
      formaPago: before.formaPago,
      cuentaContable: before.cuentaContable,
      diaPago: before.diaPago,
    });
  });

  it('takes the payment day the customer asks for, leaves it when absent and clears it with null', async () => {
    const sandbox = await createTestSandbox();
    const customer = async () =>
      (await sandbox.call('GET', '/api/export/customers?size=1000'))
        .json()
        .items.find((item: { codigo: string }) => item.codigo === 'C0002');
    await sandbox.call('PUT', '/api/customers/C0002', { body: { ...changes, diaPago: 25 }, key: 'd1' });
    expect((await customer()).diaPago).toBe(25);
    await sandbox.call('PUT', '/api/customers/C0002', { body: changes, key: 'd2' });
    expect((await customer()).diaPago).toBe(25);
    await sandbox.call('PUT', '/api/customers/C0002', { body: { ...changes, diaPago: null }, key: 'd3' });
    expect((await customer()).diaPago).toBeNull();
    const refused = await sandbox.call('PUT', '/api/customers/C0002', {
      body: { ...changes, diaPago: 40 },
      key: 'd4',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('leaves the bank account as it is when the body has none, and clears it with null', async () => {
    const sandbox = await createTestSandbox();
    const { entidadBancaria: _absent, ...withoutIban } = changes;
    await sandbox.call('PUT', '/api/customers/C0002', { body: changes, key: 'u1' });
    await sandbox.call('PUT', '/api/customers/C0002', { body: withoutIban, key: 'u2' });
    const customer = async () =>
      (await sandbox.call('GET', '/api/export/customers?size=1000'))
        .json()
        .items.find((item: { codigo: string }) => item.codigo === 'C0002');
    expect((await customer()).entidadBancaria).toBe(changes.entidadBancaria);
    await sandbox.call('PUT', '/api/customers/C0002', {
      body: { ...changes, entidadBancaria: null },
      key: 'u3',
    });
    expect((await customer()).entidadBancaria).toBeNull();
  });

  it('keeps the change across a restart (journalled)', async () => {
    const first = await createTestSandbox();
    await first.call('PUT', '/api/customers/C0003', { body: changes, key: 'persisted' });
    await first.app.close();
    const again = await createTestSandbox({ dataDir: first.dir });
    const customer = (await again.call('GET', '/api/export/customers?size=1000'))
      .json()
      .items.find((item: { codigo: string }) => item.codigo === 'C0003');
    expect(customer).toMatchObject({ razonSocial: changes.razonSocial, direccion: 'Carrer Nou 8' });
    const replay = await again.call('PUT', '/api/customers/C0003', { body: changes, key: 'persisted' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 404 for an unknown customer, 422 for an unknown country, 409 for a key reused elsewhere', async () => {
    const sandbox = await createTestSandbox();
    expect((await sandbox.call('PUT', '/api/customers/C9999', { body: changes, key: 'a' })).statusCode).toBe(
      404,
    );
    const country = await sandbox.call('PUT', '/api/customers/C0001', {
      body: { ...changes, pais: 'ZZ' },
      key: 'b',
    });
    expect(country.statusCode).toBe(422);
    expect(country.json().error).toBe('unknown_country');
    await sandbox.call('PUT', '/api/customers/C0001', { body: changes, key: 'c' });
    const reused = await sandbox.call('PUT', '/api/customers/C0002', { body: changes, key: 'c' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('idempotency_key_reused');
    expect((await sandbox.call('PUT', '/api/customers/C0001', { body: changes })).statusCode).toBe(400);
  });
});
