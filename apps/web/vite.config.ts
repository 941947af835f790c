// The web app's build: React, hashed assets under /assets/ in apps/web/dist (served by the API
// server with SPA fallback), and a dev server that forwards the API and auth calls to it.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

type AstNode = { type: string; start: number } & Record<string, unknown>;

function isNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Start offsets of the calls in an expression, not looking inside functions (their bodies run later). */
function callStarts(node: AstNode, found: Set<number>): void {
  if (/Function|Class/.test(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callStarts(child, found);
  }
}

/**
 * packages/domain does no I/O (DESIGN §2), yet its modules build zod schemas in top-level
 * constants, and Rollup keeps every top-level call it cannot prove pure. Importing one helper
 * (resolveLanguage, normaliseScreenPath) would then put all of zod (~25 kB gzip) into the first
 * chunk. This marks the calls in the domain's top-level constant initialisers as pure, so schemas
 * the web app does not use are dropped, and zod with them.
 */
function domainConstantsArePure(): Plugin {
  return {
    name: 'portal:domain-constants-are-pure',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      const starts = new Set<number>();
      for (const statement of this.parse(code).body as unknown as AstNode[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) {
          if (isNode(declarator.init)) callStarts(declarator.init, starts);
        }
      }
      if (starts.size === 0) return null;
      let annotated = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`;
      }
      return { code: annotated, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), domainConstantsArePure()],
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
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
