// The customer's side of service requests and the request's page both sides read:
// `POST /{sat|maintenance|standarization}/solicitud` (multipart: the form and its files),
// `GET …/solicituds` (the customer's own of that kind), `GET /sat/equips` (machines it bought),
// `GET /solicituds/{numero}`, its files, and `POST /solicituds/{numero}/cancelar`.
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import {
  customerListQuerySchema,
  purchasedEquipmentSchema,
  REQUEST_ROUTE,
  SERVICE_REQUEST_KINDS,
  serviceRequestDetailSchema,
  serviceRequestSummarySchema,
} from '@portal/domain/service-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import { acceptUploads, readRequestUpload } from './request-upload.ts';
import type { ServiceRequestService } from './service-request-service.ts';

const config = { access: 'permission' } as const;
const tags = ['solicituds'];

/**
 * Path values arrive as any text: the service answers 404 for whatever is not a request the caller
 * may see, so a malformed number reads exactly like another customer's (no 400 to tell them apart).
 */
const numeroParams = z.object({ numero: z.string() });
const fileParams = z.object({ numero: z.string(), id: z.string() });

const detailAnswer = envelopeSchema(serviceRequestDetailSchema);

/** RFC 8187's `filename*`: UTF-8, percent-encoded, with the characters it reserves encoded too. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export const customerRequestRoutes: FastifyPluginAsyncZod<{ service: ServiceRequestService }> = async (
  app,
  { service },
) => {
  // Multipart bodies only for the three sending routes: registered in their own scope.
  const sendingRoutes: FastifyPluginAsyncZod = async (uploads) => {
    await acceptUploads(uploads);
    for (const kind of SERVICE_REQUEST_KINDS) {
      uploads.post(
        `${REQUEST_ROUTE[kind]}/solicitud`,
        {
          config,
          schema: {
            tags,
            summary: `Send a ${kind} request: multipart/form-data with \`dades\` (the form as JSON) and up to 5 files \`fitxers\``,
            description:
              'Files: JPEG, PNG, WebP or PDF by their first bytes (415 otherwise), 10 MB each (413), at most 5 (413). ' +
              'An Idempotency-Key header (1-200 printable characters) makes a repeated send answer the request it made (200) instead of making another (201).',
            consumes: ['multipart/form-data'],
            headers: z.object({
              'idempotency-key': z
                .string()
                .regex(/^[\x20-\x7e]{1,200}$/)
                .optional(),
            }),
            response: { 200: detailAnswer, 201: detailAnswer },
          },
        },
        async (request, reply) => {
          const auth = requireAuth(request);
          const upload = await readRequestUpload(request);
          const { detail, replay } = await service.create(
            auth,
            kind,
            upload,
            request.headers['idempotency-key'],
          );
          return reply.code(replay ? 200 : 201).send(answer(detail, 'serviceRequests.created'));
        },
      );
    }
  };
  await app.register(sendingRoutes);

  for (const kind of SERVICE_REQUEST_KINDS) {
    app.get(
      `${REQUEST_ROUTE[kind]}/solicituds`,
      {
        config,
        schema: {
          tags,
          summary: `The caller's customer's ${kind} requests, newest first (page is 0-based)`,
          querystring: customerListQuerySchema,
          response: { 200: envelopeSchema(pageSchema(serviceRequestSummarySchema)) },
        },
      },
      async (request) => answer(await service.customerPage(requireAuth(request), kind, request.query)),
    );
  }

  app.get(
    '/sat/equips',
    {
      config,
      schema: {
        tags,
        summary:
          'Machines the caller’s customer bought through the portal: one per product and order, newest order first, at most 200',
        response: { 200: envelopeSchema(z.array(purchasedEquipmentSchema)) },
      },
    },
    async (request) =>
      answer(await service.purchasedEquipment(requireAuth(request), requestLanguage(request))),
  );

  app.get(
    '/solicituds/:numero',
    {
      config,
      schema: {
        tags,
        summary:
          'A request with its form, files and timeline; a customer’s user reaches its own customer’s only (404 otherwise)',
        params: numeroParams,
        response: { 200: detailAnswer },
      },
    },
    async (request) => answer(await service.detail(requireAuth(request), request.params.numero)),
  );

  app.get(
    '/solicituds/:numero/adjunts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A file of a request: its bytes, with the type its content was recognised as',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const file = await service.attachment(requireAuth(request), request.params.numero, request.params.id);
      return (
        reply
          .header('content-type', file.tipusContingut)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeFileName(file.nombre)}`)
          .header('x-content-type-options', 'nosniff')
          // Behind a login: a shared cache must never keep it.
          .header('cache-control', 'private, no-cache')
          .send(Buffer.from(file.contingut))
      );
    },
  );

  app.post(
    '/solicituds/:numero/cancelar',
    {
      config,
      schema: {
        tags,
        summary: 'The customer cancels its own request while received (422 later; 403 for staff)',
        params: numeroParams,
        response: { 200: detailAnswer },
      },
    },
    async (request) =>
      answer(await service.cancel(requireAuth(request), request.params.numero), 'serviceRequests.cancelled'),
  );
};
