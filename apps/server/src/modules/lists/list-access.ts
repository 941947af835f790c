// Who of a customer company may use a list, in one place. The customer-scope rule
// (http/customer-scope.ts) has already kept every other customer's lists out (404); within the
// company a private list is its owner's alone and a shared one every user's. A later company
// role (a viewer who may read but not change, say) extends these two functions, not the routes.
import type { AuthContext } from '../../plugins/access-control.ts';

export interface ListOwnership {
  idUsuari: number;
  compartida: boolean;
}

/** May read the list, change its lines and name, and add it to the cart. */
export function mayUseList(auth: AuthContext, list: ListOwnership): boolean {
  return list.idUsuari === auth.idUsuari || list.compartida;
}

/** May share or unshare the list, or delete it: its owner only. */
export function mayManageList(auth: AuthContext, list: ListOwnership): boolean {
  return list.idUsuari === auth.idUsuari;
}
