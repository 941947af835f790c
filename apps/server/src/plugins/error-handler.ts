// One place turns every failure into the error contract of DESIGN §4: the right status, a stable
// code, the message key and its text in the request's language, field errors for validation.
// Stack traces never leave the server. Every 5xx answer, whatever sent it, is kept in the error
// log (one `onSend` hook), with the failure's code, class and message when the handler saw it.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@portal/domain/api';
import { translate } from '@portal/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, badRequest } from '../http/errors.ts';
import { describeFailure, storableText, type FailureDescription } from '../http/failure-entry.ts';
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

/**
 * The router's own refusals (Fastify's `frameworkErrors`), before any route or hook runs: a path
 * with broken percent-encoding, or a path parameter longer than the router takes.
 */
export function frameworkError(code: string): AppError {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError(414, 'uri_too_long', 'errors.uriTooLong');
  if (code === 'FST_ERR_BAD_URL') return badRequest('errors.badUrl');
  return badRequest('errors.badRequest');
}

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers over the limit, a
 * malformed request line, a client too slow): the answer still carries the error contract, in
 * the default language, as no header of that request can be trusted. A reset socket gets nothing.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'errors.headersTooLarge' as const]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'timeout', 'errors.serviceUnavailable' as const]
        : [400, 'invalid_request', 'errors.badRequest' as const];
  const body = JSON.stringify({ error: code, missatge: key, error_description: translate('ca', key) });
  this.log.debug({ err: error }, 'client error');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
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

/** What the error handler saw of a request's failure, for the error log's entry of its answer. */
const failures = new WeakMap<FastifyRequest, FailureDescription>();

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
      if (appError) {
        // A 5xx the code chose (the ERP or the mail settings missing) is a failure to record too.
        if (appError.statusCode >= 500)
          failures.set(request, { codiError: appError.code, classe: appError.name, missatge: appError.key });
        return sendAppError(request, reply, appError);
      }
      request.log.error({ err: error }, 'unhandled error');
      failures.set(request, describeFailure(error));
      return sendAppError(request, reply, new AppError(500, 'server_error', 'errors.generic'));
    });

    // Every 5xx, also one a route or a plugin sent without throwing. Recorded before the answer
    // leaves, so whoever reads the error log after a 500 finds it; a failed write is only logged
    // (the database may be what failed) and never changes the answer.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 500 || !opts.recordError) return payload;
      const failure = failures.get(request) ?? {
        codiError: `HTTP_${reply.statusCode}`,
        classe: 'Reply',
        missatge: `answered ${reply.statusCode}`,
      };
      const path = request.headers.path;
      await opts
        .recordError({
          ...failure,
          pantalla: typeof path === 'string' ? storableText(path, 300) : undefined,
          metode: storableText(`${request.method} ${request.routeOptions.url ?? request.url}`, 300),
        })
        .catch((recordFailure: unknown) =>
          request.log.error({ err: recordFailure }, 'could not record error'),
        );
      return payload;
    });
  },
  { name: 'error-handler' },
);
