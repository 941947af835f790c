// One handler turns every failure into the contract's error body. Framework errors a client can
// cause (bad JSON, wrong content type, body too large) keep their 4xx; anything else is a 500
// whose text stays in the log. 503 and 429 carry Retry-After so a connector knows when to retry.
import type { FastifyError, FastifyInstance } from 'fastify';
import { SandboxError, errors } from './errors.ts';

const RETRY_AFTER_SECONDS = '1';

function toSandboxError(error: FastifyError): SandboxError | undefined {
  if (error instanceof SandboxError) return error;
  const status = error.statusCode ?? 500;
  if (status === 413) return new SandboxError(413, 'payload_too_large', 'The request body is too large');
  if (status === 415)
    return new SandboxError(
      415,
      'unsupported_media_type',
      'Send JSON (application/json) or, for /oauth/token, a form',
    );
  if (status >= 400 && status < 500) return errors.malformedRequest(error.message);
  return undefined;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toSandboxError(error);
    const failure = known ?? new SandboxError(500, 'internal', 'Internal ERP sandbox error');
    if (!known) request.log.error({ err: error }, 'unexpected error');
    if (failure.statusCode === 503 || failure.statusCode === 429)
      void reply.header('retry-after', RETRY_AFTER_SECONDS);
    if (failure.statusCode === 401) void reply.header('www-authenticate', `Bearer error="${failure.code}"`);
    return reply.code(failure.statusCode).send(failure.body());
  });
  app.setNotFoundHandler((request, reply) => {
    const failure = errors.notFound(`Route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).send(failure.body());
  });
}
