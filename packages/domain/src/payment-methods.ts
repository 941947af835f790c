// The payment methods (formas de pago) of spec §3: every code the ERP uses, with its name in each
// interface language. Names are built from a family and a schedule of due dates in days from
// the invoice date, so each code says what it is in the same words in all three languages:
//   1-8      each family at sight          60       cash on delivery
//   10-27    bill (direct debit)           100-121  bank transfer
//   200-210  promissory note               300-307  draft (bill of exchange)
//   400-405  confirming                    500-502  check
//   900-904  split forms: part with the order, the rest later
// Within a family the codes follow SCHEDULES in order, most common first.
import { z } from 'zod';
import type { Language } from './languages.ts';
import { int4Schema } from './wire-types.ts';

export type PaymentFamily =
  | 'cash'
  | 'bill'
  | 'transfer'
  | 'promissoryNote'
  | 'draft'
  | 'confirming'
  | 'check'
  | 'card'
  | 'cashOnDelivery'
  | 'split';

/** When a part of a split form is due: with the order, on delivery, or days after the invoice. */
export type SplitDue = 'order' | 'delivery' | number;
export interface SplitPart {
  percent: number;
  due: SplitDue;
}

export interface PaymentMethod {
  code: number;
  family: PaymentFamily;
  /** Due dates in days from the invoice date; empty means at sight. */
  dueDays: readonly number[];
  /** The parts of a split form; empty for the others. */
  split: readonly SplitPart[];
  names: Record<Language, string>;
}

type Names = Record<Language, string>;

const FAMILY_NAMES: Record<Exclude<PaymentFamily, 'split'>, Names> = {
  cash: { ca: 'Comptat', es: 'Contado', en: 'Cash' },
  bill: { ca: 'Rebut', es: 'Recibo', en: 'Bill' },
  transfer: { ca: 'Transferència', es: 'Transferencia', en: 'Bank transfer' },
  promissoryNote: { ca: 'Pagaré', es: 'Pagaré', en: 'Promissory note' },
  draft: { ca: 'Lletra de canvi', es: 'Letra de cambio', en: 'Draft' },
  confirming: { ca: 'Confirming', es: 'Confirming', en: 'Confirming' },
  check: { ca: 'Xec', es: 'Cheque', en: 'Check' },
  card: { ca: 'Targeta', es: 'Tarjeta', en: 'Card' },
  cashOnDelivery: { ca: 'Contra reemborsament', es: 'Contra reembolso', en: 'Cash on delivery' },
};

const SCHEDULES: readonly (readonly number[])[] = [
  [30],
  [60],
  [90],
  [30, 60],
  [30, 60, 90],
  [120],
  [45],
  [15],
  [60, 90],
  [60, 90, 120],
  [30, 60, 90, 120],
  [75],
  [20],
  [10],
  [7],
  [90, 120],
  [45, 90],
  [30, 45, 60],
  [180],
  [60, 120],
  [30, 90],
  [15, 30],
];

const SPLITS: readonly (readonly SplitPart[])[] = [
  [
    { percent: 50, due: 'order' },
    { percent: 50, due: 30 },
  ],
  [
    { percent: 50, due: 'order' },
    { percent: 50, due: 60 },
  ],
  [
    { percent: 30, due: 'order' },
    { percent: 70, due: 30 },
  ],
  [
    { percent: 50, due: 'order' },
    { percent: 50, due: 'delivery' },
  ],
  [
    { percent: 30, due: 'order' },
    { percent: 70, due: 'delivery' },
  ],
];

const AT_SIGHT: Names = { ca: 'a la vista', es: 'a la vista', en: 'at sight' };

function dueText(days: readonly number[], language: Language): string {
  const span = days.join('-');
  return { ca: `a ${span} dies`, es: `a ${span} días`, en: `at ${span} days` }[language];
}

const WITH_ORDER: Names = { ca: 'amb la comanda', es: 'con el pedido', en: 'at order' };
const ON_DELIVERY: Names = { ca: 'al lliurament', es: 'a la entrega', en: 'on delivery' };

function partText({ percent, due }: SplitPart, language: Language): string {
  if (due === 'order') return `${percent}% ${WITH_ORDER[language]}`;
  if (due === 'delivery') return `${percent}% ${ON_DELIVERY[language]}`;
  return `${percent}% ${dueText([due], language)}`;
}

