// Delivery contacts (spec §7 Customers), countries and payment methods. A customer reads and
// creates contacts of their own company only (customer-scope.ts); a new contact also goes to the
// ERP via the outbox. What each call does is the ContactsService's; these routes speak HTTP.
import { contactInputSchema, contactSchema, paisSchema } from '@portal/domain/ordering-api';
import { formaPagoSchema } from '@portal/domain/payment-methods';
import { translate } from '@portal/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { presentContact, type ContactsService } from './contacts-service.ts';

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (
  app,
  { contacts },
) => {
  app.get(
    '/cliente/contactos',
    {
      config: { access: 'permission' },
      schema: {
        tags: ['clientes'],
        summary: 'Delivery contacts of the caller’s customer',
        querystring: z.object({ clienteCodigo: z.string().trim().max(30).optional() }),
        response: { 200: z.array(contactSchema) },
      },
    },
    async (request) =>
      (await contacts.list(requireAuth(request), request.query.clienteCodigo || undefined)).map(
        presentContact,
      ),
  );

  app.post(
    '/cliente/contactos/add/contacto',
    {
      config: { access: 'permission' },
      schema: {
        tags: ['clientes'],
        summary: 'Create a delivery contact (sent on to the ERP)',
        querystring: z.object({ pais: z.string().trim().toUpperCase().length(2) }),
        body: contactInputSchema,
        response: { 201: contactSchema.extend({ missatge: z.string(), error_description: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await contacts.create(requireAuth(request), request.body, request.query.pais);
      return reply.code(201).send({
        ...presentContact(row),
        missatge: 'contacts.created',
        error_description: translate(requestLanguage(request), 'contacts.created'),
      });
    },
  );

  app.get(
    '/paises',
    {
      // Reference data with nothing private in it, and the registration form needs it before
      // anyone has logged in.
      config: { access: 'public' },
      schema: { tags: ['clientes'], summary: 'Countries', response: { 200: z.array(paisSchema) } },
    },
    async (request) => contacts.countries(requestLanguage(request)),
  );

  app.get(
    '/formaspago',
    {
      config: { access: 'permission' },
      schema: {
        tags: ['clientes'],
        summary:
          'Payment methods in the request’s language that the customer may pay an order with: its ' +
          'usual one and those due no later',
        response: { 200: z.array(formaPagoSchema) },
      },
    },
    async (request) => contacts.paymentMethods(requireAuth(request), requestLanguage(request)),
  );
};
