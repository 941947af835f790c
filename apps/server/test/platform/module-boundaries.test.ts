// The lint rule that keeps a module's tables its own (eslint.config.js): an import of another
// module's repository, or of a table another part owns (db/schema/owners.js), fails `npm run lint`,
// from a module or from the ERP link, mail, outbox, plugins and jobs around them; a module's own
// repository and tables and another's service or read interface are fine. Lint sees imports only;
// the last test reads the raw SQL for tables of other parts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { isPgSequence, PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { tableOwners } from '../../src/db/schema/owners.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, from: string, name = 'thing'): Promise<string[]> {
  const code = `import { ${name} } from '${from}';\nexport const used = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Each table's name in SQL, with the folder of apps/server/src that owns it. */
const sqlOwners = Object.entries(schema).flatMap(([name, value]) =>
  is(value, PgTable)
    ? [{ table: getTableName(value), owner: tableOwners[name as keyof typeof tableOwners] }]
    : [],
);

/** The tables of other parts that raw SQL in `code` (a file at `part`, under src/) reads or writes. */
function foreignTablesIn(part: string, code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return sqlOwners
    .filter(({ owner }) => !part.startsWith(`${owner}/`))
    .filter(({ table }) =>
      new RegExp(`\\b(from|join|into|update|table|truncate)\\s+${table}\\b`, 'i').test(text),
    )
    .map(({ table }) => table);
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
    // A read interface the owner exports for joins is its service's kind, not its repository.
    expect(
      await importErrors(
        'modules/service-requests/fixture.ts',
        '../customers/customer-read.ts',
        'customerNames',
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses a table another module owns, from a module and from the infrastructure', async () => {
    const schema = '../../db/schema/index.ts';
    expect(await importErrors('modules/accounts/fixture.ts', schema, 'usuaris')).toEqual([
      expect.stringContaining('owners.js'),
    ]);
    expect(await importErrors('modules/cart/fixture.ts', '../lists/schema.ts', 'shoppingLists')).toHaveLength(
      1,
    );
    expect(
      await importErrors('modules/orders/x/fixture.ts', '../../../db/schema/admin.ts', 'params'),
    ).toHaveLength(1);
    expect(await importErrors('mail/fixture.ts', '../db/schema/index.ts', 'clientes')).toHaveLength(1);
    expect(await importErrors('erp/outbox/fixture.ts', schema, 'pedidos')).toHaveLength(1);
  }, 60_000);

  it('lets a part import its own tables, and a schema file any table for its foreign keys', async () => {
    expect(await importErrors('modules/users/fixture.ts', '../../db/schema/index.ts', 'usuaris')).toEqual([]);
    expect(await importErrors('modules/lists/fixture.ts', './schema.ts', 'shoppingLists')).toEqual([]);
    expect(await importErrors('erp/outbox/fixture.ts', '../../db/schema/index.ts', 'outbox')).toEqual([]);
    expect(await importErrors('modules/lists/schema.ts', '../../db/schema/access.ts', 'usuaris')).toEqual([]);
    expect(
      await importErrors('modules/orders/approval-schema.ts', '../../db/schema/index.ts', 'usuaris'),
    ).toEqual([]);
  }, 60_000);

  it('holds every file to the rule: the ERP link screen reads orders through their read interface', async () => {
    const file = 'erp/outbox/outbox-repository.ts';
    expect(await importErrors(file, '../../db/schema/index.ts', 'pedidos')).toHaveLength(1);
    expect(await importErrors(file, '../../modules/orders/order-read.ts', 'orderCustomers')).toEqual([]);
  }, 60_000);

  it('knows the owner of every table and sequence of the schema', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable) || isPgSequence(value))
      .map(([name]) => name);
    expect(tables.filter((name) => !(name in tableOwners))).toEqual([]);
    expect(Object.keys(tableOwners).filter((name) => !(name in schema))).toEqual([]);
  });
  it('finds no raw SQL on a table another part owns', () => {
    // The scan itself sees such a statement, and none of the owner's own.
    expect(foreignTablesIn('modules/erp-sync/x.ts', 'sql`insert into clientes (codigo) values (1)`')).toEqual(
      ['clientes'],
    );
    expect(foreignTablesIn('modules/customers/x.ts', 'sql`update clientes set activo = false`')).toEqual([]);
    const src = `${root}apps/server/src/`;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('db/'),
    );
    const foreign = files.flatMap((file) =>
      foreignTablesIn(file, readFileSync(`${src}${file}`, 'utf8')).map((table) => `${file}: ${table}`),
    );
    expect(foreign).toEqual([]);
  });
});
