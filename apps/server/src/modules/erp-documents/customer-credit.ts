// The customer's credit as the ERP last sent it, for modules that judge an order by it (checkout):
// this module owns the table, they read it through here. No access check: the caller has already
// scoped the request to its own customer.
import type { CreditFigures } from '@portal/domain/credit-policy';
import type { DocumentRepository } from './document-repository.ts';

export class CustomerCredit {
  constructor(private readonly repo: DocumentRepository) {}

  /** Null before the ERP has sent any credit for this customer. */
  async of(codigoCliente: string): Promise<CreditFigures | null> {
    const row = await this.repo.credit(codigoCliente);
    return row ? { available: row.available, overdue: row.overdue } : null;
  }
}
