// The server's configuration, read once from the environment and checked by zod, so that a bad
// value stops the start with a message naming the variable instead of failing later.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * `TRUST_PROXY`, in the forms Fastify's `trustProxy` takes: `true` (every hop: only behind a proxy
 * that overwrites X-Forwarded-For and cannot be bypassed) or a comma-separated list of proxy
 * addresses and CIDR ranges (`10.0.0.1,172.16.0.0/12`, or proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`). Off by default: the client's address is the connection's, which it cannot forge.
 * A hop count is refused: Fastify 5.12 ignores it (it cannot tell a proxy from a client that
 * reached the portal directly), so accepting it would look like trust while giving none.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message: 'a hop count cannot tell a proxy from a client: name the proxies (addresses or CIDR ranges)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (bad === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `"${bad}" is not true, a hop count, an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
    });
    return z.NEVER;
  });

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on; by default this machine only in demo mode (its passwords are public), every interface otherwise. */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_MODE: booleanFromEnv.optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 14),
  WEB_DIST_DIR: z.string().optional(),
  ERP_BASE_URL: z.url().optional(),
  ERP_USERNAME: z.string().optional(),
  ERP_PASSWORD: z.string().optional(),
  /** nodemailer's SMTP URL, e.g. smtps://user:pass@smtp.example.com:465; without it mail is only kept. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every mail, e.g. `Portal <no-reply@example.com>`; by default no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]+$/, 'must be an address, e.g. "Portal <no-reply@example.com>"')
    .optional(),
  /**
   * Days a mail is kept once settled (sent, refused, or held without an SMTP server): mails carry
   * personal data and links, and the Mailbox is for what happened lately. Pending mail is kept.
   */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Unset: 30 s on PostgreSQL, an hour on PGlite (see `searchCacheSeconds`). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Log-in attempts one client address may make in 5 minutes (an office behind one NAT shares it). */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Outbox messages one instance delivers to the ERP at once (each of its own ordering key). */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Items per page the synchronisation asks the ERP's export for (contract §11.1: 1-1000); by
   * default 1000 on PostgreSQL and 200 on PGlite (see app.ts).
   */
  SYNC_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  /** How long a synchronisation run stays with an instance that stopped renewing it (died). */
  SYNC_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Port of the sandbox ERP that the start runs when no ERP is configured. */
  ERP_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  /** Worker processes under node:cluster sharing PORT (`auto`: one per core); unset: one process. */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).optional(),
  /** On SIGTERM, seconds `/ready` answers 503 before the instance stops accepting connections. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  publicUrl: string;
  logLevel: string;
  /** Seed the demo users and catalogue. On by default with PGlite, off with PostgreSQL. */
  demoMode: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Built web app to serve; absent (tests) means API only. */
  webDistDir: string | undefined;
  erp: { baseUrl: string; username: string; password: string } | undefined;
  /** Where mail is sent; undefined keeps every mail in the database for the Mailbox (DESIGN §9). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Days a settled mail is kept before the mail worker deletes it. */
  mailRetentionDays: number;
  /** How long a claimed outbox message is reserved for the instance delivering it. */
  outboxLeaseSeconds: number;
  /** Outbox messages delivered at once. */
  outboxConcurrency: number;
  /**
   * How long a search answer (ids, total, the priced page) is reused; 0 turns the cache off.
   * Unset: by database (app.ts).
   */
  searchCacheSeconds: number | undefined;
  /** Log-in attempts per client address in 5 minutes. */
  loginAttemptsPerIp: number;
  /** Whose X-Forwarded-For gives the client's address (Fastify's `trustProxy`); false: nobody's. */
  trustProxy: boolean | string[];
  /** Items per export page a synchronisation reads and applies in one transaction (unset: by database). */
  syncPageSize: number | undefined;
  syncLeaseSeconds: number;
  erpSandboxPort: number;
  /**
   * How many worker processes a node:cluster primary runs on PORT (cluster/primary.ts); undefined:
   * no primary, this process serves.
   */
  workers: number | undefined;
  /** On SIGTERM, how long `/ready` answers 503 so a load balancer takes the instance out first. */
  drainSeconds: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  if (e.ERP_BASE_URL && (!e.ERP_USERNAME || !e.ERP_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ERP_USERNAME, ERP_PASSWORD: required with ERP_BASE_URL');
  }
  const workers = e.WORKERS === 'auto' ? availableParallelism() : e.WORKERS;
  if (workers !== undefined && workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: ${workers} processes need PostgreSQL (DATABASE_URL); ` +
        'the embedded PGlite database is one process: set DATABASE_URL, or WORKERS=1',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? ((e.DEMO_MODE ?? !e.DATABASE_URL) ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    // Without a configured secret, tokens are signed with a per-process key: sessions end at restart,
    // which is acceptable for the demo and refused in production above.
    authSecret: e.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    publicUrl,
    logLevel: e.LOG_LEVEL,
    demoMode: e.DEMO_MODE ?? !e.DATABASE_URL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    webDistDir: e.WEB_DIST_DIR,
    erp:
      e.ERP_BASE_URL && e.ERP_USERNAME && e.ERP_PASSWORD
        ? { baseUrl: e.ERP_BASE_URL, username: e.ERP_USERNAME, password: e.ERP_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Portal <no-reply@${new URL(publicUrl).hostname}>`,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    outboxConcurrency: e.OUTBOX_CONCURRENCY,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
    trustProxy: e.TRUST_PROXY,
    syncPageSize: e.SYNC_PAGE_SIZE,
    syncLeaseSeconds: e.SYNC_LEASE_SECONDS,
    erpSandboxPort: e.ERP_SANDBOX_PORT,
    workers,
    drainSeconds: e.DRAIN_SECONDS,
  };
}

/** Where the server listens, for the start's banner, and how to open a demo to the network. */
export function listeningOn(host: string, port: number): string {
  return host === '127.0.0.1' || host === 'localhost'
    ? `Listening on ${host}:${port}, this machine only (set HOST=0.0.0.0 to reach it from others).`
    : `Listening on ${host}:${port}.`;
}