function byLanguage(make: (language: Language) => string): Names {
  return { ca: make('ca'), es: make('es'), en: make('en') };
}

/** Families whose name alone says "paid now"; the others say "at sight" when nothing is deferred. */
const NAMED_BY_FAMILY_ALONE = new Set<PaymentFamily>(['cash', 'card', 'cashOnDelivery']);

function scheduled(
  code: number,
  family: Exclude<PaymentFamily, 'split'>,
  dueDays: readonly number[],
): PaymentMethod {
  const base = FAMILY_NAMES[family];
  const names = byLanguage((l) => {
    if (dueDays.length > 0) return `${base[l]} ${dueText(dueDays, l)}`;
    return NAMED_BY_FAMILY_ALONE.has(family) ? base[l] : `${base[l]} ${AT_SIGHT[l]}`;
  });
  return { code, family, dueDays, split: [], names };
}

function familyRange(first: number, last: number, family: Exclude<PaymentFamily, 'split'>): PaymentMethod[] {
  return Array.from({ length: last - first + 1 }, (_, i) => scheduled(first + i, family, SCHEDULES[i]!));
}

const AT_SIGHT_ORDER: Exclude<PaymentFamily, 'split' | 'cashOnDelivery'>[] = [
  'cash',
  'bill',
  'transfer',
  'promissoryNote',
  'draft',
  'confirming',
  'check',
  'card',
];

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  ...AT_SIGHT_ORDER.map((family, i) => scheduled(i + 1, family, [])),
  ...familyRange(10, 27, 'bill'),
  scheduled(60, 'cashOnDelivery', []),
  ...familyRange(100, 121, 'transfer'),
  ...familyRange(200, 210, 'promissoryNote'),
  ...familyRange(300, 307, 'draft'),
  ...familyRange(400, 405, 'confirming'),
  ...familyRange(500, 502, 'check'),
  ...SPLITS.map((split, i) => ({
    code: 900 + i,
    family: 'split' as const,
    dueDays: [],
    split,
    names: byLanguage((l) => split.map((part) => partText(part, l)).join(', ')),
  })),
];

const BY_CODE = new Map(PAYMENT_METHODS.map((method) => [method.code, method]));

export const PAYMENT_METHOD_CODES: readonly number[] = PAYMENT_METHODS.map((method) => method.code);

export function isPaymentMethodCode(code: unknown): code is number {
  return typeof code === 'number' && BY_CODE.has(code);
}

export function paymentMethodByCode(code: number): PaymentMethod | undefined {
  return BY_CODE.get(code);
}

/** The name of a code in a language; an unknown code (a new one in the ERP) shows as its number. */
export function paymentMethodName(code: number, language: Language): string {
  return BY_CODE.get(code)?.names[language] ?? String(code);
}

/** The spec's codes run to 904; the bound keeps the JSON schema's integer inside the column's. */
export const paymentMethodCodeSchema = int4Schema(1, 999).refine(isPaymentMethodCode, {
  message: 'validation.invalidValue',
});

/** `GET /formaspago`: one entry per method, named in the request's language. */
export const formaPagoSchema = z.object({ codigo: paymentMethodCodeSchema, nombre: z.string() });
export type FormaPago = z.infer<typeof formaPagoSchema>;

/** The last day a method's payment is due, in days after the invoice (0: at sight, with the order, on delivery). */
export function lastDueDay(method: PaymentMethod): number {
  const days = [
    ...method.dueDays,
    ...method.split.map((part) => (typeof part.due === 'number' ? part.due : 0)),
  ];
  return Math.max(0, ...days);
}

/**
 * Whether a customer whose usual method is `own` may pay an order with `chosen`: its own, or any
 * method paid no later than its own (a customer may pay sooner, never later than the terms the
 * distributor gave it). An unknown usual method allows only payment at sight.
 */
export function mayPayWith(own: number | null, chosen: number): boolean {
  if (chosen === own) return true;
  const method = paymentMethodByCode(chosen);
  if (!method) return false;
  const usual = own === null ? undefined : paymentMethodByCode(own);
  return lastDueDay(method) <= (usual ? lastDueDay(usual) : 0);
}
