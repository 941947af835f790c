// The field validators of spec §5. Each returns the message key of the first broken rule, or
// null, so the server and the forms report the same text for the same mistake.
import { z } from 'zod';
import type { MessageKey } from './messages.ts';

export const TEXT_MAX_LENGTH = 100;
export const PASSWORD_MIN_EXCLUSIVE = 8;
export const RANGE_MIN = 0;
export const RANGE_MAX = 30;
/** The spec's IBAN length (spec §9): Germany's; see IBAN_LENGTHS for the rule applied. */
export const IBAN_LENGTH = 22;

const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;

export function checkEmail(value: string, required = true): MessageKey | null {
  if (value === '') return required ? 'validation.required' : null;
  if (value.length < 6 || value.length > 254) return 'validation.email';
  const at = value.lastIndexOf('@');
  if (at < 1) return 'validation.email';
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return 'validation.email';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'validation.email';
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => EMAIL_LABEL.test(label))) return 'validation.email';
  return null;
}

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;
const PHONE_MAX_LENGTH = 30;
/** An optional `+` in front, then digits, spaces, dashes and parentheses, ending in a digit. */
const PHONE_SHAPE = /^\+?[\d ()-]*\d$/;

/** Parentheses in pairs, not nested, each holding something. */
function hasBalancedParentheses(value: string): boolean {
  let open = false;
  let emptySoFar = true;
  for (const char of value) {
    if (char === '(') {
      if (open) return false;
      open = true;
      emptySoFar = true;
    } else if (char === ')') {
      if (!open || emptySoFar) return false;
      open = false;
    } else if (open && /\d/.test(char)) {
      emptySoFar = false;
    }
  }
  return !open;
}

/**
 * A phone number as people write it in international or national format, e.g. `+34 930 000 000`,
 * `(93) 000-00-00`: an optional leading `+`, digits, spaces, dashes and parentheses, with 6 to 20
 * digits in all.
 */
export function checkPhone(value: string, required = true): MessageKey | null {
  const phone = value.trim();
  if (phone === '') return required ? 'validation.required' : null;
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_SHAPE.test(phone)) return 'validation.phone';
  const digits = phone.replace(/\D/g, '').length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return 'validation.phone';
  return hasBalancedParentheses(phone) ? null : 'validation.phone';
}

export function checkPassword(value: string): MessageKey | null {
  if (value === '') return 'validation.required';
  return value.length > PASSWORD_MIN_EXCLUSIVE ? null : 'validation.passwordLength';
}

export function checkPasswordsMatch(password: string, confirm: string): MessageKey | null {
  return password === confirm ? null : 'validation.passwordsDontMatch';
}

export function checkText(value: string, required = false): MessageKey | null {
  if (value.trim() === '') return required ? 'validation.required' : null;
  return value.length > TEXT_MAX_LENGTH ? 'validation.textTooLong' : null;
}

export function checkRange(value: number, min = RANGE_MIN, max = RANGE_MAX): MessageKey | null {
  if (!Number.isFinite(value)) return 'validation.invalidNumber';
  return value >= min && value <= max ? null : 'validation.range';
}

/**
 * IBAN lengths of the ISO 13616 registry for the SEPA countries whose BBAN is digits only, the
 * spec's "two letters then digits" (spec §5). The spec's 22 is Germany's length; a Spanish IBAN has
 * 24 (docs/decisions.md, "The IBAN rule").
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  HR: 21,
  HU: 28,
  LT: 20,
  LU: 20,
  NO: 15,
  PL: 28,
  PT: 25,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
};

/** ISO 7064 MOD 97-10 over the rearranged IBAN (country and check digits moved to the end). */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN as stored and sent to the ERP: upper case, without spaces. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Spec §5: two letters, then digits; the length of that country's IBAN (22 for DE, 24 for ES) and
 * the ISO 13616 check digits, so a mistyped digit is caught here and not by the bank.
 */
export function checkIban(value: string, required = true): MessageKey | null {
  const compact = normaliseIban(value);
  if (compact === '') return required ? 'validation.required' : null;
  if (!/^[A-Z]{2}\d+$/.test(compact)) return 'validation.iban';
  const length = IBAN_LENGTHS[compact.slice(0, 2)];
  if (length === undefined || compact.length !== length) return 'validation.iban';
  return ibanChecksumHolds(compact) ? null : 'validation.iban';
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Spanish tax ids: company CIF, personal NIF (DNI) and foreigner NIE, with their check characters. */
export function isValidTaxId(raw: string): boolean {
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  const nif = /^(\d{8})([A-Z])$/.exec(value);
  if (nif) return NIF_LETTERS[Number(nif[1]) % 23] === nif[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie) {
    const number = Number(`${'XYZ'.indexOf(nie[1]!)}${nie[2]}`);
    return NIF_LETTERS[number % 23] === nie[3];
  }
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!cif) return false;
  const [, kind, digits, control] = cif as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = CIF_CONTROL_LETTERS[controlDigit]!;
  if ('PQRSNW'.includes(kind)) return control === controlLetter;
  if ('ABEH'.includes(kind)) return control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
}

export function checkCif(value: string): MessageKey | null {
  if (value.trim() === '') return 'validation.required';
  return isValidTaxId(value) ? null : 'validation.cif';
}

/** Turns a checker into a zod refinement whose issue message is the message key. */
export function zodCheck(check: (value: string) => MessageKey | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const key = check(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  };
}

export const emailSchema = z
  .string()
  .trim()
  .superRefine(zodCheck((v) => checkEmail(v, true)));
export const optionalEmailSchema = z
  .string()
  .trim()
  .superRefine(zodCheck((v) => checkEmail(v, false)));
export const passwordSchema = z.string().superRefine(zodCheck(checkPassword));
export const cifSchema = z.string().trim().superRefine(zodCheck(checkCif));
export const ibanSchema = z
  .string()
  .trim()
  .superRefine(zodCheck((v) => checkIban(v, true)));
export const optionalIbanSchema = z
  .string()
  .trim()
  .superRefine(zodCheck((v) => checkIban(v, false)));
// The length rule is zod's own `max` so the issue carries the limit: `validation.textTooLong`
// needs `{{max}}`, and a bare key from a refinement would show the placeholder to the user.
export const textSchema = z.string().max(TEXT_MAX_LENGTH);
export const requiredTextSchema = z
  .string()
  .max(TEXT_MAX_LENGTH)
  .superRefine(zodCheck((v) => (v.trim() === '' ? 'validation.required' : null)));
