import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/db/seed/access-catalogue.ts';
import { enqueueMail } from '../../src/mail/mail-outbox.ts';
import { callerWith, serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

/**
 * Every endpoint of the administration screens, as the permission catalogue seeds them: the
 * screens only the administrator holds. A screen both roles hold (the profile's customer data) is
 * a customer's too, scoped to its own customer, and tested with it (customer-profile.test.ts).
 */
const ADMIN_ENDPOINTS = SCREENS.filter(
  (screen) => screen.roles.includes('ADMINISTRADOR') && !screen.roles.includes('CLIENT'),
).flatMap((screen) => screen.permissions.map((permission) => permission.endPoint));
const SEEDED_ENDPOINTS = new Set(
  SCREENS.flatMap((screen) => screen.permissions.map((permission) => permission.endPoint)),
);

/** A body each write would accept from an administrator, so a refusal is about who asks. */
const PLAUSIBLE_BODIES: Record<string, unknown> = {
  'POST /usuaris': {
    username: 'intruder',
    email: 'intruder@example.com',
    password: 'a-good-password',
    confirmPassword: 'a-good-password',
    roles: [1],
  },
  'PUT /usuaris': { idUsuari: 1, username: 'intruder', email: 'intruder@example.com', roles: [1] },
  'POST /rols': { nom: 'INTRUDERS' },
  'PUT /rols': { idRol: 1, nom: 'INTRUDERS' },
  'POST /permisos': { endPoint: 'GET /intrusion', descripcio: '', idPantalla: null },
  'PUT /permisos': { idPermis: 1, endPoint: 'GET /intrusion', descripcio: '', idPantalla: null },
  'POST /permisos/home': { idPermis: 1, idRol: 2 },
  'POST /permisos/donar-permis': { idPermis: 1, idRol: 2 },
  'POST /permisos/treure-permis': { idPermis: 1, idRol: 1 },
  'PUT /permisos/reordenar': [{ idPantalla: 1, ordre: 1 }],
  'POST /params': { clau: 'intrusion', valor: 'yes' },
  'PUT /params': { idParam: 1, clau: 'intrusion', valor: 'yes' },
  'POST /sincronitzacio': { tipus: 'incremental' },
  'PUT /sincronitzacio/programacio': { minuts: 15 },
};

/**
 * `DELETE /usuaris/{id}` → a concrete URL with a plausible value for each placeholder (`ids` names
 * a row that exists, for reads that answer 404 otherwise).
 */
function concrete(endPoint: string, email = 'admin@portal.example', ids: Record<string, string> = {}) {
  const [method, path] = endPoint.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    name === 'email' ? encodeURIComponent(email) : (ids[name] ?? '1'),
  );
  return { method, url, body: PLAUSIBLE_BODIES[endPoint] };
}

describe.each(databaseKinds())('administration access control on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  it('covers the administration screens of the catalogue', () => {
    expect(ADMIN_ENDPOINTS.length).toBeGreaterThanOrEqual(25);
    // Every write of the admin screens has a body above: a refusal must not hide behind a 400.
    for (const endPoint of ADMIN_ENDPOINTS.filter((e) => /^(POST|PUT) /.test(e) && !e.includes('{'))) {
      expect(PLAUSIBLE_BODIES, endPoint).toHaveProperty([endPoint]);
    }
  });

  it('refuses every administration permission to a customer with 403, and to nobody with 401', async () => {
    const { token } = await ctx.factories.session({ role: 'CLIENT' });
    const customer = callerWith(ctx, token);
    const anonymous = callerWith(ctx, null);
    for (const endPoint of ADMIN_ENDPOINTS) {
      const { method, url, body } = concrete(endPoint);
      const refused = await customer.call(method, url, body, 'en');
      expect([endPoint, refused.statusCode]).toEqual([endPoint, 403]);
      expect(json(refused)).toMatchObject({ error: 'forbidden', missatge: 'errors.forbidden' });
      const anonymousAnswer = await anonymous.call(method, url, body);
      expect([endPoint, anonymousAnswer.statusCode]).toEqual([endPoint, 401]);
    }
  });

  it('lets an administrator reach every administration route (no 403, 404 route or 500)', async () => {
    const { token, user } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const admin = callerWith(ctx, token);
    // `GET /bustia/{id}` reads one mail: one is written for it to find.
    const mailId = await enqueueMail(ctx.testDb.database.db, {
      kind: 'password.changed',
      to: user.email,
      idioma: 'ca',
      params: { nom: user.username },
    });
    for (const endPoint of ADMIN_ENDPOINTS.filter((e) => e.startsWith('GET '))) {
      const { method, url } = concrete(endPoint, user.email, { id: String(mailId) });
      const response = await admin.call(method, url);
      expect([endPoint, response.statusCode]).toEqual([endPoint, 200]);
    }
  });

  it('declares only permissions that the seed creates, and routes every admin permission', () => {
    const declared = [...ctx.app.declaredPermissions];
    expect(declared.filter((permission) => !SEEDED_ENDPOINTS.has(permission))).toEqual([]);
    expect(ADMIN_ENDPOINTS.filter((endPoint) => !ctx.app.declaredPermissions.has(endPoint))).toEqual([]);
  });
});
