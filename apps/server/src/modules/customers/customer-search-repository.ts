// The customer companies an administrator picks from when giving a login its customer: a few
// rows matching a code or company name, the exact code first.
import type { CustomerSearchQuery, CustomerSummary } from '@portal/domain/customer-search';
import { asc, desc, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { clientes } from '../../db/schema/index.ts';
import { textFilter } from '../admin-shared/paging.ts';

export class CustomerSearchRepository extends Repository {
  search(query: CustomerSearchQuery): Promise<CustomerSummary[]> {
    const text = query.text?.trim() ?? '';
    return (
      this.db
        .select({ codigo: clientes.codigo, razonSocial: clientes.razonSocial })
        .from(clientes)
        .where(textFilter([clientes.codigo, clientes.razonSocial], text))
        // Codes in code-point order, the same on every database whatever its collation.
        .orderBy(
          desc(sql`lower(${clientes.codigo}) = lower(${text}::text)`),
          asc(sql`${clientes.codigo} collate "C"`),
        )
        .limit(query.size)
    );
  }
}
