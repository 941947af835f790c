// Builds the web app only when its sources differ from those the build in apps/web/dist was made
// from (the hash the build wrote there), so a restart does not spend half a minute building the
// same files again. `npm start` runs it (apps/server/build/prepare-start.ts): the first start after
// `npm ci` has no build and builds; a changed source, dependency or configuration builds again.
import path from 'node:path';
import { builtFrom, hashWebSources, webRoot } from './source-hash.ts';

const outDir = path.join(webRoot, 'dist');

/** `say` tells the start's output what happens (a build takes a while). */
export async function buildWebIfChanged(say: (line: string) => void): Promise<void> {
  const [current, built] = await Promise.all([hashWebSources(), builtFrom(outDir)]);
  if (current === built) {
    say('Web app: built from these sources already (apps/web/dist).');
    return;
  }
  say(built ? 'Web app: its sources changed since the last build; building.' : 'Web app: building.');
  // Vite is loaded only to build: importing it costs more than the whole check.
  const { build } = await import('vite');
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
}
