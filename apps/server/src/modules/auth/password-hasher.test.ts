// The password hasher: argon2id hashes verify, other passwords and malformed hashes do not, hashes
// of the older scrypt scheme still verify and are marked for replacement, the queue is bounded, and
// on Linux the hashing runs in a thread of lower priority.
import { randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { PasswordHasher } from './password-hasher.ts';

const LOW_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hasher = new PasswordHasher({ cost: LOW_COST, concurrency: 1 });
afterAll(() => hasher.close());

/** The threads of this process at nice 10 (field 19 of /proc/self/task/<tid>/stat), by id. */
function loweredThreads(): Set<string> {
  const lowered = new Set<string>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // The thread ended meanwhile.
    }
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === 10) lowered.add(tid);
  }
  return lowered;
}

describe('PasswordHasher', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false);
    // Two hashes of one password differ (each has its own salt).
    expect(await hasher.hash('correct horse battery')).not.toBe(stored);
  });

  it('hashes at OWASP cost by default', async () => {
    const full = new PasswordHasher();
    const stored = await full.hash('any');
    await full.close();
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('compares passwords in one Unicode form (NFKC)', async () => {
    const stored = await hasher.hash('ﬁligrana');
    expect(await hasher.verify('filigrana', stored)).toBe(true);
  });

  it('verifies a hash of the older scrypt scheme and asks for its replacement', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const legacy = `scrypt$4096$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await hasher.verify('old password', legacy)).toBe(true);
    expect(await hasher.verify('other password', legacy)).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
    // A hash of a lower cost than today's is replaced too.
    expect(new PasswordHasher().needsRehash(await hasher.hash('x'))).toBe(true);
  });

  it('refuses a malformed stored hash rather than failing', async () => {
    expect(await hasher.verify('x', 'bcrypt$whatever')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$4096$8$1$salt')).toBe(false);
    // N must be a power of two: scrypt refuses, the verify says no, the next one works.
    expect(await hasher.verify('x', 'scrypt$1000$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await hasher.verify('x', '$argon2id$v=19$m=1024,t=1,p=1$broken')).toBe(false);
    expect(await hasher.verify('y', await hasher.hash('y'))).toBe(true);
  });

  it('runs one hash per slot, queues a bounded number and refuses the rest with a wait in seconds', async () => {
    const bounded = new PasswordHasher({ cost: LOW_COST, concurrency: 1, maxWaiting: 3 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => bounded.hash(`p-${i}`)));
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(done).toHaveLength(4);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(429);
      expect(Number((error as AppError).headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The queue drained: the next hash runs.
    await expect(bounded.hash('after')).resolves.toMatch(/^\$argon2id\$/);
  });

  it.runIf(process.platform === 'linux')(
    'hashes in a thread of lower priority than the process',
    async () => {
      // Threads are told apart by id: other files' hashers in this worker may end meanwhile.
      const own = new PasswordHasher({ cost: LOW_COST, concurrency: 1 });
      const before = loweredThreads();
      try {
        await own.hash('any');
        const newlyLowered = [...loweredThreads()].filter((tid) => !before.has(tid));
        expect(newlyLowered).toHaveLength(1);
      } finally {
        await own.close();
      }
    },
  );
});
