// /_sandbox drills that change the ERP's master data, for synchronisation tests: a product's stock,
// price set or fields, a customer's promotions or activo flag. Each is journaled like any write
// (so it survives a restart) and stamps the item's `updatedAt` with the sandbox clock's now, so
// the next incremental export (`updatedSince`) finds it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { amountSchema, unitPriceSchema } from '../money.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';

const codigoParams = z.object({ codigo: z.string().min(1).max(40) });
const translations = z
  .object({ ca: z.string().min(1), es: z.string().min(1), en: z.string().min(1) })
  .partial()
  .strict();

const pricesBody = z
  .object({
    precios: z
      .array(
        z
          .object({
            idLista: z.number().int().min(1),
            desdeUnidades: z.number().int().min(1),
            precioNeto: unitPriceSchema,
            precioSinDescuento: unitPriceSchema,
          })
          .strict(),
      )
      .refine(
        (lines) => new Set(lines.map((l) => `${l.idLista}/${l.desdeUnidades}`)).size === lines.length,
        'one line per idLista and desdeUnidades',
      ),
  })
  .strict();

const crossReferencesBody = z
  .object({
    referencias: z.array(
      z.object({ codigo: z.string().min(1).max(40), referencia: z.string().min(1).max(40) }).strict(),
    ),
  })
  .strict();

const promotionsBody = z
  .object({
    promociones: z.array(
      z
        .object({
          IdArticulo: z.string().min(1).max(40),
          CantidadRequerida: z.number().int().min(1),
          /** EUR off the unit price (docs/glossary.md): 2 decimals, never negative. */
          ValorPromocion: amountSchema,
        })
        .strict(),
    ),
  })
  .strict();

const productBody = z
  .object({
    activo: z.boolean(),
    nombre: z.string().min(1).max(200),
    nombres: translations,
    offer: z.boolean(),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'at least one of activo, nombre, nombres, offer');

const customerBody = z.object({ activo: z.boolean() }).strict();

export function masterDataDrills(
  app: FastifyInstance,
  deps: { store: SandboxStore; clock: () => number },
): void {
  const { store, clock } = deps;

  /** Changes a product's stock. */
  app.put('/stock/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const { stock } = parseWith(z.object({ stock: z.number().int().min(0) }), request.body);
    if (!store.state.products.has(codigo)) throw errors.notFound(`Product ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'stock', codigo, stock });
    return store.state.stock.get(codigo);
  });

  /** Replaces a product's whole price set (lines left out disappear, as in the export). */
  app.put('/prices/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const { precios } = parseWith(pricesBody, request.body);
    if (!store.state.products.has(codigo)) throw errors.notFound(`Product ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'prices', codigo, precios });
    return store.state.prices.get(codigo);
  });

  /**
   * Replaces a customer's promotions (an empty list removes them all). The articles are not
   * checked: a promotion on an article the portal does not know is a case its sync must survive.
   */
  app.put('/promotions/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const { promociones } = parseWith(promotionsBody, request.body);
    if (!store.state.customers.has(codigo)) throw errors.notFound(`Customer ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'promotions', codigoCliente: codigo, promociones });
    return store.state.promotions.get(codigo);
  });

  /**
   * Replaces a customer's cross-references, its part numbers for our products (an empty list
   * removes them all). Neither the articles nor the references' uniqueness are checked: the
   * portal's sync must survive both.
   */
  app.put('/cross-references/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const { referencias } = parseWith(crossReferencesBody, request.body);
    if (!store.state.customers.has(codigo)) throw errors.notFound(`Customer ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'cross-references', codigoCliente: codigo, referencias });
    return store.state.crossReferences.get(codigo);
  });

  /** Changes some of a product's fields: deactivate it, rename it, put it on or off offer. */
  app.put('/products/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const changes = parseWith(productBody, request.body);
    if (!store.state.products.has(codigo)) throw errors.notFound(`Product ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'product', codigo, changes });
    return store.state.products.get(codigo);
  });

  /** Deactivates (or reactivates) a customer. */
  app.put('/customers/:codigo', async (request) => {
    const { codigo } = parseWith(codigoParams, request.params);
    const { activo } = parseWith(customerBody, request.body);
    if (!store.state.customers.has(codigo)) throw errors.notFound(`Customer ${codigo}`);
    await store.commit({ v: 1, at: clock(), t: 'customer-activo', codigo, activo });
    return store.state.customers.get(codigo);
  });
}
