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
