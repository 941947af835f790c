// POST /oauth/token: the OAuth2 password grant (RFC 6749 §4.3), form-encoded. Bad credentials
// answer 401 `invalid_grant` (the RFC says 400; the contract uses 401 so one rule, "401: log in
// again", covers both the connector's token and its credentials - see docs/erp-contract.md §3).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError } from '../http/errors.ts';
import type { SwitchBoard } from '../switches.ts';
import type { TokenStore } from './token-store.ts';

const grantSchema = z.object({
  grant_type: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
});

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function tokenRoutes(
  app: FastifyInstance,
  deps: { tokens: TokenStore; switches: SwitchBoard; username: string; password: string },
): void {
  app.post('/oauth/token', async (request, reply) => {
    // RFC 6749 §5.1: token answers must not be cached.
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const form = grantSchema.safeParse(request.body ?? {});
    const grant = form.success ? form.data : {};
    if (grant.grant_type !== 'password') {
      throw new SandboxError(400, 'unsupported_grant_type', 'Only grant_type=password is supported');
    }
    if (!grant.username || !grant.password) {
      throw new SandboxError(400, 'invalid_request', 'username and password are required');
    }
    const userOk = sameSecret(grant.username, deps.username);
    const passwordOk = sameSecret(grant.password, deps.password);
    if (!userOk || !passwordOk) throw new SandboxError(401, 'invalid_grant', 'Wrong username or password');
    return deps.tokens.issue(deps.switches.get().tokenTtlSeconds);
  });
}
