// `npm start` runs the server as one bundled file with plain Node (apps/server/build/bundle-server.ts),
// while every other test runs its sources through tsx: this one builds the bundle and runs it as
// `npm start` does, on PGlite with the sandbox ERP it starts itself, so that a module that finds
// a file from its own location, or a dependency that does not load outside tsx, fails here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServerIfChanged } from '../../build/bundle-server.ts';
import { freePort } from '../support/free-port.ts';

async function waitReady(child: ChildProcess, base: string): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bundled server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > until) throw new Error('the bundled server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the server bundle that npm start runs', () => {
  let work: string;
  let bundleDir: string;
  let child: ChildProcess;
  let base: string;
  let sandboxBase: string;
  let errors = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'portal-bundle-'));
    // Inside the repository (dist/ is ignored), where the bundle finds node_modules.
    await mkdir(path.join(serverRoot, 'dist'), { recursive: true });
    bundleDir = await mkdtemp(path.join(serverRoot, 'dist', 'test-bundle-'));
    const bundle = path.join(bundleDir, 'main.mjs');
    const said: string[] = [];
    await bundleServerIfChanged((line) => said.push(line), bundle);
    expect(said).toEqual([expect.stringMatching(/^Server: bundled \(apps\/server\/dist\/test-bundle-/)]);
    // A second start with the same sources keeps the bundle.
    await bundleServerIfChanged((line) => said.push(line), bundle);
    expect(said).toHaveLength(1);

    const webDir = path.join(work, 'web');
    await mkdir(webDir);
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const [port, sandboxPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    sandboxBase = `http://127.0.0.1:${sandboxPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
      ERP_SANDBOX_PORT: String(sandboxPort),
    };
    for (const name of ['DATABASE_URL', 'ERP_BASE_URL', 'AUTH_SECRET', 'NODE_ENV']) delete env[name];
    child = spawn(process.execPath, [bundle], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await waitReady(child, base);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(work, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  });

  it('migrates and seeds its database, answers the API and serves the web app', async () => {
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready', database: 'pglite' });
    const countries = await fetch(`${base}/api/v1/paises`);
    expect(countries.status).toBe(200);
    expect(JSON.stringify(await countries.json())).toContain('ES');
    const login = await fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: new URLSearchParams({ grant_type: 'password', username: 'nobody', password: 'wrong-password' }),
    });
    expect(login.status).toBe(400);
    expect((await login.json()) as Record<string, unknown>).toMatchObject({ error: 'invalid_grant' });
    const page = await fetch(`${base}/products`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(errors).toBe('');
  });

  it('starts the sandbox ERP from its sources and stops it with itself', async () => {
    expect((await fetch(`${sandboxBase}/health`)).ok).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(
      await fetch(`${sandboxBase}/health`).then(
        () => 'answers',
        () => 'stopped',
      ),
    ).toBe('stopped');
    // The data directory's lock was released: nothing holds the database any more.
    await expect(readFile(path.join(work, 'data', 'portal.lock'))).rejects.toThrow();
  });
});
