// What a build is made from, as one content hash: a build writes it into its output
// (`.source-hash`), and `npm start` builds again only when the sources' hash differs from it
// (the web app: build-if-changed.ts; the server's bundle: apps/server/build/bundle-server.ts).
// Contents, not modification times: a checkout or a copy changes the times of files whose
// contents did not change.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(webRoot, '../..');

/** The file in a build's output that holds the hash of the sources it was built from. */
export const SOURCE_HASH_FILE = '.source-hash';

/**
 * Everything the web build reads: the web app (sources, public files, configuration), the domain
 * package it bundles, the lockfile (the versions of every dependency) and the shared tsconfig.
 */
const WEB_INPUTS = ['apps/web', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'test-results']);

async function listFiles(absolute: string): Promise<string[]> {
  const entries = await readdir(absolute, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (entries === null) return [absolute];
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const child = path.join(absolute, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** The hash of every file's path and contents under `inputs` (relative to the repository). */
export async function hashSources(inputs: readonly string[], root = repoRoot): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => listFiles(path.join(root, input))))).flat();
  const relative = files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
  const hash = createHash('sha256');
  for (const file of relative) {
    hash.update(file).update('\0');
    hash.update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export function hashWebSources(root = repoRoot): Promise<string> {
  return hashSources(WEB_INPUTS, root);
}

/** The hash a build in `outDir` was made from, or null when there is no (finished) build. */
export async function builtFrom(outDir: string): Promise<string | null> {
  try {
    return (await readFile(path.join(outDir, SOURCE_HASH_FILE), 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Records, once a build has finished, the hash of the sources it was made from. */
export async function recordBuiltFrom(outDir: string, hash: string): Promise<void> {
  await writeFile(path.join(outDir, SOURCE_HASH_FILE), `${hash}\n`);
}
