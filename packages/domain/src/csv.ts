// The CSV files the portal writes (the order history today): semicolon-separated as Spanish and
// Catalan spreadsheets expect, UTF-8 with a BOM so they read the accents right, and safe to open.
// A cell a spreadsheet would run as a formula (OWASP "CSV injection": a customer's reference
// `=HYPERLINK(…)` or `@SUM(…)`) is neutralised with a leading apostrophe, which spreadsheets show
// as text. Every CSV goes through `csvDocument`, so no export can forget it.

export type CsvValue = string | number | null | undefined;

/** What a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number and nothing else (`-5,00`, `1.234,56`, `+3`): it cannot hold a formula, and an
 * apostrophe would turn a negative amount into text a spreadsheet no longer adds up.
 */
const PLAIN_NUMBER = /^[+-]?\d[\d.,]*$/;

/** The cell's text as a spreadsheet should show it: formulas neutralised, numbers left alone. */
export function neutraliseCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field: neutralised, then quoted when it holds the separator, a quote or a line break. */
export function csvField(value: CsvValue): string {
  const text = neutraliseCell(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: BOM, one line per row, CRLF line ends (RFC 4180). */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

// Reading what customers paste or upload (quick order, a list's import, their own codes).

/** A field's text: outer blanks trimmed, surrounding quotes removed and `""` read as `"`. */
function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
}

/** Splits on `separator` outside double quotes (RFC 4180), so `"A;B";2` is two fields. */
function splitQuoted(line: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/**
 * The fields of one line as a person or a spreadsheet wrote it: separated by the first of `;`,
 * tab or `,` found outside quotes (else by blanks), unquoted, trailing empty fields dropped.
 */
export function splitFields(line: string): string[] {
  const unquotedText = line.replace(/"[^"]*"/g, '');
  const separator = [';', '\t', ','].find((candidate) => unquotedText.includes(candidate));
  const fields = (separator ? splitQuoted(line, separator) : line.split(/\s+/)).map(unquote);
  while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
  return fields;
}
