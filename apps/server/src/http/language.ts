// The language a request is answered in: its Accept-Language header, else Catalan (DESIGN §4).
import type { Language } from '@portal/domain/languages';
import { parseAcceptLanguage, resolveLanguage } from '@portal/domain/languages';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  return resolveLanguage(null, parseAcceptLanguage(request.headers['accept-language']));
}
