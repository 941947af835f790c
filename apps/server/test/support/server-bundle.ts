// The server bundle `npm start` runs (apps/server/build/bundle-server.ts), built for one test file
// in a directory of its own under apps/server/dist (inside the repository, where it finds
// node_modules), so test files running at once never share or overwrite one.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServerIfChanged } from '../../build/bundle-server.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the bundle's processes run, as `npm start` does (the sandbox ERP loads tsx from there). */
export const repoRoot = path.resolve(serverRoot, '../..');

export async function buildServerBundle(): Promise<{ file: string; remove(): Promise<void> }> {
  await mkdir(path.join(serverRoot, 'dist'), { recursive: true });
  const dir = await mkdtemp(path.join(serverRoot, 'dist', 'test-bundle-'));
  const file = path.join(dir, 'main.mjs');
  await bundleServerIfChanged(() => {}, file);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
