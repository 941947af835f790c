// The company roles (DESIGN §13) as the permissions seeded for them decide, through the real
// server: the viewer sees the catalogue and the history but keeps no cart and places no order; the
// approver does not buy either; the buyer and the company administrator do; only the company
// administrator changes the company's data. And the migrations that made every existing single
// login its company's administrator and took the company's data from the buyer's role.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { permisos, rolPermisos, rols, usuariRols, usuaris } from '../../src/db/schema/index.ts';
import { seedReferenceData } from '../../src/db/seed/reference-seed.ts';
import { databaseKinds } from '../support/databases.ts';
import { asUser, companyTeam } from '../support/company-team-support.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';

const MIGRATION = fileURLToPath(new URL('../../drizzle/0018_company_roles.sql', import.meta.url));
const COMPANY_DATA_MIGRATION = fileURLToPath(
  new URL('../../drizzle/0023_company_data_by_its_administrator.sql', import.meta.url),
);

async function roleNamesOf(db: Db, idUsuari: number) {
  const rows = await db
    .select({ nom: rols.nom })
    .from(usuariRols)
    .innerJoin(rols, eq(rols.idRol, usuariRols.idRol))
    .where(eq(usuariRols.idUsuari, idUsuari));
  return rows.map((row) => row.nom).sort();
}

async function holds(db: Db, role: string, endPoint: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(rolPermisos)
    .innerJoin(rols, eq(rols.idRol, rolPermisos.idRol))
    .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
    .where(and(eq(rols.nom, role), eq(permisos.endPoint, endPoint)));
  return rows.length > 0;
}

describe.each(databaseKinds())('company roles on %s', (kind) => {
  let ctx: TestContext;
  let team: Awaited<ReturnType<typeof companyTeam>>;
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'ROLES-MIG',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '150.00' }],
    });
    team = await companyTeam(ctx);
  }, 120_000);
  afterAll(() => ctx?.close());

  const order = () => ({
    lineasPedido: [{ codigo: 'ROLES-MIG', Cantidad: 1 }],
    idContacto: team.contact.id,
    acceptedConditions: true,
  });

  it('should let the viewer see the catalogue and the history but keep no cart and place no order', async () => {
    const { token } = team.viewer;
    expect((await asUser(ctx, token, 'GET', '/productos/search?queryString=ROLES')).statusCode).toBe(200);
    const history = await asUser(ctx, token, 'GET', `/pedidos/cliente/getAll/${team.customer.codigo}`);
    expect(history.statusCode, history.body).toBe(200);
    expect((await asUser(ctx, token, 'GET', '/carrito')).statusCode).toBe(403);
    expect(
      (await asUser(ctx, token, 'POST', '/carrito', { codigo: 'ROLES-MIG', Cantidad: 1 })).statusCode,
    ).toBe(403);
    const placed = await asUser(ctx, token, 'POST', '/pedidos/add', order());
    expect(placed.statusCode, placed.body).toBe(403);
    expect((await asUser(ctx, token, 'POST', '/sat/solicitud', {})).statusCode).toBe(403);
  });

  it('should not let an approver who is not a buyer place an order', async () => {
    const placed = await asUser(ctx, team.approver.token, 'POST', '/pedidos/add', order());
    expect(placed.statusCode, placed.body).toBe(403);
    expect((await asUser(ctx, team.approver.token, 'GET', '/carrito')).statusCode).toBe(403);
  });

  it('should let the buyer and the company administrator place orders', async () => {
    for (const member of [team.buyer, team.admin]) {
      const placed = await asUser(ctx, member.token, 'POST', '/pedidos/add', order());
      expect(placed.statusCode, placed.body).toBe(201);
    }
  });

  it('should let only the company administrator change the company’s data, also on an installation from before', async () => {
    expect(await holds(db(), 'ADMIN_EMPRESA', 'PUT /clientes/update')).toBe(true);
    expect(await holds(db(), 'CLIENT', 'PUT /clientes/update')).toBe(false);
    // An installation whose buyer role still holds it from the seed of before.
    const [customerRole] = await db().select().from(rols).where(eq(rols.nom, 'CLIENT'));
    const [update] = await db().select().from(permisos).where(eq(permisos.endPoint, 'PUT /clientes/update'));
    await db().insert(rolPermisos).values({ idRol: customerRole!.idRol, idPermis: update!.idPermis });
    await db().execute(sql.raw(readFileSync(COMPANY_DATA_MIGRATION, 'utf8')));
    await seedReferenceData(db());
    expect(await holds(db(), 'CLIENT', 'PUT /clientes/update')).toBe(false);
    expect(await holds(db(), 'ADMIN_EMPRESA', 'PUT /clientes/update')).toBe(true);
    // An administrator who grants it again on /permisos keeps that grant across restarts.
    await db().insert(rolPermisos).values({ idRol: customerRole!.idRol, idPermis: update!.idPermis });
    await seedReferenceData(db());
    expect(await holds(db(), 'CLIENT', 'PUT /clientes/update')).toBe(true);
    await db()
      .delete(rolPermisos)
      .where(and(eq(rolPermisos.idRol, customerRole!.idRol), eq(rolPermisos.idPermis, update!.idPermis)));
  });

  it('should make every existing single login its company’s administrator, keeping the customer role’s grants', async () => {
    // An installation from before company roles: the customer role with a grant an administrator
    // added, a customer's login and a staff login that holds the customer role too.
    await db().delete(rols).where(eq(rols.nom, 'ADMIN_EMPRESA'));
    const [customerRole] = await db().select().from(rols).where(eq(rols.nom, 'CLIENT'));
    const [extra] = await db().select().from(permisos).where(eq(permisos.endPoint, 'GET /registre-canvis'));
    await db().insert(rolPermisos).values({ idRol: customerRole!.idRol, idPermis: extra!.idPermis });
    const single = await ctx.factories.user({ role: 'CLIENT' });
    const staff = await ctx.factories.user({ role: 'CLIENT', codigoCliente: null });

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await db().execute(sql.raw(statement));
    }
    await seedReferenceData(db());

    expect(await roleNamesOf(db(), single.idUsuari)).toEqual(['ADMIN_EMPRESA']);
    expect(await roleNamesOf(db(), staff.idUsuari)).toEqual(['CLIENT']);
    expect(await holds(db(), 'ADMIN_EMPRESA', 'GET /registre-canvis')).toBe(true);
    expect(await holds(db(), 'ADMIN_EMPRESA', 'POST /pedidos/add')).toBe(true);
    const [row] = await db().select().from(usuaris).where(eq(usuaris.idUsuari, single.idUsuari));
    expect(row!.activo).toBe(true);
    await db()
      .delete(rolPermisos)
      .where(and(eq(rolPermisos.idRol, customerRole!.idRol), eq(rolPermisos.idPermis, extra!.idPermis)));
  });

  it('should give a role new to an existing installation every permission it holds by default', async () => {
    await db().delete(rols).where(eq(rols.nom, 'CONSULTA'));
    await seedReferenceData(db());
    expect(await holds(db(), 'CONSULTA', 'GET /productos/search')).toBe(true);
    expect(await holds(db(), 'CONSULTA', 'GET /pedidos/cliente/getAll/{idCliente}')).toBe(true);
    expect(await holds(db(), 'CONSULTA', 'POST /pedidos/add')).toBe(false);
  });
});
