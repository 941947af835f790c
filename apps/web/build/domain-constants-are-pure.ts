// A pure annotation on packages/domain's top-level constants, so that the web build drops the
// schemas it does not use (the plugin's comment says why).
import type { Plugin } from 'vite';

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
 * (resolveLanguage, normaliseScreenPath) would then put all of zod into the first
 * chunk. This marks the calls in the domain's top-level constant initialisers as pure, so schemas
 * the web app does not use are dropped, and zod with them.
 */
export function domainConstantsArePure(): Plugin {
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
