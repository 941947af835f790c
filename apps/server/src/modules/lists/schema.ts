// The lists module's tables: `shopping_lists` (a customer's named lists, each private to its
// owner or shared with the whole customer company) and `shopping_list_lines` (a product by our
// `codigo` with its usual `cantidad`). Only this module reads or writes them; others use the
// lists service.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuaris } from '../../db/schema/access.ts';
import { clientes } from '../../db/schema/customers.ts';

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onUpdate: 'cascade', onDelete: 'cascade' }),
    /** The owner: the only one who shares, unshares or deletes it. */
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    /** Shared with every user of the customer company; else its owner's alone. */
    compartida: boolean('compartida').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it last (its lines included); the change log holds each change. */
    updatedBy: integer('updated_by').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
  },
  (t) => [index('shopping_lists_cliente_idx').on(t.codigoCliente)],
);

export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    idList: integer('id_list')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    /** Our product code; a product the catalogue withdraws stays, shown as no longer orderable. */
    codigo: text('codigo').notNull(),
    cantidad: integer('cantidad').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idList, t.codigo] })],
);
