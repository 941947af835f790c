// The sandbox's environment, parsed once at start (main.ts); nothing else reads process.env.
// Every switch can be set here and changed later through PUT /_sandbox/switches.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CREDENTIALS, type SandboxOptions } from './build-sandbox.ts';
import { DOWN_MODES, type Switches, switchesSchema } from './switches.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const number = z.coerce.number();
/** A number of seconds, or "never" (only by hand). */
const secondsOrNever = z.union([z.literal('never').transform(() => null), z.coerce.number().int().min(0)]);

const envSchema = z.object({
  ERP_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  ERP_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  ERP_SANDBOX_DATA_DIR: z.string().min(1).default('./data/erp-sandbox'),
  ERP_SANDBOX_USERNAME: z.string().min(1).default(DEFAULT_CREDENTIALS.username),
  ERP_SANDBOX_PASSWORD: z.string().min(1).default(DEFAULT_CREDENTIALS.password),
  ERP_SANDBOX_ALLOW_RESET: z.stringbool().default(false),
  ERP_SANDBOX_GENERATED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(0),
  ERP_SANDBOX_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  ERP_SANDBOX_LATENCY_MS: number.optional(),
  ERP_SANDBOX_ERROR_RATE: number.optional(),
  ERP_SANDBOX_ERROR_STATUS: number.optional(),
  ERP_SANDBOX_LOST_REPLY_RATE: number.optional(),
  ERP_SANDBOX_MALFORMED_RATE: number.optional(),
  ERP_SANDBOX_DOWN: z.stringbool().optional(),
  ERP_SANDBOX_DOWN_MODE: z.enum(DOWN_MODES).optional(),
  ERP_SANDBOX_TOKEN_TTL_SECONDS: number.optional(),
  ERP_SANDBOX_REJECT_ABOVE_TOTAL: z.union([z.literal('never').transform(() => null), number]).optional(),
  ERP_SANDBOX_PREPARE_AFTER_SECONDS: secondsOrNever.optional(),
  ERP_SANDBOX_SHIP_AFTER_SECONDS: secondsOrNever.optional(),
  ERP_SANDBOX_PARTIAL_SHIPMENTS: z.stringbool().optional(),
  ERP_SANDBOX_PARTIAL_LEAD_SECONDS: number.optional(),
  ERP_SANDBOX_DELIVER_AFTER_SECONDS: number.optional(),
  ERP_SANDBOX_INVOICE_AFTER_SECONDS: number.optional(),
  ERP_SANDBOX_DOCUMENTS_LAG_SECONDS: number.optional(),
  ERP_SANDBOX_DOCUMENTS_DOWN: z.stringbool().optional(),
  ERP_SANDBOX_PUBLIC_URL: z.url().optional(),
});

/** The environment variable of each switch. */
const SWITCH_VARIABLES = {
  latencyMs: 'ERP_SANDBOX_LATENCY_MS',
  errorRate: 'ERP_SANDBOX_ERROR_RATE',
  errorStatus: 'ERP_SANDBOX_ERROR_STATUS',
  lostReplyRate: 'ERP_SANDBOX_LOST_REPLY_RATE',
  malformedRate: 'ERP_SANDBOX_MALFORMED_RATE',
  down: 'ERP_SANDBOX_DOWN',
  downMode: 'ERP_SANDBOX_DOWN_MODE',
  tokenTtlSeconds: 'ERP_SANDBOX_TOKEN_TTL_SECONDS',
  rejectAboveTotal: 'ERP_SANDBOX_REJECT_ABOVE_TOTAL',
  prepareAfterSeconds: 'ERP_SANDBOX_PREPARE_AFTER_SECONDS',
  shipAfterSeconds: 'ERP_SANDBOX_SHIP_AFTER_SECONDS',
  partialShipments: 'ERP_SANDBOX_PARTIAL_SHIPMENTS',
  partialLeadSeconds: 'ERP_SANDBOX_PARTIAL_LEAD_SECONDS',
  deliverAfterSeconds: 'ERP_SANDBOX_DELIVER_AFTER_SECONDS',
  invoiceAfterSeconds: 'ERP_SANDBOX_INVOICE_AFTER_SECONDS',
  documentsLagSeconds: 'ERP_SANDBOX_DOCUMENTS_LAG_SECONDS',
  documentsDown: 'ERP_SANDBOX_DOCUMENTS_DOWN',
} as const satisfies Record<keyof Switches, keyof z.infer<typeof envSchema>>;

export interface SandboxConfig {
  port: number;
  host: string;
  logLevel: string;
  options: SandboxOptions;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('ERP_SANDBOX_') && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid ERP sandbox configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const switches: Partial<Switches> = {};
  for (const [name, variable] of Object.entries(SWITCH_VARIABLES) as [keyof Switches, keyof typeof e][]) {
    if (e[variable] !== undefined) (switches as Record<string, unknown>)[name] = e[variable];
  }
  const checked = switchesSchema.partial().safeParse(switches);
  if (!checked.success) {
    const lines = checked.error.issues.map(
      (issue) => `  ${SWITCH_VARIABLES[issue.path[0] as keyof Switches]}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid ERP sandbox configuration:\n${lines.join('\n')}`);
  }
  return {
    port: e.ERP_SANDBOX_PORT,
    host: e.ERP_SANDBOX_HOST,
    logLevel: e.ERP_SANDBOX_LOG_LEVEL,
    options: {
      dataDir: path.resolve(e.ERP_SANDBOX_DATA_DIR),
      username: e.ERP_SANDBOX_USERNAME,
      password: e.ERP_SANDBOX_PASSWORD,
      allowReset: e.ERP_SANDBOX_ALLOW_RESET,
      generatedProducts: e.ERP_SANDBOX_GENERATED_PRODUCTS,
      ...(e.ERP_SANDBOX_PUBLIC_URL ? { publicUrl: e.ERP_SANDBOX_PUBLIC_URL.replace(/\/$/, '') } : {}),
      switches: checked.data,
    },
  };
}
