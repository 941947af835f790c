// Writes the hash of the sources a build was made from into its output, so that the output itself
// says what it was built from, whoever ran the build (`npm start`, `npm run build`, the tests).
// The hash is taken when the build starts: a source saved during the build leaves a hash that no
// longer matches, and the next start builds again.
import type { Plugin } from 'vite';
import { hashWebSources, recordBuiltFrom } from './source-hash.ts';

export function sourceHashStamp(): Plugin {
  let hash: Promise<string> | undefined;
  return {
    name: 'portal:source-hash-stamp',
    apply: 'build',
    buildStart() {
      hash = hashWebSources();
    },
    writeBundle: {
      // After every other plugin's output (the prerendered login): a failed build records nothing.
      sequential: true,
      order: 'post',
      async handler(options) {
        await recordBuiltFrom(options.dir!, await hash!);
      },
    },
  };
}
