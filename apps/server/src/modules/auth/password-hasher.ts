// Password hashing with scrypt at OWASP strength (N=2^17, r=8, p=1). Each hash costs ~128 MiB and
// a good part of a core, so at most `concurrency` run at once: a storm of logins then queues
// here instead of starving the catalogue's requests.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

export interface HashCost {
  N: number;
  r: number;
  p: number;
}
export const OWASP_COST: HashCost = { N: 2 ** 17, r: 8, p: 1 };

function scryptAsync(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly cost: HashCost = OWASP_COST,
    private readonly concurrency = 2,
  ) {}

  private async withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
  hash(password: string): Promise<string> {
    return this.withSlot(async () => {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, this.cost);
      const { N, r, p } = this.cost;
      return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
    });
  }

  verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return Promise.resolve(false);
    const expected = Buffer.from(key, 'base64');
    return this.withSlot(async () => {
      const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    });
  }

  /** A real hash to compare against when the user is unknown, so timing does not reveal it. */
  private dummy: Promise<string> | undefined;
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(password, await this.dummy);
    return false;
  }
}
