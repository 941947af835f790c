// `POST /pedidos/add` (spec §7): what the client sends to place an order. It names products and
// quantities only; the server prices every line itself from the catalogue, the customer's list
// and promotions, so a client can never choose its own price.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart-quantity.ts';
import { paymentMethodCodeSchema } from './payment-methods.ts';
import { MAX_CODE_LENGTH } from './quick-order.ts';
import { dbIdSchema } from './wire-types.ts';

/** More lines than any real order; bounds the work one request can ask of the server and the ERP. */
export const MAX_ORDER_LINES = 500;
export const REFERENCE_MAX_LENGTH = 30;
export const OBSERVACIONES_MAX_LENGTH = 500;

/** `YYYY-MM-DD` naming a day that exists (no 30 February). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar day of an instant in a time zone, as `YYYY-MM-DD`: what the caller passes as
 * `today`, computed in the company's zone so a late-evening order is not a day off.
 */
export function isoDateIn(instant: Date, timeZone = 'Europe/Madrid'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const isoDateSchema = z.string().refine(isIsoDate, { message: 'validation.invalidDate' });

/** Saturday or Sunday, for a `YYYY-MM-DD` day (the day itself, whatever the viewer's zone). */
export function isWeekend(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export type DeliveryDateProblem = 'orders.deliveryDatePast' | 'orders.deliveryDateWeekend';

/**
 * Whether a wished delivery date can be asked for, as the message key of what is wrong with it:
 * not before today (`today` in the company's zone, `isoDateIn`), and a working day, since the
 * distributor delivers from Monday to Friday. The date picker offers only such days, the
 * checkout says why before sending, and the server refuses the rest.
 */
export function deliveryDateProblem(day: string, today: string): DeliveryDateProblem | null {
  if (day < today) return 'orders.deliveryDatePast';
  if (isWeekend(day)) return 'orders.deliveryDateWeekend';
  return null;
}

export const orderLineInputSchema = z.object({
  codigo: z.string().trim().min(1).max(MAX_CODE_LENGTH),
  Cantidad: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * The body schema. With `today` (`YYYY-MM-DD`, see `isoDateIn`) the wished delivery date must
 * pass `deliveryDateProblem`; without, any real date passes (the OpenAPI document and the type).
 */
export function orderBodySchemaFor(today?: string) {
  const deliveryDate =
    today === undefined
      ? isoDateSchema
      : isoDateSchema.superRefine((day, ctx) => {
          const problem = deliveryDateProblem(day, today);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        });
  return z.object({
    lineasPedido: z
      .array(orderLineInputSchema)
      .min(1, { message: 'orders.emptyCart' })
      .max(MAX_ORDER_LINES)
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          if (seen.has(line.codigo)) {
            ctx.addIssue({ code: 'custom', path: [index, 'codigo'], message: 'cart.alreadyInCart' });
          }
          seen.add(line.codigo);
        });
      }),
    /** The delivery address: one of the customer's contacts. */
    idContacto: dbIdSchema,
    /** Absent: the customer's own payment method from the ERP. */
    formaPago: paymentMethodCodeSchema.optional(),
    /** The customer's purchase-order number, printed on the ERP's delivery note. */
    referencia: z.string().trim().max(REFERENCE_MAX_LENGTH).optional(),
    /** The day the customer wishes delivery on. */
    fechaEntrega: deliveryDate.optional(),
    observaciones: z.string().trim().max(OBSERVACIONES_MAX_LENGTH).optional(),
    acceptedConditions: z.boolean().refine((accepted) => accepted, { message: 'orders.acceptConditions' }),
  });
}

export const orderBodySchema = orderBodySchemaFor();
export type OrderBody = z.infer<typeof orderBodySchema>;
export type OrderBodyInput = z.input<typeof orderBodySchema>;
