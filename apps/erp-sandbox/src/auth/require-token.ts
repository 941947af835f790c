// Every /api route needs `Authorization: Bearer <token>` with a live token; anything else is 401
// (with WWW-Authenticate) so the connector knows to fetch a new token and retry.
import type { FastifyRequest } from 'fastify';
import { errors } from '../http/errors.ts';
import type { TokenStore } from './token-store.ts';

export function requireToken(tokens: TokenStore) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !tokens.isValid(match[1]!)) throw errors.invalidToken();
  };
}
