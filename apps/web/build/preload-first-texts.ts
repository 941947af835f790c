// Preloads the first screen's texts from index.html. They load once the entry has run (the
// session language is known only then): without a hint the browser would fetch the entry, run
// it, and only then ask for the texts, a round trip after the largest download. A
// `<link rel="modulepreload">` for the default language's chunks fetches them beside the entry;
// a visitor in another language fetches a few kilobytes it does not use, once (they are cached
// for good).
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** `modules`: paths relative to the web app's root, as they are imported (with any query). */
export function preloadFirstTexts(modules: string[]): Plugin {
  let root = '';
  return {
    name: 'portal:preload-first-texts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        return modules.map((module): HtmlTagDescriptor => {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          // A renamed catalogue must not silently lose its preload.
          if (!chunk) throw new Error(`preload-first-texts: no chunk is made of ${module}`);
          return {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
