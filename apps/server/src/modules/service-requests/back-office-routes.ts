// The service department's back office: `GET /servei/solicituds` (every customer's
// requests, filtered and sorted), `PUT /servei/solicituds/{numero}/estat` (move one on) and
// `POST /servei/solicituds/{numero}/notes` (write a note the customer reads).
import { envelopeSchema, pageSchema } from '@portal/domain/api';
import {
  backOfficeQuerySchema,
  requestNoteSchema,
  serviceRequestDetailSchema,
  serviceRequestSummarySchema,
  statusChangeSchema,
} from '@portal/domain/service-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { answer } from '../admin-shared/envelope.ts';
import type { ServiceRequestService } from './service-request-service.ts';

const config = { access: 'permission' } as const;
const tags = ['servei'];
const numeroParams = z.object({ numero: z.string() });
const detailAnswer = envelopeSchema(serviceRequestDetailSchema);

export const backOfficeRoutes: FastifyPluginAsyncZod<{ service: ServiceRequestService }> = async (
  app,
  { service },
) => {
  app.get(
    '/servei/solicituds',
    {
      config,
      schema: {
        tags,
        summary:
          'Every customer’s requests (newest first by default); filters: `tipus`, `estat`, `client` (the code, ' +
          'or part of the company name), `desde`/`fins` (days of reception, Europe/Madrid), `text` (part of ' +
          'the number, a product code, a serial or the company name); `sort` by dataCreacio, numero, estat, dataPrevista',
        querystring: backOfficeQuerySchema,
        response: { 200: envelopeSchema(pageSchema(serviceRequestSummarySchema)) },
      },
    },
    async (request) => answer(await service.backOfficePage(requireAuth(request), request.query)),
  );

  app.put(
    '/servei/solicituds/:numero/estat',
    {
      config,
      schema: {
        tags,
        summary:
          'Move a request on: accepted (with `dataPrevista`), in_progress, done, closed, or rejected (with `motiu`); ' +
          'a note may go with it. 422 when its status does not allow the move',
        params: numeroParams,
        body: statusChangeSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) =>
      answer(
        await service.changeStatus(requireAuth(request), request.params.numero, request.body),
        'serviceRequests.statusChanged',
      ),
  );

  app.post(
    '/servei/solicituds/:numero/notes',
    {
      config,
      schema: {
        tags,
        summary: 'Add a note to a request’s timeline; the customer’s user who sent it gets it by mail',
        params: numeroParams,
        body: requestNoteSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) =>
      answer(
        await service.addNote(requireAuth(request), request.params.numero, request.body),
        'serviceRequests.noteAdded',
      ),
  );
};
