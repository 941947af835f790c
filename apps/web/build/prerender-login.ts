// Writes dist/login.html: the built index.html with the login screen already rendered inside
// `#root` (React's server renderer, src/app/prerender.tsx) and the entry's stylesheet inlined, so
// that a first visit paints the screen from the HTML alone, without waiting for the stylesheet's
// round trip or for the JavaScript; the entry then hydrates it. The server sends this document
// for / and /login, and the plain index.html everywhere else (a screen that is not the login must
// not flash the login's form).
//
// The server renderer runs in Node on a server build of the same sources (Vite's `ssr` build,
// with the libraries left to Node), made into node_modules/.cache and removed afterwards.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { PrerenderedScreen } from '../src/app/prerender.tsx';
import { localeParts } from './locale-parts.ts';
import { compressFile } from './precompress.ts';

export const PRERENDERED_LOGIN = 'login.html';
const SERVER_ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

async function renderOnServer(root: string): Promise<PrerenderedScreen> {
  const outDir = path.join(root, 'node_modules/.cache/prerender-login');
  const { build } = await import('vite');
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [localeParts()],
      // The workspace's domain package is TypeScript: Node cannot load it, so it is bundled.
      ssr: { noExternal: ['@portal/domain'] },
      build: {
        ssr: SERVER_ENTRY,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
      renderLoginScreen(): Promise<PrerenderedScreen>;
    };
    return await module.renderLoginScreen();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** index.html with the screen in `#root`, its title and language, and the stylesheets inlined. */
export async function prerenderedDocument(
  indexHtml: string,
  screen: PrerenderedScreen,
  readAsset: (href: string) => Promise<string>,
): Promise<string> {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error('prerender-login: index.html has no empty #root');
  let html = indexHtml
    .replace(ROOT_ELEMENT, `<div id="root">${screen.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(screen.title)}</title>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.language}"`);
  for (const [link, href] of [...indexHtml.matchAll(STYLESHEET)]) {
    html = html.replace(link, `<style>${await readAsset(href!)}</style>`);
  }
  return html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function prerenderLogin(): Plugin {
  let root = '';
  return {
    name: 'portal:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      // After index.html is written; before the build records what it was made from.
      sequential: true,
      async handler(options) {
        const outDir = options.dir!;
        const screen = await renderOnServer(root);
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const document = await prerenderedDocument(indexHtml, screen, (href) =>
          readFile(path.join(outDir, href), 'utf8'),
        );
        const file = path.join(outDir, PRERENDERED_LOGIN);
        await mkdir(outDir, { recursive: true });
        await writeFile(file, document);
        await compressFile(file);
      },
    },
  };
}
