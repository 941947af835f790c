// `POST /auth/oauth/token` (password and refresh-token grants) and `POST /auth/oauth/revoke`.
// Bodies are form-encoded as OAuth2 asks; failures are OAuth2 errors in the request's language.
import { refreshGrantSchema, passwordGrantSchema, tokenResponseSchema } from '@portal/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { AuthService } from './auth-service.ts';

const tokenBody = z
  .record(z.string(), z.unknown())
  .describe('application/x-www-form-urlencoded OAuth2 token request');

function missingField(field: string) {
  return new AppError(400, 'invalid_request', 'auth.missingField', { field });
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
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
        if (!parsed.success) throw missingField(String(parsed.error.issues[0]?.path[0] ?? 'username'));
        return auth.loginWithPassword(parsed.data.username, parsed.data.password, request.ip);
      }
      if (body.grant_type === 'refresh_token') {
        const parsed = refreshGrantSchema.safeParse(body);
        if (!parsed.success) throw missingField('refresh_token');
        return auth.refresh(parsed.data.refresh_token);
      }
      if (body.grant_type === undefined) throw missingField('grant_type');
      throw new AppError(400, 'unsupported_grant_type', 'auth.unsupportedGrantType');
    },
  );

  app.post(
    '/auth/oauth/revoke',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke a refresh token (RFC 7009; always answers 200)',
        body: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: z.object({ revoked: z.boolean() }) },
      },
    },
    async (request) => {
      await auth.revoke(request.body.token);
      return { revoked: true };
    },
  );
};
