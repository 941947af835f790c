// The customer's own code for a product (its own part number, e.g. `SOLD-ELEC-32` for our
// `ELR-6013-32`): one per product and customer, unique within the customer, never shown to
// another customer. Accepted wherever a code is typed, pasted, imported or scanned.
import { z } from 'zod';
import { splitFields } from './csv.ts';
import { MAX_CODE_LENGTH } from './quick-order.ts';
import { ruleIssue, type RuleIssue } from './rule-issue.ts';

export const ownCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(MAX_CODE_LENGTH)
  .regex(/^[^\s;,"]+$/, { message: 'ownCodes.invalid' });

/** `PUT /codis-propis/{codigo}`: the customer's own code for our product; null removes it. */
export const ownCodeInputSchema = z.object({ codigoPropio: ownCodeSchema.nullable() });
export type OwnCodeInput = z.infer<typeof ownCodeInputSchema>;

export const ownCodeEntrySchema = z.object({ codigo: z.string(), codigoPropio: z.string() });
export type OwnCode = z.infer<typeof ownCodeEntrySchema>;

/** `POST /codis-propis/importar`: CSV text `codigo;codigoPropio`. */
export const ownCodesImportSchema = z.object({ text: z.string().max(500_000) });

export const ownCodeVerdictSchema = z.object({
  lineNumber: z.number().int(),
  text: z.string(),
  codigo: z.string().nullable(),
  codigoPropio: z.string().nullable(),
  ok: z.boolean(),
  errors: z.array(z.object({ missatge: z.string(), error_description: z.string() })),
});
export type OwnCodeVerdict = z.infer<typeof ownCodeVerdictSchema>;

export const ownCodesImportResultSchema = z.object({
  lines: z.array(ownCodeVerdictSchema),
  written: z.number().int(),
});
export type OwnCodesImportResult = z.infer<typeof ownCodesImportResultSchema>;

export interface OwnCodeLine {
  lineNumber: number;
  text: string;
  codigo: string;
  codigoPropio: string;
}
export type OwnCodeRead = OwnCodeLine | { lineNumber: number; text: string; error: RuleIssue };

const HEADER = /^(codigo|código|codi|code)$/i;

/**
 * Reads `codigo;codigoPropio` lines (`;`, `,` or tab, quotes, a BOM, a header line): a verdict for
 * a line that is not two fields, whose own code is not acceptable, or that repeats a product or
 * an own code of an earlier line.
 */
export function parseOwnCodes(input: string): OwnCodeRead[] {
  const read: OwnCodeRead[] = [];
  const products = new Map<string, number>();
  const codes = new Map<string, number>();
  input
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const text = raw.trim();
      const lineNumber = index + 1;
      if (text === '' || text.startsWith('#')) return;
      const fields = splitFields(text);
      if (read.length === 0 && HEADER.test(fields[0] ?? '')) return;
      const [codigo = '', codigoPropio = ''] = fields;
      const refused = (key: RuleIssue['key'], params = {}) =>
        read.push({ lineNumber, text, error: ruleIssue(key, { lineNumber, ...params }) });
      if (fields.length < 2 || codigo === '' || codigo.length > MAX_CODE_LENGTH)
        return refused('quickOrder.malformed');
      if (!ownCodeSchema.safeParse(codigoPropio).success)
        return refused('ownCodes.invalidLine', { codigoPropio });
      const firstProduct = products.get(codigo.toUpperCase());
      const firstCode = codes.get(codigoPropio.toUpperCase());
      if (firstProduct !== undefined || firstCode !== undefined) {
        return refused('ownCodes.repeated', { firstLine: firstProduct ?? firstCode! });
      }
      products.set(codigo.toUpperCase(), lineNumber);
      codes.set(codigoPropio.toUpperCase(), lineNumber);
      read.push({ lineNumber, text, codigo, codigoPropio });
    });
  return read;
}

/**
 * The own code an order's line shows (on screen, printed and in the CSV): the one it was placed
 * with; a line stored without one (placed before the portal kept them) shows the customer's today.
 */
export function lineOwnCode(
  stored: string | null | undefined,
  current: string | null | undefined,
): string | null {
  return stored || current || null;
}
