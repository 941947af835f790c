// The built web app as the server sends it: the brotli or gzip copy the build made beside each
// file, chosen by the request's Accept-Encoding (and the file itself otherwise), always with
// `Vary: Accept-Encoding`; hashed assets cached for good, index.html (also as the answer to every
// screen's address) revalidated on every visit, and the prerendered login screen (login.html) at
// the login screen's addresses only.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
const page = `<!doctype html><html lang="ca"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
const loginPage = page.replace('<div id="root"></div>', '<div id="root"><form>…</form></div>');

/** Writes a file with the copies the build makes (apps/web/build/precompress.ts). */
async function writeWithCopies(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body).toString();
    case 'gzip':
      return gunzipSync(body).toString();
    default:
      return body.toString();
  }
}

function varies(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((value) => value.trim());
}

describe.each(databaseKinds())('the web app on %s', (kind) => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeWithCopies(path.join(webDir, 'index.html'), page);
    await writeWithCopies(path.join(webDir, 'login.html'), loginPage);
    await writeWithCopies(path.join(webDir, 'assets', 'index-abc123.js'), script);
    // A file too small for the build to compress has no copies.
    await writeFile(path.join(webDir, 'assets', 'tiny-def456.js'), 'export {};\n');
    ctx = await createTestApp(kind, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset in brotli to a browser that accepts it, cached for good', async () => {
    for (const accepted of ['br', CHROMIUM_ENCODINGS]) {
      const response = await get('/assets/index-abc123.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(response)).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(script.length);
      expect(decoded(response)).toBe(script);
    }
  });

  it('sends the gzip copy to a client that accepts gzip and not brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toContain('accept-encoding');
    expect(decoded(response)).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression, still varying on it', async () => {
    for (const accepted of [undefined, 'identity', 'zstd']) {
      const response = await get('/assets/index-abc123.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(response)).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
    const tiny = await get('/assets/tiny-def456.js', CHROMIUM_ENCODINGS);
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it("answers every screen's address but the login's with index.html, compressed and never cached", async () => {
    for (const url of ['/products?queryString=tig', '/perfil', '/recuperar-contrasenya', '/index.html']) {
      const response = await get(url, CHROMIUM_ENCODINGS);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varies(response), url).toContain('accept-encoding');
      expect(decoded(response), url).toBe(page);
    }
    const plain = await get('/products', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it("answers the login screen's addresses with the prerendered login screen, never cached", async () => {
    for (const url of ['/', '/login', '/login?x=1']) {
      const response = await get(url, CHROMIUM_ENCODINGS);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varies(response), url).toContain('accept-encoding');
      expect(decoded(response), url).toBe(loginPage);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    const plain = await get('/login', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(loginPage);
  });

  it('keeps the security headers, and the script and preload links inside the CSP', async () => {
    const response = await get('/login', CHROMIUM_ENCODINGS);
    const csp = String(response.headers['content-security-policy']);
    // index.html names only same-origin scripts, styles and module preloads.
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never answers an unknown API address with the web app', async () => {
    const response = await get('/api/v1/no-such-thing', CHROMIUM_ENCODINGS);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
