// The schema-driven fuzzer: for every operation of the OpenAPI document, hostile
// requests made from its own parameter and body schemas (hostile-requests.ts) by fast-check from a
// fixed seed, sent through the real server as a caller who holds the operation's permission, so
// they reach validation rather than stopping at 401/403. Every answer must be below 500, every
// refusal in the error contract, and a refused request must leave every table as it was.
// PGlite only: the same schemas and code run on PostgreSQL in the other API tests, and the
// fuzzer's thousands of requests would double the suite's time for little more.
import { INT4_MAX, INT4_MIN } from '@portal/domain/wire-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permisos, rolPermisos, usuariRols } from '../../src/db/schema/index.ts';
import { DatabaseDigest, type TableDigest } from '../support/db-digest.ts';
import { declaredOperations, operationName, type DeclaredRoute } from '../support/declared-routes.ts';
import { hostileRequestsOf, wholeRequestAttacks, type HostileRequest } from '../support/hostile-requests.ts';
import {
  bodySchemaOf,
  operationOf,
  type JsonSchema,
  type OpenApiDocument,
} from '../support/openapi-values.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { staffSession } from '../support/service-requests-support.ts';
import type { TestUser } from '../support/factories.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

/** Fixed, so every run sends the same requests; FUZZ_SEED and FUZZ_RUNS explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Tables a refused request may write by design, left out of the "nothing changed" digest:
 * - rate_limit_hits, login_throttles: a refused log-in, recovery or e-mail check is counted —
 *   counting refusals is what a limit is for.
 */
const WRITTEN_WHEN_REFUSED = {
  rate_limit_hits: 'attempts are counted whether or not they succeed',
  login_throttles: 'failed log-ins are counted per account and address',
};

