// Delivery contacts (spec §7 Customers), countries and payment methods. A customer reads and
// creates contacts of their own company only (customer-scope.ts); a new contact also goes to the
// ERP via the outbox.
import { awaitsErpCreation } from '../../erp/outbox/customer-link.ts';
import { contactInputSchema, contactSchema, paisSchema } from '@portal/domain/ordering-api';
import { formaPagoSchema, mayPayWith } from '@portal/domain/payment-methods';
import { translate } from '@portal/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { translated } from '../catalogue/product-presenter.ts';
import { recordChange } from '../change-log/change-log.ts';
import { ContactsRepository } from './contacts-repository.ts';
import type { ContactsService } from './contacts-service.ts';

type ContactRow = Awaited<ReturnType<ContactsRepository['insert']>>;

export function presentContact(row: ContactRow) {
  const { id, nombreContacto, direccion, codigoPostal, poblacion, provincia, ciudad, pais, telefono } = row;
  return { id, nombreContacto, direccion, codigoPostal, poblacion, provincia, ciudad, pais, telefono };
}

export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db; contacts: ContactsService }> = async (
  app,
  { db, contacts },
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
      const auth = requireAuth(request);
      const codigoCliente = ownCustomer(auth);
      const { idUsuari } = auth;
      const repo = new ContactsRepository(db);
      // The ERP cannot take a contact of a customer it has not created yet (provisional code).
      if (await awaitsErpCreation(db, codigoCliente)) throw unprocessable('customers.awaitingErp');
      // A user whose administrator chooses their addresses cannot widen the choice themselves.
      if (await contacts.narrowed(auth)) throw unprocessable('contacts.narrowed');
      if (!(await repo.countryExists(request.query.pais))) {
        throw badRequest('contacts.createError', [{ field: 'pais', key: 'validation.invalidValue' }]);
      }
      const row = await db.transaction(async (tx) => {
        const contact = await new ContactsRepository(tx).insert({
          ...request.body,
          codigoCliente,
          pais: request.query.pais,
        });
        await recordChange(tx, {
          taula: 'cliente_contactos',
          tipus: 'INSERT',
          idRegistre: contact.id,
          idUsuari,
          detall: { codigoCliente, ...presentContact(contact) },
        });
        await enqueueErpMessage(tx, {
          tipo: 'contact.create',
          referencia: String(contact.id),
          // The ERP's contact shape (docs/erp-contract.md §9).
          payload: {
            codigoCliente,
            contact: {
              nombre: contact.nombreContacto,
              direccion: contact.direccion,
              codigoPostal: contact.codigoPostal,
              poblacion: contact.poblacion,
              provincia: contact.provincia,
              ciudad: contact.ciudad,
              pais: contact.pais,
              telefono: contact.telefono ?? null,
            },
          },
        });
        return contact;
      });
      const language = requestLanguage(request);
      return reply.code(201).send({
        ...presentContact(row),
        missatge: 'contacts.created',
        error_description: translate(language, 'contacts.created'),
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
    async (request) => {
      const language = requestLanguage(request);
      const rows = await new ContactsRepository(db).countries();
      return rows
        .map((row) => ({ codigo: row.codigo, nombre: translated(row.nombre, row.nombres, language) }))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, language));
    },
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
    async (request) => {
      const language = requestLanguage(request);
      const auth = requireAuth(request);
      const rows = (await new ContactsRepository(db).paymentMethods()).filter(
        (row) => auth.codigoCliente === null || mayPayWith(auth.formaPago, row.codigo),
      );
      return rows.map((row) => ({
        codigo: row.codigo,
        nombre: translated(row.nombre, row.nombres, language),
      }));
    },
  );
};
