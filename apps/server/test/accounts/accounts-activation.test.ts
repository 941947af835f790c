import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuaris } from '../../src/db/schema/index.ts';
import {
  call,
  createMailTestApp,
  PUBLIC_URL,
  tryLogin,
  type MailTestContext,
} from '../support/accounts-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { json } from '../support/test-app.ts';

describe.each(databaseKinds())('the activation mail of a registered company on %s', (kind) => {
  let t: MailTestContext;
  let adminToken: string;
  beforeAll(async () => {
    t = await createMailTestApp(kind);
    adminToken = (await t.ctx.factories.session({ role: 'ADMINISTRADOR' })).token;
  });
  afterAll(() => t.close());

  const db = () => t.ctx.testDb.database.db;

  /** A user as registration leaves it: login disabled, waiting for activation. */
  async function applicant(options: { altaPendent?: boolean; idioma?: string } = {}) {
    const user = await t.ctx.factories.user({ idioma: options.idioma ?? 'en' });
    await db()
      .update(usuaris)
      .set({ activo: false, altaPendent: options.altaPendent ?? true, nomContacte: 'Marta Puig' })
      .where(eq(usuaris.idUsuari, user.idUsuari));
    return user;
  }

  /** The users screen's save, as an administrator sends it. */
  async function setActive(
    user: { idUsuari: number; username: string; email: string; codigoCliente: string | null },
    actiu: boolean,
  ) {
    const [row] = await db().select().from(usuaris).where(eq(usuaris.idUsuari, user.idUsuari));
    const response = await call(t.ctx, 'PUT', '/usuaris', {
      token: adminToken,
      body: {
        idUsuari: user.idUsuari,
        username: user.username,
        email: user.email,
        nomContacte: row!.nomContacte,
        idioma: row!.idioma,
        codigoCliente: user.codigoCliente,
        roles: [],
        actiu,
      },
    });
    expect(response.statusCode).toBe(200);
    return json(response);
  }

  it('tells an applicant with the right password that the account awaits activation, and nobody else', async () => {
    const user = await applicant();
    const early = await tryLogin(t.ctx, user.username, user.password);
    expect(early.statusCode).toBe(400);
    expect(json(early)).toMatchObject({ error: 'invalid_grant', missatge: 'auth.awaitingActivation' });
    // A wrong password learns nothing of the account.
    const guess = await tryLogin(t.ctx, user.username, 'not-the-password');
    expect(json(guess)).toMatchObject({ error: 'invalid_grant', missatge: 'auth.invalidCredentials' });
    // A login an administrator disabled is refused as an unknown one, right password or not.
    const disabled = await applicant({ altaPendent: false });
    const refused = await tryLogin(t.ctx, disabled.username, disabled.password);
    expect(json(refused)).toMatchObject({ error: 'invalid_grant', missatge: 'auth.invalidCredentials' });
    // Activated, the same password logs in.
    await setActive(user, true);
    expect((await tryLogin(t.ctx, user.email, user.password)).statusCode).toBe(200);
  });

  it('mails the applicant once when an administrator enables the login, in their language', async () => {
    const user = await applicant();
    await setActive(user, true);
    await t.deliver();
    const mails = await t.mailsTo(user.email, 'account.activated');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/active/i);
    expect(mails[0]!.text).toContain(user.username);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/login`);
    expect(mails[0]!.text).toContain('Marta Puig');
    const [row] = await db().select().from(usuaris).where(eq(usuaris.idUsuari, user.idUsuari));
    expect(row).toMatchObject({ activo: true, altaPendent: false });

    // Disabled and enabled again: no second welcome.
    await setActive(user, false);
    await setActive(user, true);
    await t.deliver();
    expect(await t.outboxTo(user.email)).toHaveLength(1);
  });

  it('mails nobody when a login that was not a pending registration is enabled', async () => {
    const user = await applicant({ altaPendent: false });
    await setActive(user, true);
    await t.deliver();
    expect(await t.outboxTo(user.email)).toHaveLength(0);
  });

  it('keeps the registration pending while an update leaves the login disabled', async () => {
    const user = await applicant();
    await setActive(user, false);
    await t.deliver();
    expect(await t.outboxTo(user.email)).toHaveLength(0);
    const [row] = await db().select().from(usuaris).where(eq(usuaris.idUsuari, user.idUsuari));
    expect(row).toMatchObject({ activo: false, altaPendent: true });
  });
});
