// What a change register entry's `detall` says, in a shape the screen can show: the fields an
// update changed with their values before and after (`{field: {from, to}}`), or the record an
// insert wrote or a delete removed (`{field: value}`). Anything else is shown as one value.
import { CHANGE_LOG_TABLES } from '@portal/domain/admin-logs';

export type ChangeLogTable = (typeof CHANGE_LOG_TABLES)[number];

export const isKnownTable = (taula: string): taula is ChangeLogTable =>
  (CHANGE_LOG_TABLES as readonly string[]).includes(taula);

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface FieldValue {
  field: string;
  value: unknown;
}

export type ChangeDetail =
  | { kind: 'none' }
  | { kind: 'changes'; changes: FieldChange[]; others: FieldValue[] }
  | { kind: 'record'; fields: FieldValue[] }
  | { kind: 'value'; value: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  isPlainObject(value) && Object.keys(value).length === 2 && 'from' in value && 'to' in value;

export function readDetail(tipus: string, detall: unknown): ChangeDetail {
  if (detall === null || detall === undefined) return { kind: 'none' };
  if (!isPlainObject(detall)) return { kind: 'value', value: detall };
  const entries = Object.entries(detall);
  if (entries.length === 0) return { kind: 'none' };
  const changes: FieldChange[] = [];
  const others: FieldValue[] = [];
  for (const [field, value] of entries) {
    if (isFromTo(value)) changes.push({ field, from: value.from, to: value.to });
    else others.push({ field, value });
  }
  if (tipus === 'UPDATE' || (changes.length > 0 && others.length === 0)) {
    return { kind: 'changes', changes, others };
  }
  return { kind: 'record', fields: entries.map(([field, value]) => ({ field, value })) };
}

/** The fields an entry touches, for the list's one-line summary. */
export function fieldsOf(detail: ChangeDetail): string[] {
  switch (detail.kind) {
    case 'changes':
      return [...detail.changes, ...detail.others].map((item) => item.field);
    case 'record':
      return detail.fields.map((item) => item.field);
    default:
      return [];
  }
}
