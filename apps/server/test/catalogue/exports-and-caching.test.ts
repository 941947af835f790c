// Exports and caching: the order history's CSVs, by order and by line, are safe to open in a
// spreadsheet (a cell that would run as a formula is neutralised), and no API answer is kept by a browser's or a proxy's
// cache. Every authenticated GET route is checked for the header in authorization-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, type TestContext } from '../support/test-app.ts';

/** One CSV line's fields: `;`-separated, `"`-quoted with `""` for a quote (RFC 4180). */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

describe.each(databaseKinds())('exports and caching on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'CSV-1',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '100.00' }],
    });
    await ctx.factories.product({
      codigo: 'CSV-2',
      nombre: '=HYPERLINK("http://x.io","y")',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '100.00' }],
    });
  });
  afterAll(() => ctx.close());

  async function buyer() {
    const customer = await ctx.factories.customer({ formaPago: 2 });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'Taller',
        direccion: 'Carrer 1',
        codigoPostal: '08001',
        poblacion: 'Barcelona',
        pais: 'ES',
      })
      .returning();
    return { customer, token: session.token, idContacto: contact!.id };
  }

  it("neutralises a reference that would run as a formula in the history's CSV", async () => {
    const { customer, token, idContacto } = await buyer();
    const references = ['=HYPERLINK("http://x.io","y")', '@SUM(1+1)', "+cmd|' /C calc'!A0", '-1+1', 'PO-17'];
    for (const [i, referencia] of references.entries()) {
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pedidos/add',
        headers: bearer(token, { 'idempotency-key': `csv-injection-${i}` }),
        payload: {
          lineasPedido: [{ codigo: 'CSV-1', Cantidad: 2 }],
          idContacto,
          referencia,
          acceptedConditions: true,
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const response = await ctx.app.inject({
      url: `/api/v1/pedidos/cliente/csv/${customer.codigo}`,
      headers: bearer(token, { 'accept-language': 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const referenceColumn = lines[0]!.split(';').indexOf('Reference');
    expect(referenceColumn).toBeGreaterThan(-1);
    const cells = lines.slice(1).map(parseCsvLine);
    const written = cells.map((row) => row[referenceColumn]).sort();
    expect(written).toEqual(
      ["'+cmd|' /C calc'!A0", "'-1+1", '\'=HYPERLINK("http://x.io","y")', "'@SUM(1+1)", 'PO-17'].sort(),
    );
    // Amounts stay numbers a spreadsheet can add up.
    for (const row of cells) expect(row.at(-1)).toMatch(/^\d[\d.]*,\d\d$/);
  });

  it('neutralises an own code and a product name that would run as a formula in the CSV by line', async () => {
    const { customer, token, idContacto } = await buyer();
    const ownCode = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/codis-propis/CSV-1',
      headers: bearer(token),
      payload: { codigoPropio: '@SUM(1+1)' },
    });
    expect(ownCode.statusCode, ownCode.body).toBe(200);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pedidos/add',
      headers: bearer(token, { 'idempotency-key': 'csv-injection-lines' }),
      payload: {
        lineasPedido: [
          { codigo: 'CSV-1', Cantidad: 1 },
          { codigo: 'CSV-2', Cantidad: 1 },
        ],
        idContacto,
        acceptedConditions: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const response = await ctx.app.inject({
      url: `/api/v1/pedidos/cliente/csv/${customer.codigo}?detall=linies`,
      headers: bearer(token, { 'accept-language': 'en' }),
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map(parseCsvLine);
    const cellsOf = (name: string) => rows.map((row) => row[header!.indexOf(name)]);
    expect(cellsOf('Code')).toEqual(['CSV-1', 'CSV-2']);
    expect(cellsOf('Own code')).toEqual(["'@SUM(1+1)", '']);
    expect(cellsOf('Product')).toEqual(['Product CSV-1', '\'=HYPERLINK("http://x.io","y")']);
    for (const row of rows) expect(row.at(-1)).toBe('100,00');
  });

  it('answers the session user, the contacts and a refusal with Cache-Control: no-store', async () => {
    const { token } = await buyer();
    for (const url of ['/api/v1/usuaris/self', '/api/v1/cliente/contactos']) {
      const response = await ctx.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await ctx.app.inject({ url: '/api/v1/usuaris/self' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A product's picture is the same for everyone and keeps its week of caching.
    const picture = await ctx.app.inject({ url: '/media/products/CSV-1.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).not.toContain('no-store');
  });
});
