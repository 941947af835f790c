// Product pictures: `GET /media/products/:file` draws an SVG from the product's data, public and
// cacheable, and answers the error contract for anything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atributoValores, medias } from '../../src/db/schema/index.ts';
import { attributeId } from '@portal/erp-sandbox/dataset/catalogue/attributes';
import { escapeXml } from '../../src/modules/media/svg.ts';
import { databaseKinds } from '../support/databases.ts';
import { fillDemoCatalogue } from '../support/demo-catalogue.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('product pictures on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await fillDemoCatalogue(ctx.testDb.database.db);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('draws a known product as SVG without a login, with its brand and code, cacheable', async () => {
    const response = await get('/media/products/MIG-3500-T.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body.endsWith('</svg>')).toBe(true);
    expect(response.body).toContain('>Arcvolt</text>');
    expect(response.body).toContain('>MIG-3500-T</text>');
    expect(response.body).toContain('>350</text>');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 to a request that already has the picture', async () => {
    const first = await get('/media/products/HC-SG2-10-15.svg');
    const again = await get('/media/products/HC-SG2-10-15.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/media/products/HC-SG2-10-15.svg', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('draws a machine’s rating plate as its second picture, and only for machines', async () => {
    const plate = await get('/media/products/MIG-3500-T.2.svg');
    expect(plate.statusCode).toBe(200);
    expect(plate.body).toContain('I2 max 350 A');
    expect(plate.body).toContain('U1 3~ 400 V');
    expect((await get('/media/products/HC-SG2-10-15.2.svg')).statusCode).toBe(404);
  });

  it('answers every picture the catalogue links to, each a complete drawing', async () => {
    const urls = await ctx.testDb.database.db.select({ url: medias.url }).from(medias);
    expect(urls.length).toBeGreaterThan(300);
    for (const { url } of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/undefined|NaN|null/);
      expect(response.body.endsWith('</svg>'), url).toBe(true);
    }
  });

  it('answers 404 with the error contract for an unknown product, in the request language', async () => {
    const response = await get('/media/products/NO-SUCH-PRODUCT.svg', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toEqual({
      error: 'not_found',
      missatge: 'errors.notFound',
      error_description: 'The resource was not found.',
    });
  });

  it('refuses path tricks with 400 or 404 and never serves a file', async () => {
    for (const url of [
      '/media/products/..%2F..%2Fpackage.json',
      '/media/products/..%2F..%2Fetc%2Fpasswd.svg',
      '/media/products/%2e%2e%2f%2e%2e%2fetc%2fpasswd.svg',
      '/media/products/../../package.json',
      '/media/products/MIG-3500-T.svg%00.png',
      '/media/products/MIG-3500-T%2F.svg',
      '/media/products/..svg',
      '/media/products/%2e%2e.svg',
      '/media/products/MIG 3500.svg',
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(json(response).error, url).toMatch(/^(invalid_request|not_found)$/);
    }
    const invalid = await get('/media/products/..%2F..%2Fetc%2Fpasswd.svg');
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).missatge).toBe('errors.validation');
  });

  it('escapes every product text it prints', async () => {
    const idValor = attributeId('brand') * 1000 + 999;
    const brand = '<b>"Evil" & Sons</b>';
    await ctx.testDb.database.db
      .insert(atributoValores)
      .values({ idValor, idAtributo: attributeId('brand'), valor: brand });
    const nombre = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    await ctx.factories.product({ codigo: 'ESC-1', nombre, tipo: 'equipment', valueIds: [idValor] });
    const response = await get('/media/products/ESC-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<b>');
    expect(response.body).toContain(escapeXml(nombre));
    expect(response.body).toContain(escapeXml(brand));
    expect(escapeXml('a<b>&"\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  it('draws a product the ERP filed outside the demo families by its kind', async () => {
    await ctx.factories.product({ codigo: 'ERP-ONLY-1', tipo: 'service', nombre: 'Servicio externo' });
    const response = await get('/media/products/ERP-ONLY-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>ERP-ONLY-1</text>');
  });
});
