// A customer company as a team for tests (DESIGN §13): one company with a delivery contact and a
// logged-in user of each company role, in the language asked for.
import type { InjectOptions } from 'fastify';
import { clienteContactos } from '../../src/db/schema/index.ts';
import type { CompanySeedRole } from '../../src/db/seed/access-catalogue.ts';
import { bearer, type TestContext } from './test-app.ts';

export type Member = Awaited<ReturnType<TestContext['factories']['session']>>;

export async function companyTeam(ctx: TestContext, options: { idioma?: string; idLista?: number } = {}) {
  const customer = await ctx.factories.customer({ idLista: options.idLista ?? 5, formaPago: 2 });
  const [contact] = await ctx.testDb.database.db
    .insert(clienteContactos)
    .values({
      codigoCliente: customer.codigo,
      nombreContacto: 'Taller central',
      direccion: 'Carrer de la Forja 12',
      codigoPostal: '08940',
      poblacion: 'Cornellà de Llobregat',
      provincia: 'Barcelona',
      pais: 'ES',
    })
    .returning();
  const member = (role: CompanySeedRole) =>
    ctx.factories.session({ role, codigoCliente: customer.codigo, idioma: options.idioma ?? 'en' });
  const [admin, buyer, approver, viewer] = await Promise.all([
    member('ADMIN_EMPRESA'),
    member('CLIENT'),
    member('APROVADOR'),
    member('CONSULTA'),
  ]);
  return { customer, contact: contact!, admin, buyer, approver, viewer, member };
}

/** A call to /api/v1 as a logged-in user, in English. */
export function asUser(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const options: InjectOptions = {
    method,
    url: `/api/v1${url}`,
    headers: bearer(token, { 'accept-language': 'en' }),
  };
  if (payload !== undefined) options.payload = payload as object;
  return ctx.app.inject(options);
}
