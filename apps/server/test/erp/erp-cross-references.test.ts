// Customers' cross-references from the sandbox ERP (contract §11.2) on PGlite and PostgreSQL: a
// full run brings a customer's part numbers as its own codes, used by quick order; an incremental
// run replaces the ERP's set — the ERP's entry wins over a user's for the same product or the same
// own code, a user's own code for another product stays, one the ERP dropped goes. Another
// customer sees none.
import type { OwnCode } from '@portal/domain/own-codes';
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('cross-references from the ERP on %s', (kind) => {
  let sandbox: SyncSandbox;
  let ctx: TestContext;

  beforeAll(async () => {
    sandbox = await startSyncSandbox();
    ctx = await createTestApp(kind, {
      env: { ERP_BASE_URL: sandbox.url, ERP_USERNAME: 'portal', ERP_PASSWORD: 'sandbox-secret' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  const sync = () => ctx.app.services.sync!;
  async function run(kindOfRun: 'full' | 'incremental') {
    await sync().service.start(kindOfRun, 'admin', 'test');
    await sync().worker.drain();
    const current = (await sync().service.current())!;
    expect(current.estat, current.error ?? '').toBe('succeeded');
    return current;
  }
  async function buyerOf(codigoCliente: string) {
    const { token } = await ctx.factories.session({ codigoCliente });
    return (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(token, { 'accept-language': 'en' }),
        ...(payload ? { payload } : {}),
      });
  }
  const codesOf = async (call: Awaited<ReturnType<typeof buyerOf>>) =>
    Object.fromEntries(
      json<OwnCode[]>(await call('GET', '/codis-propis')).map((c) => [c.codigo, c.codigoPropio]),
    );

  it('brings each customer’s part numbers as its own codes, the ERP’s set winning where it speaks', async () => {
    const first = await run('full');
    expect(first.comptes['cross-references']!.aplicats).toBe(1);
    const bronze = await buyerOf('C0003');
    const silver = await buyerOf('C0002');
    const fromErp = await codesOf(bronze);
    expect(Object.values(fromErp).sort()).toEqual(['BRZ-0001', 'BRZ-0002', 'BRZ-0003']);
    expect(await codesOf(silver)).toEqual({});
    const [a, b, c] = Object.keys(fromErp).sort((x, y) => fromErp[x]!.localeCompare(fromErp[y]!));
    // Quick order takes the part number; another customer's quick order does not know it.
    const quick = json<QuickOrderResult>(await bronze('POST', '/carrito/rapida', { text: 'brz-0002 1' }));
    expect(quick.lines[0]!.codigo).toBe(b);
    const other = json<QuickOrderResult>(await silver('POST', '/carrito/rapida', { text: 'BRZ-0002 1' }));
    expect(other.lines[0]!.ok).toBe(false);

    // The buyer's own edits: one of the ERP's products, and two products the ERP has no code for.
    const rows = (await ctx.testDb.database.db.execute(
      sql`select codigo from productos where activo and codigo not in (${a!}, ${b!}, ${c!}) order by codigo limit 2`,
    )) as unknown as { rows: { codigo: string }[] };
    const [x, y] = rows.rows.map((row) => row.codigo);
    for (const [codigo, codigoPropio] of [
      [a!, 'MINE-A'],
      [x!, 'MINE-X'],
      [y!, 'MINE-Y'],
    ] as const) {
      expect(
        (await bronze('PUT', `/codis-propis/${encodeURIComponent(codigo)}`, { codigoPropio })).statusCode,
      ).toBe(200);
    }
    // The ERP changes the set: a new code for A (over the buyer's), B takes the own code the buyer
    // gave X (the ERP wins: X loses it), C is dropped, and a second entry for A is ignored.
    await sandbox.drill('PUT', 'cross-references/C0003', {
      referencias: [
        { codigo: a, referencia: 'ERP-A2' },
        { codigo: b, referencia: 'mine-x' },
        { codigo: a, referencia: 'ERP-A3' },
      ],
    });
    const second = await run('incremental');
    expect(second.comptes['cross-references']!.llegits).toBe(1);
    expect(await codesOf(bronze)).toEqual({ [a!]: 'ERP-A2', [b!]: 'mine-x', [y!]: 'MINE-Y' });
    expect(await codesOf(silver)).toEqual({});
  });
});
