// Who of a customer company sees its documents (delivery notes, invoices, statements) and its
// credit: the one rule, so that company roles (DESIGN §13) extend it here and nowhere else. Today
// every user of the customer does, and staff whose role holds the route's permission (the route's
// declared permission has already been checked when this runs). A later company-role rule adds
// its condition to `maySeeDocuments`; every route of the module goes through `requireDocumentReader`.
import type { AuthContext } from '../../plugins/access-control.ts';
import { forbidden } from '../../http/errors.ts';

export function maySeeDocuments(auth: AuthContext): boolean {
  void auth;
  return true;
}

/** The caller, if it may see documents and credit; else 403. */
export function requireDocumentReader(auth: AuthContext): AuthContext {
  if (!maySeeDocuments(auth)) throw forbidden();
  return auth;
}
