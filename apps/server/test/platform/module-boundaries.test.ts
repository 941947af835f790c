// The lint rule that keeps a module's tables its own (eslint.config.js): an import of another
// module's repository fails `npm run lint`, from a module or from the ERP link, mail, outbox,
// plugins and jobs around them; a module's own repository and another's service are fine.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, from: string): Promise<string[]> {
  const code = `import { thing } from '${from}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it("refuses another module's repository, from a module and from the infrastructure", async () => {
    expect(await importErrors('modules/cart/fixture.ts', '../orders/order-repository.ts')).toEqual([
      expect.stringContaining('a module owns its tables'),
    ]);
    expect(
      await importErrors('modules/service-requests/x/fixture.ts', '../../users/user-repository.ts'),
    ).toHaveLength(1);
    expect(
      await importErrors('erp/outbox/fixture.ts', '../../modules/orders/order-repository.ts'),
    ).toHaveLength(1);
    expect(await importErrors('plugins/fixture.ts', '../modules/users/user-repository.ts')).toHaveLength(1);
  }, 60_000);

  it("lets a module use its own repository and another module's service", async () => {
    expect(await importErrors('modules/orders/fixture.ts', './order-repository.ts')).toEqual([]);
    expect(await importErrors('modules/cart/fixture.ts', '../orders/order-service.ts')).toEqual([]);
    expect(await importErrors('app.ts', './modules/orders/order-repository.ts')).toEqual([]);
  }, 60_000);
});
