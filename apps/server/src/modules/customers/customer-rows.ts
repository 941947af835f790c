// The contract of a company's rows kept by other modules: when the ERP confirms a registered company
// under a code the synchronisation had already brought, each module that keeps rows of the company
// moves its own to the ERP's code, on the transaction of the link (erp/outbox/customer-link.ts).
import type { Tx } from '../../db/client.ts';

/**
 * One module's part in a merge: its rows of the provisional customer moved to the ERP's code, on
 * the caller's transaction. Each module writes its own tables; the link only orders the calls.
 */
export interface CustomerRowsMover {
  moveCustomerRows(tx: Tx, provisional: string, erpCodigo: string): Promise<void>;
}
