// Quick order: lines of "code quantity" typed or pasted from a spreadsheet, read into cart
// candidates with a message for each line that cannot be one.
//
// Accepted per line: `CODE 10`, `CODE;10`, `CODE,10`, `CODE<tab>10`, fields optionally in double
// quotes, trailing separators ignored (spreadsheets add them). The separator is the first of
// `;`, tab, `,` present in the line, else blanks, so `CODE, 10` and `"CODE";"10"` both read.
// A first line whose first field is a column title (codigo, code, referencia, …) is a CSV header
// and skipped; when that header also names a quantity column (cantidad, quantity, …) the columns
// are read by name and any others ignored, so a list's own export (`codigo;cantidad;…`) reads
// back. A field in double quotes may hold the separator. Blank lines and lines starting with `#`
// are skipped. A quantity is a whole number from 1; without such a header `10,5` is therefore
// three fields and refused rather than guessed at.
// A code given twice is refused on its second line: the cart holds a product once (spec §4).
import { MAX_LINE_QUANTITY } from './cart-quantity.ts';
import { splitFields } from './csv.ts';
import { ruleIssue, type RuleIssue } from './rule-issue.ts';

export const MAX_CODE_LENGTH = 40;

export interface QuickOrderItem {
  lineNumber: number;
  /** The line as typed, to show beside a message. */
  text: string;
  codigo: string;
  quantity: number;
}
export interface QuickOrderError {
  lineNumber: number;
  text: string;
  error: RuleIssue;
}
export type QuickOrderLine = QuickOrderItem | QuickOrderError;

export function isQuickOrderError(line: QuickOrderLine): line is QuickOrderError {
  return 'error' in line;
}

const HEADER_WORDS = new Set([
  'codigo',
  'code',
  'codi',
  'ref',
  'referencia',
  'reference',
  'articulo',
  'article',
  'producto',
  'producte',
  'product',
  'sku',
]);

const QUANTITY_WORDS = new Set(['cantidad', 'quantitat', 'quantity', 'qty', 'unidades', 'unitats', 'units']);

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Where a header puts the code and the quantity, when it names both. */
interface Columns {
  codigo: number;
  quantity: number;
}

function columnsOf(header: string[]): Columns | null {
  const folded = header.map(fold);
  const codigo = folded.findIndex((field) => HEADER_WORDS.has(field));
  const quantity = folded.findIndex((field) => QUANTITY_WORDS.has(field));
  return codigo >= 0 && quantity >= 0 ? { codigo, quantity } : null;
}

function readLine(
  lineNumber: number,
  text: string,
  fields: string[],
  columns: Columns | null,
): QuickOrderLine {
  const codigo = fields[columns?.codigo ?? 0] ?? '';
  const quantityText = fields[columns?.quantity ?? 1] ?? '';
  const malformed = (): QuickOrderError => ({
    lineNumber,
    text,
    error: ruleIssue('quickOrder.malformed', { lineNumber }),
  });
  const shapeOk = columns ? fields.length > Math.max(columns.codigo, columns.quantity) : fields.length === 2;
  if (!shapeOk || codigo === '' || codigo.length > MAX_CODE_LENGTH) return malformed();
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) {
    return {
      lineNumber,
      text,
      error: ruleIssue('quickOrder.invalidQuantity', { lineNumber, quantity: quantityText }),
    };
  }
  return { lineNumber, text, codigo, quantity };
}

/** Refuses the second and later lines of a code; codes compare without regard to case. */
function refuseRepeats(lines: QuickOrderLine[]): QuickOrderLine[] {
  const firstLineOf = new Map<string, number>();
  return lines.map((line) => {
    if (isQuickOrderError(line)) return line;
    const key = line.codigo.toUpperCase();
    const first = firstLineOf.get(key);
    if (first === undefined) {
      firstLineOf.set(key, line.lineNumber);
      return line;
    }
    return {
      lineNumber: line.lineNumber,
      text: line.text,
      error: ruleIssue('quickOrder.duplicate', {
        lineNumber: line.lineNumber,
        codigo: line.codigo,
        firstLine: first,
      }),
    };
  });
}

export function parseQuickOrder(input: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  let seenContent = false;
  let columns: Columns | null = null;
  input
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const text = raw.trim();
      if (text === '' || text.startsWith('#')) return;
      const fields = splitFields(text);
      const isHeader =
        !seenContent && HEADER_WORDS.has(fold(fields[0] ?? '')) && !/^\d+$/.test(fields[1] ?? '');
      seenContent = true;
      if (isHeader) columns = columnsOf(fields);
      else lines.push(readLine(index + 1, text, fields, columns));
    });
  return refuseRepeats(lines);
}

/**
 * Checks the parsed codes against the catalogue. `lookup` answers the catalogue's own spelling
 * of a code (so it may match without regard to case) or undefined when there is no such product.
 */
export function resolveQuickOrder(
  lines: readonly QuickOrderLine[],
  lookup: (codigo: string) => string | undefined,
): QuickOrderLine[] {
  const resolved = lines.map((line): QuickOrderLine => {
    if (isQuickOrderError(line)) return line;
    const codigo = lookup(line.codigo);
    if (codigo !== undefined) return { ...line, codigo };
    return {
      lineNumber: line.lineNumber,
      text: line.text,
      error: ruleIssue('quickOrder.unknownCode', { lineNumber: line.lineNumber, codigo: line.codigo }),
    };
  });
  return refuseRepeats(resolved);
}
