// The cart dialog's way through the checkout: what stops each step, moving between steps, placing
// the order once per body, and starting again after it. The dialog and its steps only draw.
import { isoDateIn } from '@portal/domain/order-body';
import { useMemo, useRef } from 'react';
import { useCart } from '#shared/cart/cart-api.ts';
import { cartDialog, type CartStep } from '#shared/cart/cart-dialog-store.ts';
import { focusFirstInvalid } from '#shared/forms/schema-errors.ts';
import { useIdempotencyKey } from '#shared/forms/use-idempotency-key.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { conditionsProblems, deliveryProblems, linesProblems, orderBody } from './checkout-rules.ts';
import { useCheckout } from './use-checkout.ts';

export const LAST_STEP: CartStep = 3;

export function useCheckoutFlow(opened: boolean, step: CartStep) {
  const cart = useCart();
  const checkout = useCheckout();
  const place = usePlaceOrder();
  const idempotency = useIdempotencyKey();
  // The steps' content: where a refused "next" takes the customer to the first problem.
  const stepRef = useRef<HTMLDivElement>(null);
  /** Once the step's problems are drawn, the first gets the focus and the middle of the screen. */
  const revealProblems = () => requestAnimationFrame(() => focusFirstInvalid(stepRef.current));

  // The company's calendar day, as the server compares delivery dates; read again at each opening
  // rather than at each render (a date format is costly to build).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `opened` is the moment to read the clock
  const today = useMemo(() => isoDateIn(new Date()), [opened]);

  /** A new checkout: after a placed order, or from a rejected order's lines put back in the cart. */
  const startAgain = () => {
    checkout.restart();
    place.reset();
    cartDialog.setStep(0);
  };

  const close = () => {
    cartDialog.close();
    if (checkout.placed) startAgain();
  };

  const goTo = (next: number) => {
    place.reset();
    cartDialog.setStep(Math.max(0, Math.min(LAST_STEP, next)) as CartStep);
  };

  const problemsOf = (at: number): readonly string[] => {
    if (!cart.data) return ['loading'];
    if (at === 0) return linesProblems(cart.data, checkout.invalidLines.size);
    if (at === 1) return deliveryProblems(checkout.state);
    if (at === 2) return conditionsProblems(checkout.state, cart.data, today);
    return [];
  };

  const next = () => {
    checkout.markAttempted(step);
    if (problemsOf(step).length > 0) {
      // The message may be drawn under the sticky action bar, out of sight.
      revealProblems();
      return;
    }
    goTo(step + 1);
  };

  const confirm = () => {
    if (!cart.data || place.isPending) return;
    // The earlier steps' rules still hold (the cart may have changed in another tab).
    for (const at of [0, 1, 2]) {
      if (problemsOf(at).length > 0) {
        checkout.markAttempted(at);
        goTo(at);
        revealProblems();
        return;
      }
    }
    const body = orderBody(cart.data, checkout.state);
    place.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          checkout.setPlaced(order);
          // The confirmation says it too; the toast is spec §8's positive answer to every success.
          notifyEnvelope({ error: false, missatge: order.missatge });
        },
        // The server's refusal is drawn in the summary: the customer is taken to it.
        onError: revealProblems,
      },
    );
  };

  return { cart, checkout, place, stepRef, today, startAgain, close, goTo, problemsOf, next, confirm };
}
