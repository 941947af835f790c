// One place turns every failure into the error contract of DESIGN §4: the right status, a stable
// code, the message key and its text in the request's language, field errors for validation.
// Stack traces never leave the server; unexpected failures are logged and kept in the error log.
import type { ErrorBody } from '@portal/domain/api';
import { translate } from '@portal/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, badRequest } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { issueToField } from '../http/zod-issues.ts';

export type ErrorRecorder = (entry: {
  codiError: string;
  missatge: string;
  pantalla: string | undefined;
  metode: string;
  classe: string;
}) => Promise<void>;

function render(request: FastifyRequest, error: AppError): ErrorBody {
  const language = requestLanguage(request);
  const body: ErrorBody = {
    error: error.code,
    missatge: error.key,
    error_description: translate(language, error.key, error.params),
  };
  if (error.fields.length > 0) {
    body.errors = error.fields.map((field) => ({
      field: field.field,
      missatge: field.key,
      error_description: translate(language, field.key, field.params),
    }));
  }
  return body;
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.code(error.statusCode).headers(error.headers).send(render(request, error));
}

/** Maps framework errors a client can cause to our errors; anything else is a server fault. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? '';
    const prefix = where === 'body' || where === 'querystring' || where === 'params' ? '' : where;
    // The type provider flattens each zod issue into an AJV-like entry; put the issue back together.
    const fields = error.validation.map((v) =>
      issueToField(
        {
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.split('/').filter(Boolean),
        } as unknown as z.core.$ZodIssue,
        prefix,
      ),
    );
    return badRequest('errors.validation', fields);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');
  if (status === 415) return new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
  if (status === 429) return new AppError(429, 'too_many_requests', 'errors.rateLimited', { seconds: 60 });
  if (status >= 400 && status < 500) return badRequest('errors.validation');
  return undefined;
}

export default fp(
  async function errorHandler(app: FastifyInstance, opts: { recordError?: ErrorRecorder }) {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      let appError: AppError | undefined;
      try {
        appError = toAppError(error);
      } catch (mappingFailure) {
        // Never let the error handler itself fall back to Fastify's default body.
        request.log.error({ err: mappingFailure }, 'could not map error');
      }
      if (appError) return sendAppError(request, reply, appError);
      request.log.error({ err: error }, 'unhandled error');
      await opts
        .recordError?.({
          codiError: error.code ?? 'INTERNAL',
          missatge: error.message.slice(0, 2000),
          pantalla: typeof request.headers.path === 'string' ? request.headers.path : undefined,
          metode: `${request.method} ${request.routeOptions.url ?? request.url}`,
          classe: error.name,
        })
        .catch((recordFailure: unknown) =>
          request.log.error({ err: recordFailure }, 'could not record error'),
        );
      return sendAppError(request, reply, new AppError(500, 'server_error', 'errors.generic'));
    });
  },
  { name: 'error-handler' },
);
