// The web app's build: React 19, hashed assets under /assets/ in apps/web/dist
// (served by the API server with SPA fallback, brotli and gzip copies beside each file), and a dev
// server that forwards the API and auth calls to it. What each plugin of ours does and why is in
// apps/web/build/.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainConstantsArePure } from './build/domain-constants-are-pure.ts';
import { localeParts } from './build/locale-parts.ts';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { precompress } from './build/precompress.ts';
import { preloadFirstTexts } from './build/preload-first-texts.ts';
import { prerenderLogin } from './build/prerender-login.ts';
import { sourceHashStamp } from './build/source-hash-stamp.ts';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // JSX and the dev server's fast refresh.
    react(),
    domainConstantsArePure(),
    mantineComponentStyles(),
    localeParts(),
    // The first screen's texts in the default language (the login screen itself is in the entry).
    preloadFirstTexts([
      'src/shared/i18n/locales/ca.json?part=first&lang.json',
      '../../packages/domain/src/messages/ca.json',
    ]),
    precompress(),
    prerenderLogin(),
    sourceHashStamp(),
  ],
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // The entry holds React DOM, the router, Mantine's core, i18next and the login screen on purpose:
    // the first screen in one file (docs/performance.md, Web app).
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/auth': { target: apiServer, changeOrigin: false },
    },
  },
});
