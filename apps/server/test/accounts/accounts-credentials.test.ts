import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, registreCanvis, usuaris } from '../../src/db/schema/index.ts';
import { hashAccountToken } from '../../src/modules/accounts/account-tokens.ts';
import {
  call,
  createMailTestApp,
  freshIp,
  limit,
  PUBLIC_URL,
  testLimits,
  tryLogin,
  tryRefresh,
  linkIn,
  type MailTestContext,
} from '../support/accounts-support.ts';
import { serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { json } from '../support/test-app.ts';

const NEW_PASSWORD = 'a-brand-new-password';

describe.each(databaseKinds())('changing one’s password and e-mail on %s', (kind) => {
  let t: MailTestContext;
  beforeAll(async () => {
    t = await createMailTestApp(
      kind,
      testLimits({ currentPasswordFailures: limit(3), emailCheckPerIp: limit(4) }),
    );
  });
  afterAll(() => t.close());

  const db = () => t.ctx.testDb.database.db;
  const changePassword = (token: string, body: Record<string, string>, language = 'ca') =>
    call(t.ctx, 'PUT', '/usuaris/canviar-contrasenya', { token, body, language });
  const changeEmail = (token: string, body: Record<string, string>, language = 'ca') =>
    call(t.ctx, 'PUT', '/usuaris/canviar-email', { token, body, language });
  const confirmEmail = (token: string, language = 'ca') =>
    call(t.ctx, 'PUT', '/usuaris/confirmar-email', { body: { token }, language });
  const userRow = async (idUsuari: number) =>
    (await db().select().from(usuaris).where(eq(usuaris.idUsuari, idUsuari)))[0]!;

  describe('password', () => {
    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const { user, token } = await t.ctx.factories.session();
      const before = await userRow(user.idUsuari);
      const wrong = await changePassword(
        token,
        { currentPassword: 'not-my-password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'en',
      );
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({
        missatge: 'accounts.currentPasswordWrong',
        error_description: 'The current password is not correct.',
      });
      expect((await userRow(user.idUsuari)).passwordHash).toBe(before.passwordHash);
      expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(200);
      expect(await t.outboxTo(user.email)).toHaveLength(0);
    });

    it('sets the new password, ends every session and mails a notice', async () => {
      const { user, token, refreshToken } = await t.ctx.factories.session({ idioma: 'en' });
      const other = await t.ctx.factories.login(user);
      const changed = await changePassword(token, {
        currentPassword: user.password,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect(json(changed)).toEqual({ dades: null, error: false, missatge: 'users.passwordChanged' });
      for (const refresh of [refreshToken, other.refresh_token]) {
        expect(json(await tryRefresh(t.ctx, refresh)).missatge).toBe('auth.invalidRefreshToken');
      }
      expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(400);
      expect((await tryLogin(t.ctx, user.username, NEW_PASSWORD)).statusCode).toBe(200);
      await t.deliver();
      const notices = await t.mailsTo(user.email, 'password.changed');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.subject).toMatch(/password/i);
      const changes = await db()
        .select()
        .from(registreCanvis)
        .where(
          and(eq(registreCanvis.taula, 'usuaris'), eq(registreCanvis.idRegistre, String(user.idUsuari))),
        );
      expect(changes.map((c) => c.detall)).toEqual([
        expect.objectContaining({ password: { changed: true } }),
      ]);
    });

    it('checks the new password with the spec’s rules and messages, in the request’s language', async () => {
      const { user, token } = await t.ctx.factories.session();
      const before = await userRow(user.idUsuari);
      const mismatch = await changePassword(
        token,
        { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: 'something-else' },
        'es',
      );
      expect(mismatch.statusCode).toBe(400);
      expect(json(mismatch).errors).toEqual([
        {
          field: 'confirmPassword',
          missatge: 'validation.passwordsDontMatch',
          error_description: 'Las contraseñas no coinciden.',
        },
      ]);
      const short = await changePassword(
        token,
        { currentPassword: user.password, password: 'short', confirmPassword: 'short' },
        'en',
      );
      expect(short.statusCode).toBe(400);
      expect(json(short).errors).toEqual([
        {
          field: 'password',
          missatge: 'validation.passwordLength',
          error_description: 'The password must be more than 8 characters long.',
        },
      ]);
      const ca = await changePassword(token, {
        currentPassword: user.password,
        password: '',
        confirmPassword: '',
      });
      expect((json(ca).errors as { error_description: string }[])[0]!.error_description).toBe(
        'Aquest camp és obligatori.',
      );
      expect((await userRow(user.idUsuari)).passwordHash).toBe(before.passwordHash);
    });

    it('locks the check after 3 wrong current passwords, even for the right one', async () => {
      const { user, token } = await t.ctx.factories.session();
      const body = (currentPassword: string) => ({
        currentPassword,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      for (let i = 0; i < 3; i++)
        expect((await changePassword(token, body('wrong-password'))).statusCode).toBe(400);
      const locked = await changePassword(token, body(user.password));
      expect(locked.statusCode).toBe(429);
      expect(json(locked).missatge).toBe('errors.rateLimited');
      // The e-mail change asks the same question and counts the same failures.
      expect(
        (await changeEmail(token, { email: 'new@test.example', currentPassword: user.password })).statusCode,
      ).toBe(429);
      expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(200);
    });

    it('is only for a logged-in user', async () => {
      const anonymous = await call(t.ctx, 'PUT', '/usuaris/canviar-contrasenya', {
        body: { currentPassword: 'x', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await call(t.ctx, 'PUT', '/usuaris/canviar-email', { body: {} })).statusCode).toBe(401);
    });
  });

  describe('e-mail', () => {
    it('mails a link to the new address and changes nothing until it is followed', async () => {
      const { user, token } = await t.ctx.factories.session({ idioma: 'es' });
      const newEmail = `moved-${user.username}@test.example`;
      const asked = await changeEmail(
        token,
        { email: newEmail.toUpperCase(), currentPassword: user.password },
        'en',
      );
      expect(asked.statusCode).toBe(200);
      expect(json(asked)).toEqual({
        dades: { email: newEmail },
        error: false,
        missatge: 'accounts.emailConfirmationSent',
      });
      await t.deliver();
      const [confirmation] = await t.mailsTo(newEmail, 'email.confirm');
      expect(confirmation).toBeDefined();
      expect(confirmation!.subject).toMatch(/correo/i);
      expect(await t.mailsTo(user.email)).toHaveLength(0);
      const link = linkIn(confirmation!, '/confirmar-email');
      expect(link.url.origin).toBe(PUBLIC_URL);

      // Nothing changed yet.
      expect((await userRow(user.idUsuari)).email).toBe(user.email);
      expect((await tryLogin(t.ctx, newEmail, user.password)).statusCode).toBe(400);

      const confirmed = await confirmEmail(link.token);
      expect(confirmed.statusCode).toBe(200);
      expect(json(confirmed)).toEqual({ dades: null, error: false, missatge: 'accounts.emailChanged' });
      expect((await userRow(user.idUsuari)).email).toBe(newEmail);
      expect((await tryLogin(t.ctx, newEmail, user.password)).statusCode).toBe(200);
      expect((await tryLogin(t.ctx, user.email, user.password)).statusCode).toBe(400);

      await t.deliver();
      const told = await t.mailsTo(user.email, 'email.changed');
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(newEmail);

      const changes = await db()
        .select()
        .from(registreCanvis)
        .where(
          and(eq(registreCanvis.taula, 'usuaris'), eq(registreCanvis.idRegistre, String(user.idUsuari))),
        );
      expect(changes.map((c) => c.detall)).toEqual([{ email: { from: user.email, to: newEmail } }]);

      const reused = await confirmEmail(link.token, 'en');
      expect(reused.statusCode).toBe(400);
      expect(json(reused)).toMatchObject({ missatge: 'accounts.linkUsed' });
    });

    it('refuses another user’s address with the spec’s 409, and one’s own with 400', async () => {
      const other = await t.ctx.factories.user();
      const { user, token } = await t.ctx.factories.session();
      const taken = await changeEmail(
        token,
        { email: other.email.toUpperCase(), currentPassword: user.password },
        'en',
      );
      expect(taken.statusCode).toBe(409);
      expect(json(taken)).toMatchObject({
        missatge: 'users.alreadyExists',
        error_description: 'The user already exists. Try recovering the password.',
      });
      const same = await changeEmail(token, { email: user.email, currentPassword: user.password }, 'en');
      expect(same.statusCode).toBe(400);
      expect(json(same).missatge).toBe('accounts.sameEmail');
      const wrong = await changeEmail(token, {
        email: 'fresh@test.example',
        currentPassword: 'not-it-at-all',
      });
      expect(json(wrong).missatge).toBe('accounts.currentPasswordWrong');
      const invalid = await changeEmail(
        token,
        { email: 'not an e-mail', currentPassword: user.password },
        'en',
      );
      expect(invalid.statusCode).toBe(400);
      expect(json(invalid).errors).toEqual([
        { field: 'email', missatge: 'validation.email', error_description: 'Invalid e-mail format.' },
      ]);
      expect(
        await db().select().from(accountTokens).where(eq(accountTokens.idUsuari, user.idUsuari)),
      ).toEqual([]);
    });

    it('refuses the link with 409 when another user took the address meanwhile', async () => {
      const { user, token } = await t.ctx.factories.session();
      const wanted = `wanted-${user.username}@test.example`;
      await changeEmail(token, { email: wanted, currentPassword: user.password });
      await t.deliver();
      const link = linkIn((await t.mailsTo(wanted, 'email.confirm'))[0]!, '/confirmar-email');
      const rival = await t.ctx.factories.user();
      await db()
        .update(usuaris)
        .set({ email: wanted.toUpperCase() })
        .where(eq(usuaris.idUsuari, rival.idUsuari));
      const refused = await confirmEmail(link.token);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).missatge).toBe('users.alreadyExists');
      expect((await userRow(user.idUsuari)).email).toBe(user.email);
      // Nothing was written: the link is still unused, no mail to the old address.
      const [row] = await db()
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, hashAccountToken(link.token)));
      expect(row!.usedAt).toBeNull();
      expect(await t.outboxTo(user.email)).toHaveLength(0);
    });

    it('refuses an expired or unknown confirmation link', async () => {
      const { user, token } = await t.ctx.factories.session();
      const wanted = `late-${user.username}@test.example`;
      await changeEmail(token, { email: wanted, currentPassword: user.password });
      await t.deliver();
      const link = linkIn((await t.mailsTo(wanted, 'email.confirm'))[0]!, '/confirmar-email');
      await db()
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(accountTokens.tokenHash, hashAccountToken(link.token)));
      expect(json(await confirmEmail(link.token)).missatge).toBe('accounts.linkExpired');
      expect(json(await confirmEmail('B'.repeat(43))).missatge).toBe('accounts.linkInvalid');
      expect((await confirmEmail('\u0000')).statusCode).toBe(400);
      expect((await userRow(user.idUsuari)).email).toBe(user.email);
      // A recovery token is not an e-mail confirmation.
      const recovery = await call(t.ctx, 'PUT', '/usuaris/demanar-canvi-contrasenya', {
        body: user.email,
        ip: freshIp(),
      });
      expect(recovery.statusCode).toBe(200);
      await t.deliver();
      const reset = linkIn((await t.mailsTo(user.email, 'password.reset'))[0]!, '/canviar-contrasenya');
      expect(json(await confirmEmail(reset.token)).missatge).toBe('accounts.linkInvalid');
      expect(await serverErrors(t.ctx)).toEqual([]);
    });
  });

  describe('whether an e-mail is registered', () => {
    const check = (email: string, ip: string, language = 'ca') =>
      call(t.ctx, 'GET', `/usuaris/email/${encodeURIComponent(email)}`, { ip, language });

    it('answers registrat for any case, without a session', async () => {
      const user = await t.ctx.factories.user();
      const ip = freshIp();
      const known = await check(user.email.toUpperCase(), ip);
      expect(known.statusCode).toBe(200);
      expect(json(known)).toEqual({ dades: { registrat: true }, error: false, missatge: null });
      expect(json(await check('nobody-at-all@test.example', ip)).dades).toEqual({ registrat: false });
      const invalid = await check('not-an-email', ip, 'en');
      expect(invalid.statusCode).toBe(400);
      expect(json(invalid)).toMatchObject({
        missatge: 'validation.email',
        error_description: 'Invalid e-mail format.',
      });
      expect((await check('\u0000', ip)).statusCode).toBe(400);
      expect(await serverErrors(t.ctx)).toEqual([]);
    });

    it('refuses a client address that asks too often with 429', async () => {
      const ip = freshIp();
      for (let i = 0; i < 4; i++) expect((await check(`probe-${i}@test.example`, ip)).statusCode).toBe(200);
      const refused = await check('probe-5@test.example', ip);
      expect(refused.statusCode).toBe(429);
      expect(json(refused).missatge).toBe('errors.rateLimited');
      expect((await check('probe-5@test.example', freshIp())).statusCode).toBe(200);
    });
  });
});
