// `POST /auth/oauth/token` (password and refresh-token grants) and `POST /auth/oauth/revoke`.
// Bodies are form-encoded as OAuth2 asks; failures are OAuth2 errors in the request's language.
// The web app takes its refresh token as an HttpOnly cookie (refresh-cookie.ts); other clients
// get it in the body, as RFC 6749 has it.
import fastifyCookie from '@fastify/cookie';
import { refreshGrantSchema, passwordGrantSchema, tokenResponseSchema } from '@portal/domain/auth';
import type { TokenResponse } from '@portal/domain/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { invalidRefresh, type AuthService } from './auth-service.ts';
import {
  clearRefreshCookie,
  cookieSecureFor,
  isCrossOrigin,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie.ts';

const tokenBody = z
  .record(z.string(), z.unknown())
  .describe(
    'application/x-www-form-urlencoded OAuth2 token request: grant_type=password (username, password) or ' +
      'grant_type=refresh_token (refresh_token; without it, the refresh-token cookie). token_delivery=cookie ' +
      'puts the refresh token in an HttpOnly cookie (Path=/auth/oauth) instead of the body.',
  );

/** The first thing wrong with a grant's fields, as OAuth2's `invalid_request`. */
function invalidField(issue: z.core.$ZodIssue | undefined) {
  const field = String(issue?.path[0] ?? 'grant_type');
  if (issue?.code === 'invalid_type' && issue.input === undefined)
    return new AppError(400, 'invalid_request', 'auth.missingField', { field });
  return new AppError(400, 'invalid_request', 'errors.validation', {}, [{ field, key: 'errors.validation' }]);
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** The refresh token's life in seconds: the cookie's too. */
  refreshCookieMaxAge: number;
  publicUrl: string;
}> = async (app, { auth, refreshCookieMaxAge, publicUrl }) => {
  // Here only: no other route reads or writes cookies.
  await app.register(fastifyCookie);
  const cookie = { maxAge: refreshCookieMaxAge, secure: cookieSecureFor(publicUrl) };

  /** The answer: in cookie delivery the refresh token goes into the cookie, never the body. */
  function deliver(reply: FastifyReply, tokens: TokenResponse, delivery: 'body' | 'cookie'): TokenResponse {
    if (delivery === 'body') return tokens;
    const { refresh_token: refreshToken, ...rest } = tokens;
    if (refreshToken) setRefreshCookie(reply, refreshToken, cookie);
    return rest;
  }

  app.post(
    '/auth/oauth/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in (grant_type=password) or renew a session (grant_type=refresh_token)',
        body: tokenBody,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'password') {
        const parsed = passwordGrantSchema.safeParse(body);
        if (!parsed.success) throw invalidField(parsed.error.issues[0]);
        const { username, password, token_delivery: delivery } = parsed.data;
        return deliver(reply, await auth.loginWithPassword(username, password, request.ip), delivery);
      }
      if (body.grant_type === 'refresh_token') {
        const parsed = refreshGrantSchema.safeParse(body);
        if (!parsed.success) throw invalidField(parsed.error.issues[0]);
        if (parsed.data.refresh_token !== undefined)
          return deliver(reply, await auth.refresh(parsed.data.refresh_token), parsed.data.token_delivery);
        // The cookie's session: renewed only for a request from the portal's own pages.
        const fromCookie = readRefreshCookie(request);
        if (!fromCookie || isCrossOrigin(request)) throw invalidRefresh();
        try {
          return deliver(reply, await auth.refresh(fromCookie), 'cookie');
        } catch (error) {
          // A dead cookie is of no more use to the browser.
          clearRefreshCookie(reply, cookie);
          throw error;
        }
      }
      if (body.grant_type === undefined)
        throw new AppError(400, 'invalid_request', 'auth.missingField', { field: 'grant_type' });
      throw new AppError(400, 'unsupported_grant_type', 'auth.unsupportedGrantType');
    },
  );

  app.post(
    '/auth/oauth/revoke',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Log out (RFC 7009; always answers 200): ends the session of `token` (a refresh token, or a ' +
          'still valid access token) and of the refresh-token cookie, and clears the cookie',
        body: z.object({ token: z.string().min(1).max(2000).optional() }),
        response: { 200: z.object({ revoked: z.boolean() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.body.token) await auth.revoke(request.body.token);
      // A request from another site carries no cookie (SameSite=Strict), and one from another
      // origin of this site is not listened to: neither can log anyone out.
      if (isCrossOrigin(request)) return { revoked: true };
      const fromCookie = readRefreshCookie(request);
      if (fromCookie) await auth.revoke(fromCookie);
      clearRefreshCookie(reply, cookie);
      return { revoked: true };
    },
  );
};
