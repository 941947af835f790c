// The payment methods of spec §3: codes 1-8, 10-27, 60, 100-121, 200-210, 300-307, 400-405,
// 500-502 and 900-904. The families share a kind of payment and differ in the day offsets from
// the invoice date, so the names are generated from those two parts in the three languages.
import type { PaymentMethod, Translations } from './types.ts';

interface Kind {
  es: string;
  ca: string;
  en: string;
}

const DIRECT_DEBIT: Kind = { es: 'Recibo domiciliado', ca: 'Rebut domiciliat', en: 'Direct debit' };
const TRANSFER: Kind = { es: 'Transferencia', ca: 'Transferència', en: 'Bank transfer' };
const PROMISSORY: Kind = { es: 'Pagaré', ca: 'Pagaré', en: 'Promissory note' };
const DRAFT: Kind = { es: 'Giro', ca: 'Gir', en: 'Draft' };
const CONFIRMING: Kind = { es: 'Confirming', ca: 'Confirming', en: 'Confirming' };
const CHECK: Kind = { es: 'Cheque', ca: 'Xec', en: 'Cheque' };
const CASH: Kind = { es: 'Contado', ca: 'Comptat', en: 'Cash' };
const CARD: Kind = { es: 'Tarjeta', ca: 'Targeta', en: 'Card' };

/** Day offsets from the invoice date, in the order the codes of a family use them. */
const OFFSETS = [
  '30',
  '60',
  '90',
  '120',
  '30-60',
  '30-60-90',
  '60-90',
  '60-90-120',
  '15',
  '45',
  '75',
  '30-60-90-120',
  '10',
  '20',
  '180',
  '45-90',
  '90-120',
  '30-90',
  '15-30',
  '60-120',
  '30-45',
  '0',
];

function withOffsets(kind: Kind, offsets: string): Translations {
  const days = offsets.replaceAll('-', '/');
  return {
    es: `${kind.es} a ${days} días fecha factura`,
    ca: `${kind.ca} a ${days} dies data factura`,
    en: `${kind.en} at ${days} days from invoice date`,
  };
}

function plain(kind: Kind): Translations {
  return { es: kind.es, ca: kind.ca, en: kind.en };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function family(codes: number[], kind: Kind): [number, Translations][] {
  return codes.map((codigo, i) => [codigo, withOffsets(kind, OFFSETS[i % OFFSETS.length]!)]);
}

const NAMES: [number, Translations][] = [
  [1, plain(DIRECT_DEBIT)],
  [2, plain(TRANSFER)],
  [3, plain(PROMISSORY)],
  [4, plain(DRAFT)],
  [5, plain(CONFIRMING)],
  [6, plain(CHECK)],
  [7, plain(CASH)],
  [8, plain(CARD)],
  ...family(range(10, 27), DIRECT_DEBIT),
  [
    60,
    {
      es: 'Pago anticipado antes del envío',
      ca: "Pagament anticipat abans de l'enviament",
      en: 'Payment in advance before shipping',
    },
  ],
  ...family(range(100, 121), TRANSFER),
  ...family(range(200, 210), PROMISSORY),
  ...family(range(300, 307), CONFIRMING),
  ...family(range(400, 405), DRAFT),
  [
    500,
    {
      es: '50% anticipado, 50% a 30 días',
      ca: '50% anticipat, 50% a 30 dies',
      en: '50% in advance, 50% at 30 days',
    },
  ],
  [
    501,
    {
      es: '30% anticipado, resto a 60 días',
      ca: '30% anticipat, resta a 60 dies',
      en: '30% in advance, rest at 60 days',
    },
  ],
  [
    502,
    {
      es: 'Fraccionado en tres recibos mensuales',
      ca: 'Fraccionat en tres rebuts mensuals',
      en: 'Split into three monthly debits',
    },
  ],
  [900, { es: 'Tarjeta en la web', ca: 'Targeta al web', en: 'Card on the website' }],
  [901, { es: 'Contra reembolso', ca: 'Contra reemborsament', en: 'Cash on delivery' }],
  [902, { es: 'Contado en mostrador', ca: 'Comptat al taulell', en: 'Cash at the counter' }],
  [903, { es: 'Bizum', ca: 'Bizum', en: 'Bizum' }],
  [904, { es: 'Compensación de abonos', ca: "Compensació d'abonaments", en: 'Offset against credit notes' }],
];

export function demoPaymentMethods(updatedAt: string): PaymentMethod[] {
  return NAMES.map(([codigo, nombres]) => ({
    codigo,
    nombre: nombres.es!,
    nombres,
    activo: true,
    updatedAt,
  }));
}

/** Every code of the list, in order (tests check it against spec §3). */
export const PAYMENT_METHOD_CODES = NAMES.map(([codigo]) => codigo);

/** One due date of an invoice: days after the invoice date and its share of the total (percent). */
export interface DueTerm {
  days: number;
  share: number;
}

/** Equal shares of 100 over `days`, the rounding left to the last. */
function evenly(days: number[]): DueTerm[] {
  const share = Math.floor(100 / days.length);
  return days.map((d, i) => ({ days: d, share: i === days.length - 1 ? 100 - share * i : share }));
}

const PLAIN_DAYS: Record<number, number> = { 1: 30, 2: 30, 3: 60, 4: 60, 5: 90, 6: 30, 7: 0, 8: 0, 60: 0 };

/**
 * The due dates an invoice paid by `codigo` gets: the day offsets its name carries ("a 30/60/90
 * días"), split evenly; the split forms by their own shares; immediate methods at day 0. An
 * unknown code falls back to 30 days.
 */
export function dueTerms(codigo: number): DueTerm[] {
  const inFamily = (from: number, to: number) => codigo >= from && codigo <= to;
  const familyStart = inFamily(10, 27)
    ? 10
    : inFamily(100, 121)
      ? 100
      : inFamily(200, 210)
        ? 200
        : inFamily(300, 307)
          ? 300
          : inFamily(400, 405)
            ? 400
            : undefined;
  if (familyStart !== undefined) {
    const offsets = OFFSETS[(codigo - familyStart) % OFFSETS.length]!;
    return evenly(offsets.split('-').map(Number));
  }
  if (codigo === 500)
    return [
      { days: 0, share: 50 },
      { days: 30, share: 50 },
    ];
  if (codigo === 501)
    return [
      { days: 0, share: 30 },
      { days: 60, share: 70 },
    ];
  if (codigo === 502) return evenly([30, 60, 90]);
  if (codigo >= 900 && codigo <= 904) return [{ days: 0, share: 100 }];
  return [{ days: PLAIN_DAYS[codigo] ?? 30, share: 100 }];
}

/**
 * Whether the ERP collects a due by itself on its date (a direct debit the bank pays, a card or
 * cash taken at once); every other due waits until the customer pays it.
 */
export function collectedOnDueDate(codigo: number, days: number): boolean {
  return days === 0 || codigo === 1 || (codigo >= 10 && codigo <= 27) || codigo === 502;
}
