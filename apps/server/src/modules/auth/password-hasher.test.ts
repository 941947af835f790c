// The password hasher: hashes verify, other passwords and malformed hashes do not, a failed hash
// leaves the hasher working, and on Linux the hashing runs in a thread of lower priority.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.ts';

const hasher = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }, 1);
afterAll(() => hasher.close());

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('PasswordHasher', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false);
    // Two hashes of one password differ (each has its own salt).
    expect(await hasher.hash('correct horse battery')).not.toBe(stored);
  });

  it('compares passwords in one Unicode form (NFKC)', async () => {
    const stored = await hasher.hash('ﬁligrana');
    expect(await hasher.verify('filigrana', stored)).toBe(true);
  });

  it('refuses a malformed stored hash without hashing', async () => {
    expect(await hasher.verify('x', 'bcrypt$whatever')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$4096$8$1$salt')).toBe(false);
  });

  it('answers many at once, one after another, and keeps working after a hash that fails', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `password-${i}`);
    const stored = await Promise.all(passwords.map((p) => hasher.hash(p)));
    const checks = await Promise.all(stored.map((s, i) => hasher.verify(passwords[(i + 1) % 6]!, s)));
    expect(checks).toEqual([false, false, false, false, false, false]);
    // N must be a power of two: scrypt refuses, the verify fails, the next one works.
    await expect(hasher.verify('x', 'scrypt$1000$8$1$c2FsdA==$a2V5')).rejects.toThrow();
    expect(await hasher.verify('password-0', stored[0]!)).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'hashes in a thread of lower priority than the process',
    async () => {
      const lowered = () => threadNiceValues().filter((nice) => nice === 10).length;
      const own = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }, 1);
      const before = lowered();
      try {
        await own.hash('any');
        expect(lowered()).toBe(before + 1);
      } finally {
        await own.close();
      }
    },
  );
});
