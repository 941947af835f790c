// The sandbox as a real process (main.ts): killed with SIGKILL in the middle of a burst of orders,
// it must come back with every order it acknowledged, none twice; stopped with SIGTERM, it must
// exit cleanly and free its data directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CREDENTIALS } from '../build-sandbox.ts';
import { cleanUp, createTestSandbox, orderBody, tempDir } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const sandboxDir = path.dirname(path.dirname(mainFile));

async function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      ERP_SANDBOX_DATA_DIR: dataDir,
      ERP_SANDBOX_PORT: '0',
      ERP_SANDBOX_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ERP sandbox: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
  return { child, url };
}

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', ...DEFAULT_CREDENTIALS }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the sandbox process', () => {
  it(
    'loses no acknowledged order and doubles none when killed with SIGKILL mid-burst',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir();
      const { child, url } = await startProcess(dataDir);
      const bearer = await token(url);
      const gone = exited(child);

      const acknowledged = new Set<string>();
      const codes = Array.from({ length: 200 }, (_, i) => `KILL-${String(i).padStart(3, '0')}`);
      await Promise.allSettled(
        codes.map(async (portalCode) => {
          const response = await fetch(`${url}/api/orders`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${bearer}`,
              'idempotency-key': `key-${portalCode}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(orderBody({ portalCode })),
          });
          if (response.status === 201) acknowledged.add(portalCode);
          if (acknowledged.size === 10) child.kill('SIGKILL');
        }),
      );
      await gone;
      expect(acknowledged.size).toBeGreaterThanOrEqual(10);

      // The same directory, after the crash: every acknowledged order is there, once.
      const restarted = await createTestSandbox({ dataDir });
      const stored = (await restarted.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json() as {
        items: { portalCode: string; keyPresentations: number }[];
      };
      const storedCodes = stored.items.map((o) => o.portalCode);
      for (const code of acknowledged) expect(storedCodes).toContain(code);
      expect(new Set(storedCodes).size).toBe(storedCodes.length);

      // The portal's outbox retries everything it has no answer for: afterwards each order exists once.
      const retryToken = await restarted.token();
      for (const portalCode of codes) {
        const retry = await restarted.call('POST', '/api/orders', {
          body: orderBody({ portalCode }),
          key: `key-${portalCode}`,
          token: retryToken,
        });
        expect(retry.statusCode).toBe(storedCodes.includes(portalCode) ? 200 : 201);
      }
      const final = (await restarted.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json() as {
        total: number;
      };
      expect(final.total).toBe(codes.length);
    },
  );

  it('shuts down cleanly on SIGTERM and frees its data directory', { timeout: 30_000 }, async () => {
    const dataDir = await tempDir();
    const { child, url } = await startProcess(dataDir);
    const response = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token(url)}`,
        'idempotency-key': 'term',
        'content-type': 'application/json',
      },
      body: JSON.stringify(orderBody()),
    });
    expect(response.status).toBe(201);
    const gone = exited(child);
    child.kill('SIGTERM');
    expect(await gone).toBe(0);
    expect(existsSync(path.join(dataDir, 'sandbox.lock'))).toBe(false);
  });
});
