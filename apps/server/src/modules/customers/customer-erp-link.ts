// The customers module's part in the ERP outbox's answers (erp/outbox/handlers.ts). When the ERP
// confirms a registered company under its own code (customer-link.ts orders the calls in one
// transaction): both rows locked, the provisional customer renamed, or its delivery addresses
// moved to the ERP's customer and the provisional row dropped. When it creates a delivery
// address: the ERP's id stored on it.
import type { Tx } from '../../db/client.ts';
import type { CustomerRowsMover } from './customer-rows.ts';
import type { ContactsRepository } from './contacts-repository.ts';
import type { CustomerRepository } from './customer-repository.ts';

export class CustomerErpLink implements CustomerRowsMover {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly contacts: ContactsRepository,
  ) {}

  /** Both customers' rows locked, in code order, so a synchronisation writing either waits. */
  lockBoth(tx: Tx, provisional: string, erpCodigo: string): Promise<Set<string>> {
    return this.customers.in(tx).lockCodes([provisional, erpCodigo]);
  }

  rename(tx: Tx, provisional: string, erpCodigo: string): Promise<void> {
    return this.customers.in(tx).renameCode(provisional, erpCodigo);
  }

  /** The delivery addresses. */
  moveCustomerRows(tx: Tx, provisional: string, erpCodigo: string): Promise<void> {
    return this.contacts.in(tx).moveCustomer(provisional, erpCodigo);
  }

  remove(tx: Tx, provisional: string): Promise<void> {
    return this.customers.in(tx).remove(provisional);
  }

  /**
   * The ERP's id of a delivery address the portal sent. The synchronisation may have imported it
   * from the ERP's export before the answer came back, as a row of its own under the same
   * erpContactId (unique): the customer's own row is the one to keep, as its id is what the
   * customer and their orders know, and the synchronised copy goes.
   */
  async storeContactErpId(tx: Tx, contactId: number, erpContactId: string): Promise<void> {
    const contacts = this.contacts.in(tx);
    await contacts.dropOtherWithErpId(erpContactId, contactId);
    await contacts.setErpId(contactId, erpContactId);
  }
}
