// The own-codes module's table: `own_codes`, each customer's own code for our products (its part
// numbers), one per product and customer and unique within the customer. Only this module reads
// or writes it; others ask its service.
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuaris } from '../../db/schema/access.ts';
import { clientes } from '../../db/schema/customers.ts';

export const ownCodes = pgTable(
  'own_codes',
  {
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onUpdate: 'cascade', onDelete: 'cascade' }),
    /** Our product code. */
    codigo: text('codigo').notNull(),
    /** The customer's own code for it, as the customer writes it. */
    codigoPropio: text('codigo_propio').notNull(),
    /** Who set it; null when the ERP's synchronisation did. */
    updatedBy: integer('updated_by').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codigoCliente, t.codigo] }),
    // Found without regard to case, as our codes are; so unique without regard to case.
    uniqueIndex('own_codes_cliente_codigo_propio_idx').on(t.codigoCliente, sql`upper(${t.codigoPropio})`),
  ],
);