/** A stable seed per operation, so adding a route does not change the requests of the others. */
function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('schema-driven fuzzing on pglite', () => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let doc: OpenApiDocument;
  let routes: DeclaredRoute[];
  type Who = 'administrator' | 'customer' | 'service';
  const sessions = {} as Record<Who, (renew?: boolean) => Promise<string>>;
  const grants = {} as Record<Who, Set<string>>;

  beforeAll(async () => {
    // An ERP that answers, so that what needs one (a synchronisation) is not a 503 for lack of it.
    sandbox = await startTestSandbox();
    ctx = await createTestApp('pglite', { erp: sandboxGateway(sandbox) });
    doc = json<OpenApiDocument>(await ctx.app.inject('/api/docs/json'));
    routes = declaredOperations(ctx.app);
    await ctx.factories.product({ codigo: 'FUZZ-1' });
    const customer = await ctx.factories.customer({ formaPago: 2 });
    const users: Record<Who, TestUser> = {
      administrator: await ctx.factories.user({ role: 'ADMINISTRADOR' }),
      // The company administrator: a buyer's permissions and the team's.
      customer: await ctx.factories.user({ role: 'ADMIN_EMPRESA', codigoCliente: customer.codigo }),
      service: (await staffSession(ctx)).user,
    };
    for (const who of Object.keys(users) as Who[]) {
      grants[who] = await grantsOfUser(ctx, users[who].idUsuari);
      // The fuzzer's own requests may end a session (a token revoked at random): log in again.
      let token: string | undefined;
      sessions[who] = async (renew = false) => {
        if (!token || renew) token = (await ctx.factories.login(users[who])).access_token;
        return token;
      };
    }
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  it('declares every integer a client sends within the range of a database integer', () => {
    const unbounded: string[] = [];
    const walk = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      const types = [schema.type].flat();
      if (types.includes('integer') || types.includes('number')) {
        const ok =
          schema.minimum !== undefined &&
          schema.minimum >= INT4_MIN &&
          schema.maximum !== undefined &&
          schema.maximum <= INT4_MAX;
        if (!ok) unbounded.push(`${where} [${schema.minimum}, ${schema.maximum}]`);
      }
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        walk(property, `${where}.${key}`);
      walk(schema.items, `${where}[]`);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(option, where);
      if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}.*`);
    };
    for (const route of routes) {
      const operation = operationOf(doc, route);
      for (const p of operation.parameters ?? []) walk(p.schema, `${operationName(route)} ${p.in}:${p.name}`);
      walk(bodySchemaOf(operation), `${operationName(route)} body`);
    }
    expect(unbounded).toEqual([]);
  });

  it('answers every hostile request below 500, refusals in the error contract, changing nothing', async () => {
    const digest = new DatabaseDigest(ctx.testDb.database.db, WRITTEN_WHEN_REFUSED);
    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    // The whole digest only after a request that wrote (the transaction id moved): a refused one
    // must then have written nothing that shows; after an accepted one it is the new baseline.
    for (const who of ['administrator', 'customer', 'service'] as const) await sessions[who]();
    let baseline: TableDigest = await digest.take();
    let mark = await digest.writeMark();
    for (const route of routes) {
      const operation = operationOf(doc, route);
      const name = operationName(route);
      const who = callerFor(route);
      const requests: HostileRequest[] = [
        ...hostileRequestsOf(route.method, route.url, operation, seedOf(name), RUNS_PER_OPERATION),
        ...wholeRequestAttacks(route.method, route.url, operation),
      ];
      for (const request of requests) {
        const send = async (renew = false) => {
          const token = who ? await sessions[who](renew) : undefined;
          // A log-in writes its session: the request is judged from after it.
          if (renew) {
            baseline = await digest.take();
            mark = await digest.writeMark();
          }
          return ctx.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: token ? bearer(token, request.headers) : request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
        };
        let response = await send();
        // A session an earlier request ended (a revoked token): log in again and resend.
        if (response.statusCode === 401 && who) response = await send(true);
        sent++;
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const where = `${name} (${request.label}) → ${status}`;
        if (status >= 500) findings.push(`${where}: ${response.body.slice(0, 300)}`);
        if (status >= 400) {
          const problem = contractProblem(response.body);
          if (problem) findings.push(`${where}: ${problem}`);
        }
        const nextMark = await digest.writeMark();
        if (nextMark !== mark) {
          const now = await digest.take();
          if (status >= 400) {
            const changed = DatabaseDigest.changed(baseline, now);
            if (changed.length > 0) findings.push(`${where}: refused, yet changed ${changed.join(', ')}`);
          }
          baseline = now;
          mark = await digest.writeMark();
        }
      }
    }
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    process.stdout.write(
      `[fuzzer] seed ${SEED}, ${routes.length} operations, ${RUNS_PER_OPERATION} generated requests each ` +
        `plus whole-request attacks: ${sent} requests; answers ${summary}\n`,
    );
    if (findings.length > 0) process.stdout.write(`[fuzzer] findings:\n  ${findings.join('\n  ')}\n`);
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * RUNS_PER_OPERATION);
  }, 600_000);

  /** Who sends an operation's requests: someone it lets through, so they reach validation. */
  function callerFor(route: DeclaredRoute): 'administrator' | 'customer' | 'service' | undefined {
    if (route.access === 'public') return undefined;
    if (route.access === 'authenticated') return 'customer';
    const holder = (['administrator', 'customer', 'service'] as const).find((who) =>
      grants[who].has(route.permission!),
    );
    // A permission no seeded role holds would be fuzzed by nobody: name it.
    if (!holder) throw new Error(`No seeded role holds ${route.permission}`);
    return holder;
  }
});

/** The `METHOD /path` permissions a user's roles hold, as the database says. */
async function grantsOfUser(ctx: TestContext, idUsuari: number): Promise<Set<string>> {
  const rows = await ctx.testDb.database.db
    .selectDistinct({ endPoint: permisos.endPoint })
    .from(usuariRols)
    .innerJoin(rolPermisos, eq(rolPermisos.idRol, usuariRols.idRol))
    .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
    .where(eq(usuariRols.idUsuari, idUsuari));
  return new Set(rows.map((row) => row.endPoint));
}

/** What is wrong with a refusal's body, against the error contract (DESIGN §4); null when nothing. */
function contractProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  const value = parsed as Record<string, unknown>;
  for (const key of ['error', 'missatge', 'error_description'])
    if (typeof value?.[key] !== 'string') return `no ${key}: ${body.slice(0, 200)}`;
  return null;
}
