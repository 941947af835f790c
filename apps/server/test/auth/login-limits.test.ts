// Log-in limits that cannot be sidestepped or turned against users: failures
// slow down the account and address pair that made them, with growing delays, while the owner
// elsewhere logs in at once and is told by mail; the per-address limit counts the connection's
// address, whatever X-Forwarded-For claims, unless the request comes from a configured proxy.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../src/modules/auth/auth-service.ts';
import { serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

function logIn(
  ctx: TestContext,
  username: string,
  password: string,
  options: { ip?: string; language?: string; forwardedFor?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': options.language ?? 'ca',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    remoteAddress: options.ip ?? '192.0.2.10',
  });
}

let addressCount = 0;
/** An address of its own for each case, so cases do not share pairs. */
const freshAddress = () => `198.51.100.${++addressCount}`;

describe.each(databaseKinds())('growing delays per account and address on %s', (kind) => {
  let ctx: TestContext;
  // The clock is moved by hand: a delay runs out when the test says so, never by chance.
  let now = Date.now();
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 10_000, windowSeconds: 300 } },
    });
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
  });
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const mailsTo = (email: string) =>
    ctx.testDb.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'login.throttled')));

  it('after five failures the pair waits 1 s, then 2 s, then 4 s: a translated 429 with Retry-After, even for the right password', async () => {
    const user = await ctx.factories.user();
    const ip = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await logIn(ctx, user.username, 'wrong-password-x', { ip })).statusCode).toBe(400);

    for (const seconds of [1, 2, 4]) {
      const waiting = await logIn(ctx, user.username, user.password, { ip, language: 'es' });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe(String(seconds));
      expect(json(waiting)).toEqual({
        error: 'too_many_requests',
        missatge: 'errors.rateLimited',
        error_description: `Demasiados intentos. Vuelva a intentarlo dentro de ${seconds} s.`,
      });
      // Waited out, the next attempt is checked; another wrong one doubles the wait.
      advance(seconds * 1000);
      expect((await logIn(ctx, user.username, 'wrong-password-x', { ip })).statusCode).toBe(400);
    }
    const last = await logIn(ctx, user.username, user.password, { ip, language: 'en' });
    expect(last.headers['retry-after']).toBe('8');
    expect(json(last).error_description).toBe('Too many attempts. Try again in 8 s.');

    // The right password once the wait is over: in, and the pair starts from zero again.
    advance(8000);
    expect((await logIn(ctx, user.username, user.password, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await logIn(ctx, user.username, 'wrong-password-x', { ip })).statusCode).toBe(400);
    expect((await logIn(ctx, user.username, user.password, { ip })).statusCode).toBe(200);
  });

  it('a stranger failing from elsewhere does not keep the owner out', async () => {
    const user = await ctx.factories.user();
    const stranger = freshAddress();
    for (let i = 0; i < 5; i++) await logIn(ctx, user.username, 'guess-number-x', { ip: stranger });
    for (let i = 0; i < 3; i++) {
      expect((await logIn(ctx, user.username, 'guess-number-y', { ip: stranger })).statusCode).toBe(429);
      // By e-mail too: the same account.
      expect((await logIn(ctx, user.email, 'guess-number-y', { ip: stranger })).statusCode).toBe(429);
    }
    // The owner, from their own address, right now, with the right password.
    expect((await logIn(ctx, user.username, user.password, { ip: freshAddress() })).statusCode).toBe(200);
  });

  it('tells the owner by mail once when log-ins to the account start being slowed down, not at every attempt', async () => {
    const user = await ctx.factories.user({ idioma: 'en' });
    const first = freshAddress();
    for (let i = 0; i < 4; i++) await logIn(ctx, user.username, 'wrong-password-x', { ip: first });
    expect(await mailsTo(user.email)).toEqual([]);
    await logIn(ctx, user.username, 'wrong-password-x', { ip: first });
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'en', status: 'pending' });
    expect(mail!.subject).toBe('Failed attempts to log in to your account');
    expect(mail!.bodyText).toContain(first);
    expect(mail!.bodyText).toContain('5 times in a row');
    expect(mail!.bodyText).toContain('/recuperar-contrasenya');

    // More failures, from there and from a second address within the hour: no second mail.
    advance(1000);
    await logIn(ctx, user.username, 'wrong-password-x', { ip: first });
    const second = freshAddress();
    for (let i = 0; i < 6; i++) await logIn(ctx, user.username, 'wrong-password-x', { ip: second });
    expect(await mailsTo(user.email)).toHaveLength(1);

    // An hour later, a pair that starts being slowed down is told again.
    advance(61 * 60 * 1000);
    const third = freshAddress();
    for (let i = 0; i < 5; i++) await logIn(ctx, user.username, 'wrong-password-x', { ip: third });
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it('slows down an unknown account the same way, and mails nobody', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await logIn(ctx, 'nobody-by-this-name', 'whatever-pass', { ip })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const anyMail = await ctx.testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'login.throttled'));
    expect(anyMail.every((mail) => !mail.recipient.includes('nobody-by-this-name'))).toBe(true);
  });
});

describe.each(databaseKinds())('the per-address limit and forwarded headers on %s', (kind) => {
  const limits = { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 3, windowSeconds: 300 } };

  describe('with no proxy trusted (the default)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(kind, { loginLimits: limits });
    });
    afterAll(() => ctx.close());

    it('counts the connection’s address: a new X-Forwarded-For each time does not reset it', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const user = await ctx.factories.user();
        const response = await logIn(ctx, user.username, user.password, {
          ip: '203.0.113.7',
          forwardedFor: `10.9.${i}.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });

  describe('with TRUST_PROXY naming the load balancer', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(kind, { loginLimits: limits, env: { TRUST_PROXY: '10.0.0.1' } });
    });
    afterAll(() => ctx.close());

    it('counts each client the proxy forwards by its own address', async () => {
      for (let i = 0; i < 5; i++) {
        const user = await ctx.factories.user();
        const response = await logIn(ctx, user.username, user.password, {
          ip: '10.0.0.1',
          forwardedFor: `203.0.113.${i + 20}`,
        });
        expect(response.statusCode).toBe(200);
      }
      // One client behind the proxy past the limit: refused, the others not.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await logIn(ctx, 'nobody-here', 'whatever-pass', { ip: '10.0.0.1', forwardedFor: '203.0.113.99' }))
            .statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('ignores X-Forwarded-For from anyone who is not that proxy', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const user = await ctx.factories.user();
        statuses.push(
          (
            await logIn(ctx, user.username, user.password, {
              ip: '198.51.100.200',
              forwardedFor: `10.9.${i}.1`,
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
});
