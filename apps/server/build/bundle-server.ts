// The server as one JavaScript file for `npm start` (apps/server/dist/main.mjs), run by plain Node.
// Under `tsx` every one of the server's modules goes through the loader hooks, which on
// Node 20 run on a thread of their own and answer each import by message: loading the server that
// way takes more than twice the CPU of the bundle, the largest part of a restart.
// Tests, benchmarks and `npm run dev:server` keep running the sources through `tsx`.
//
// Dependencies stay in node_modules (external); the workspace's own TypeScript (the server, the
// domain and node-support packages) is bundled. `import.meta.url` keeps naming each module's
// source file, so paths found from it (the migrations, the web build, the sandbox ERP's entry) are
// those of the sources.
// The bundle is made again only when its sources changed (the hash beside it, as for the web app).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { builtFrom, hashSources, recordBuiltFrom, repoRoot } from '../../web/build/source-hash.ts';

const serverRoot = path.join(repoRoot, 'apps/server');
export const SERVER_BUNDLE = path.join(serverRoot, 'dist/main.mjs');
const INPUTS = [
  'apps/server/src',
  'apps/server/build',
  'packages/domain',
  'packages/node-support',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Bare imports load from node_modules at run time, except the workspace's TypeScript packages. */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each module's `import.meta.url` is its source file's, as when it runs through tsx. */
const sourceMetaUrl: Plugin = {
  name: 'source-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * `say` tells the start's output what happens. `outfile` must stay inside the repository: the
 * bundle finds its dependencies in node_modules from where it lies.
 */
export async function bundleServerIfChanged(
  say: (line: string) => void,
  outfile = SERVER_BUNDLE,
): Promise<void> {
  const outDir = path.dirname(outfile);
  const [current, built] = await Promise.all([hashSources(INPUTS), builtFrom(outDir)]);
  if (current === built) return;
  await build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [dependenciesExternal, sourceMetaUrl],
  });
  await recordBuiltFrom(outDir, current);
  say(`Server: bundled (${path.relative(repoRoot, outfile)}).`);
}
