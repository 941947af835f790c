// The customer's own codes under /api/v1/codis-propis: read them all, set or remove one product's,
// import a CSV. Always the caller's own customer's (the service's `ownCustomer`).
import {
  ownCodeEntrySchema,
  ownCodeInputSchema,
  ownCodesImportResultSchema,
  ownCodesImportSchema,
} from '@portal/domain/own-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { OwnCodeService } from './own-code-service.ts';

const codigoParams = z.object({ codigo: z.string().trim().min(1).max(40) });

export const ownCodeRoutes: FastifyPluginAsyncZod<{ ownCodes: OwnCodeService }> = async (
  app,
  { ownCodes },
) => {
  const tags = ['codis-propis'];
  const config = { access: 'permission' as const };

  app.get(
    '/codis-propis',
    {
      config,
      schema: {
        tags,
        summary: 'The customer’s own codes for our products',
        response: { 200: z.array(ownCodeEntrySchema) },
      },
    },
    async (request) => ownCodes.list(requireAuth(request)),
  );

  app.put(
    '/codis-propis/:codigo',
    {
      config,
      schema: {
        tags,
        summary: 'Set (or with null remove) the customer’s own code for a product (409 when taken)',
        params: codigoParams,
        body: ownCodeInputSchema,
        response: { 200: ownCodeEntrySchema.nullable() },
      },
    },
    async (request) => ownCodes.set(requireAuth(request), request.params.codigo, request.body.codigoPropio),
  );

  app.post(
    '/codis-propis/importar',
    {
      config,
      schema: {
        tags,
        summary: 'Import own codes from CSV (codigo;codigoPropio), with a verdict per line',
        body: ownCodesImportSchema,
        response: { 200: ownCodesImportResultSchema },
      },
    },
    async (request) => ownCodes.importCsv(requireAuth(request), request.body.text, requestLanguage(request)),
  );
};
