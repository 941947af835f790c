// The malformedRate switch: a share of the ERP's successful /api answers come back with a body
// that breaks the contract, to prove the portal checks every answer against its schema and
// refuses, rather than stores, what a broken answer says (docs/erp-contract.md §4.1, §12.2).
//
// The break is deterministic, so a drill knows what the portal's error log must name: the first
// of these fields the answer has is removed. Each is required by its answer's schema.
//   - `items`         an export page (§11): the page has no items
//   - `portalCode`    an order import, status or cancel answer (§6-§8)
//   - `erpContactId`  a created contact (§9)
//   - `codigo`        a created customer (§10)
//   - `numero`        a service request's work order, status change or record (§13)
// A write is done before its answer is broken, as with lostReplyRate: the portal's retry with the
// same key must get a replay, not a second write.
export const MALFORMED_FIELDS = ['items', 'portalCode', 'erpContactId', 'codigo', 'numero'] as const;

/** The answer's JSON text with its contract broken; unchanged if it has none of the fields. */
export function breakAnswer(payload: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return payload;
  const field = MALFORMED_FIELDS.find((name) => name in body);
  if (!field) return payload;
  const broken: Record<string, unknown> = { ...body };
  delete broken[field];
  return JSON.stringify(broken);
}
