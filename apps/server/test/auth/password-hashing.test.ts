// Passwords at log-in: a hash of the older scheme (scrypt) still logs in and is replaced by an
// argon2id one; a storm past the hashing queue is refused at once with 429 and Retry-After while
// those within it get in; an unknown user's log-in costs a hash like a known one's.
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuaris } from '../../src/db/schema/index.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../src/modules/auth/auth-service.ts';
import { PasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

const generousLimits = { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 10_000, windowSeconds: 300 } };

function logIn(ctx: TestContext, username: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
  });
}

/** A hash as the portal stored them before argon2id: `scrypt$N$r$p$salt$hash`. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return `scrypt$4096$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe.each(databaseKinds())('password hashing at log-in on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { loginLimits: generousLimits });
  });
  afterAll(() => ctx.close());

  const storedHash = async (idUsuari: number) =>
    (
      await ctx.testDb.database.db
        .select({ passwordHash: usuaris.passwordHash })
        .from(usuaris)
        .where(eq(usuaris.idUsuari, idUsuari))
    )[0]!.passwordHash;

  it('logs in with an old scrypt hash and stores an argon2id one in its place', async () => {
    const user = await ctx.factories.user();
    await ctx.testDb.database.db
      .update(usuaris)
      .set({ passwordHash: legacyScryptHash(user.password) })
      .where(eq(usuaris.idUsuari, user.idUsuari));

    expect((await logIn(ctx, user.username, 'not-the-password')).statusCode).toBe(400);
    expect(await storedHash(user.idUsuari)).toMatch(/^scrypt\$/);

    expect((await logIn(ctx, user.username, user.password)).statusCode).toBe(200);
    const upgraded = await storedHash(user.idUsuari);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect((await logIn(ctx, user.username, user.password)).statusCode).toBe(200);
    expect(await storedHash(user.idUsuari)).toBe(upgraded);
  });
});

describe.each(databaseKinds())('a log-in storm on %s', (kind) => {
  let ctx: TestContext;
  // One hash at a time, two waiting: the rest of a storm is refused at once.
  const hasher = new PasswordHasher({
    cost: { memoryCost: 8192, timeCost: 2, parallelism: 1 },
    concurrency: 1,
    maxWaiting: 2,
  });
  beforeAll(async () => {
    ctx = await createTestApp(kind, { loginLimits: generousLimits, hasher });
  });
  afterAll(() => ctx.close());

  it('lets in those the queue holds and refuses the rest with 429 and a Retry-After', async () => {
    const user = await ctx.factories.user();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => logIn(ctx, user.username, user.password)),
    );
    const admitted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(admitted.length + refused.length).toBe(answers.length);
    expect(admitted.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(json(answer)).toMatchObject({ error: 'too_many_requests', missatge: 'errors.rateLimited' });
    }
    // Once the storm has passed, the same user gets in.
    expect((await logIn(ctx, user.username, user.password)).statusCode).toBe(200);
  });

  it('makes an unknown user wait for a hash like a known one (no shortcut that timing would reveal)', async () => {
    const user = await ctx.factories.user();
    const unknown = await Promise.all(
      Array.from({ length: 12 }, (_, i) => logIn(ctx, `nobody-${i}`, 'whatever-password')),
    );
    // Were unknown users answered without hashing, none would ever queue, and none be refused.
    expect(unknown.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
    expect(unknown.filter((a) => a.statusCode === 400).length).toBeGreaterThanOrEqual(3);
    expect((await logIn(ctx, user.username, user.password)).statusCode).toBe(200);
  });
});
