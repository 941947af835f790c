// `npm start` without a configured ERP: runs the ERP sandbox (apps/erp-sandbox) as its own
// process beside the portal, with its data in the portal's data directory, so a demo order
// really travels over HTTP to an ERP and back.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sandboxMain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../erp-sandbox/src/main.ts',
);

export interface SandboxProcess {
  baseUrl: string;
  username: string;
  password: string;
  stop(): Promise<void>;
}

export async function startSandboxProcess(options: {
  dataDir: string;
  port: number;
}): Promise<SandboxProcess> {
  const username = 'portal';
  const password = 'sandbox-secret';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', sandboxMain], {
    env: {
      ...process.env,
      ERP_SANDBOX_PORT: String(options.port),
      ERP_SANDBOX_DATA_DIR: path.join(options.dataDir, 'erp-sandbox'),
      ERP_SANDBOX_USERNAME: username,
      ERP_SANDBOX_PASSWORD: password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The ERP sandbox stopped at start (exit code ${child.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('The ERP sandbox did not start within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    username,
    password,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
