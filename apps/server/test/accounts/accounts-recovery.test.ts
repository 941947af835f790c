import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, mailOutbox, registreCanvis, usuaris } from '../../src/db/schema/index.ts';
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
/** Short, so the file stays quick; the default is longer (account-limits.ts). */
const FLOOR_MS = 60;

describe.each(databaseKinds())('password recovery on %s', (kind) => {
  let t: MailTestContext;
  beforeAll(async () => {
    t = await createMailTestApp(
      kind,
      testLimits({ recoveryPerEmail: limit(3), recoveryPerIp: limit(5), recoveryAnswerFloorMs: FLOOR_MS }),
    );
  });
  afterAll(() => t.close());

  const ask = (email: unknown, ip = freshIp()) =>
    call(t.ctx, 'PUT', '/usuaris/demanar-canvi-contrasenya', { body: email, ip });
  const state = async (token: string) =>
    json<{ dades: { estat: string } }>(
      await call(t.ctx, 'GET', `/usuaris/pot-canviar-contrasenya/${encodeURIComponent(token)}`),
    ).dades.estat;
  const reset = (token: string, password = NEW_PASSWORD, language = 'ca') =>
    call(t.ctx, 'PUT', '/usuaris/canviar-contrasenya-token', {
      body: { token, password, confirmPassword: password },
      language,
    });

  /** Asks for a link for a user and follows the mail to its token. */
  async function linkFor(email: string) {
    expect((await ask({ email })).statusCode).toBe(200);
    await t.deliver();
    const mails = await t.mailsTo(email, 'password.reset');
    return linkIn(mails.at(-1)!, '/canviar-contrasenya');
  }

  it('mails a working link in the user’s language, and the new password replaces the old one', async () => {
    const user = await t.ctx.factories.user({ idioma: 'es' });
    const before = await t.ctx.factories.login(user);

    // Spec §7: the e-mail as the body, a bare JSON string; any case.
    const asked = await ask(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toEqual({ dades: null, error: false, missatge: 'users.recoveryLinkSent' });
    expect(await t.deliver()).toBe(1);

    const [mail] = await t.mailsTo(user.email, 'password.reset');
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/contraseña/i);
    expect(mail!.text).toMatch(/contraseña/i);
    const { url, token } = linkIn(mail!, '/canviar-contrasenya');
    expect(url.origin).toBe(PUBLIC_URL);
    expect(mail!.html).toContain(`${PUBLIC_URL}/canviar-contrasenya?token=${token}`);
    // Only the token's hash is stored.
    const stored = await t.ctx.testDb.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.idUsuari, user.idUsuari));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await state(token)).toBe('valid');
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ dades: null, error: false, missatge: 'users.passwordChanged' });

    expect((await tryLogin(t.ctx, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(400);
    // Every session ended: the refresh token from before no longer renews.
    expect(json(await tryRefresh(t.ctx, before.refresh_token)).missatge).toBe('auth.invalidRefreshToken');

    // Single use.
    expect(await state(token)).toBe('used');
    const again = await reset(token, 'yet-another-password', 'en');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      missatge: 'accounts.linkUsed',
      error_description: 'This link has already been used. If needed, ask for a new one.',
    });
    expect((await tryLogin(t.ctx, user.username, NEW_PASSWORD)).statusCode).toBe(200);

    // The user is told, in Spanish; the change register has the change and no secret.
    await t.deliver();
    const notices = await t.mailsTo(user.email, 'password.changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/contraseña/i);
    const changes = await t.ctx.testDb.database.db
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'usuaris'), eq(registreCanvis.idRegistre, String(user.idUsuari))));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.detall).toMatchObject({ password: { changed: true } });
    const [row] = await t.ctx.testDb.database.db
      .select()
      .from(usuaris)
      .where(eq(usuaris.idUsuari, user.idUsuari));
    expect(JSON.stringify(changes)).not.toContain(row!.passwordHash);
    expect(JSON.stringify(changes)).not.toContain(NEW_PASSWORD);
  });

  it('answers a known and an unknown e-mail with the same bytes, and mails only the known one', async () => {
    const user = await t.ctx.factories.user();
    const unknown = `nobody-${Date.now()}@test.example`;
    const known = await ask({ email: user.email });
    const stranger = await ask({ email: unknown });
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(stranger.headers['content-type']).toBe(known.headers['content-type']);
    expect(stranger.headers['content-length']).toBe(known.headers['content-length']);
    await t.deliver();
    expect(await t.mailsTo(user.email, 'password.reset')).toHaveLength(1);
    expect(await t.outboxTo(unknown)).toHaveLength(0);
    expect(t.arrivedTo(unknown)).toHaveLength(0);
  });

  it('answers a known and an unknown e-mail no sooner than the floor, so timing tells nothing', async () => {
    const user = await t.ctx.factories.user();
    for (const email of [user.email, `nobody-${Date.now()}@test.example`]) {
      const started = performance.now();
      expect((await ask({ email })).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    }
  });

  it('lifts the log-in delay of the account once the password is set through a link', async () => {
    // The clock stands still, so the delay cannot run out by itself while the test goes on.
    vi.useFakeTimers({ now: new Date(), toFake: ['Date'] });
    try {
      const user = await t.ctx.factories.user();
      // Five wrong passwords from one address make it wait (DEFAULT_LOGIN_LIMITS): even the right one.
      for (let i = 0; i < 5; i++)
        expect((await tryLogin(t.ctx, user.username, 'wrong-password-x')).statusCode).toBe(400);
      expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(429);
      const { token } = await linkFor(user.email);
      expect((await reset(token)).statusCode).toBe(200);
      const loggedIn = await tryLogin(t.ctx, user.username, NEW_PASSWORD);
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every other recovery link of the user once one is used', async () => {
    const user = await t.ctx.factories.user();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token)).statusCode).toBe(200);
    expect(await state(first.token)).toBe('used');
    expect(json(await reset(first.token)).missatge).toBe('accounts.linkUsed');
  });

  it('refuses an expired link and an unknown one, and says which', async () => {
    const user = await t.ctx.factories.user();
    const { token } = await linkFor(user.email);
    await t.ctx.testDb.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
    expect(await state(token)).toBe('expired');
    const expired = await reset(token, NEW_PASSWORD, 'es');
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({
      missatge: 'accounts.linkExpired',
      error_description: 'Este enlace ha caducado. Solicite uno nuevo.',
    });
    expect((await tryLogin(t.ctx, user.username, user.password)).statusCode).toBe(200);

    const madeUp = 'A'.repeat(43);
    expect(await state(madeUp)).toBe('unknown');
    expect(json(await reset(madeUp)).missatge).toBe('accounts.linkInvalid');
    // A malformed token is unknown to the page (so it can offer to ask again), and a 400 to the reset.
    for (const odd of ['abc', "' or 1=1 --", 'x'.repeat(99)]) {
      expect(await state(odd)).toBe('unknown');
    }
    // A NUL byte is refused in every route's input, before any lookup.
    const nul = await call(t.ctx, 'GET', '/usuaris/pot-canviar-contrasenya/%00');
    expect(nul.statusCode).toBe(400);
    const malformed = await reset('short');
    expect(malformed.statusCode).toBe(400);
    expect(await serverErrors(t.ctx)).toEqual([]);
  });

  it('sends no link to a disabled login, and a link used after disabling does not enable it', async () => {
    const db = t.ctx.testDb.database.db;
    const disabled = await t.ctx.factories.user();
    await db.update(usuaris).set({ activo: false }).where(eq(usuaris.idUsuari, disabled.idUsuari));
    expect((await ask({ email: disabled.email })).statusCode).toBe(200);
    await t.deliver();
    expect(await t.outboxTo(disabled.email)).toHaveLength(0);

    const user = await t.ctx.factories.user();
    const { token } = await linkFor(user.email);
    await db.update(usuaris).set({ activo: false }).where(eq(usuaris.idUsuari, user.idUsuari));
    expect((await reset(token)).statusCode).toBe(200);
    const [row] = await db.select().from(usuaris).where(eq(usuaris.idUsuari, user.idUsuari));
    expect(row!.activo).toBe(false);
    expect((await tryLogin(t.ctx, user.username, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('checks the new password with the spec’s rules, in the request’s language', async () => {
    const user = await t.ctx.factories.user();
    const { token } = await linkFor(user.email);
    const short = await reset(token, '12345678', 'en');
    expect(short.statusCode).toBe(400);
    expect((json(short).errors as { field: string; error_description: string }[])[0]).toEqual({
      field: 'password',
      missatge: 'validation.passwordLength',
      error_description: 'The password must be more than 8 characters long.',
    });
    const mismatch = await call(t.ctx, 'PUT', '/usuaris/canviar-contrasenya-token', {
      body: { token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      language: 'es',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).errors).toEqual([
      {
        field: 'confirmPassword',
        missatge: 'validation.passwordsDontMatch',
        error_description: 'Las contraseñas no coinciden.',
      },
    ]);
    // Refused input changed nothing: the link still works.
    expect(await state(token)).toBe('valid');
  });

  it('stops mailing one address after 3 requests, with the same answer as ever', async () => {
    const user = await t.ctx.factories.user();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask({ email: user.email }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await t.deliver();
    expect(await t.mailsTo(user.email, 'password.reset')).toHaveLength(3);
    expect(await t.outboxTo(user.email)).toHaveLength(3);
  });

  it('refuses a sixth request from one client address with 429, whatever the e-mail', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await ask({ email: `someone-${i}@test.example` }, ip)).statusCode).toBe(200);
    }
    const refused = await call(t.ctx, 'PUT', '/usuaris/demanar-canvi-contrasenya', {
      body: { email: 'someone-else@test.example' },
      ip,
      language: 'en',
    });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ error: 'too_many_requests', missatge: 'errors.rateLimited' });
    expect(json(refused).error_description).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ask({ email: 'someone-else@test.example' })).statusCode).toBe(200);
  });

  it('keeps both limits when the requests arrive together: 5 answered per address, 3 mails per e-mail', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask({ email: `together-${i}@test.example` }, ip)),
    );
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(3);

    const user = await t.ctx.factories.user();
    const same = await Promise.all(Array.from({ length: 6 }, () => ask({ email: user.email })));
    expect(same.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await t.deliver();
    expect(await t.outboxTo(user.email)).toHaveLength(3);
  });

  it('refuses a malformed request with 400 and writes nothing', async () => {
    const db = t.ctx.testDb.database.db;
    const before = (await db.select().from(mailOutbox)).length;
    for (const body of [
      'not-an-email',
      { email: 'a\u0000b@test.example' },
      { email: 'x'.repeat(300) },
      42,
      {},
    ]) {
      const response = await ask(body);
      expect([JSON.stringify(body).slice(0, 40), response.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
    }
    const proto = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/demanar-canvi-contrasenya',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"email": "a@test.example"}, "email": "b@test.example"}',
    });
    expect(proto.statusCode).toBe(400);
    expect((await db.select().from(mailOutbox)).length).toBe(before);
    expect(await serverErrors(t.ctx)).toEqual([]);
  });
});
