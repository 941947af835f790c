// Adding a product to the cart, the same on the detail screen and on the catalogue's cards: the
// typed quantity checked by the cart's own rules as it is typed (quantity-feedback.ts, over
// cart-quantity.ts), the add through the shared cart mirror, and what to tell the customer after:
// the line as the server took it with its warnings, or why it was refused, where the customer is
// looking; and, as spec §8 shows every success, the positive toast "product added to the cart".
// A product already in the cart has its line's quantity changed instead (PUT by its code). The
// cart's lines are read once by the screen (useCartLines) and each product is handed its own: a
// page of cards holds one subscription to the cart, not one per card, and a change of the cart
// renders only the card whose line changed.
import type { ProductListItem } from '@portal/domain/catalogue';
import type { CartView } from '@portal/domain/ordering-api';
import { useMemo } from 'react';
import type { RuleIssue } from '@portal/domain/rule-issue';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { useAddToCart, useCart, useUpdateCartLine } from '#shared/cart/cart-api.ts';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { quantityFeedback } from './quantity-feedback.ts';

type Rules = Pick<ProductListItem, 'codigo' | 'lote' | 'minimumQuantity' | 'stock'>;
export type CartLine = CartView['lineas'][number];

const NO_LINES = new Map<string, CartLine>();

/** The cart's lines by product code, read once for a screen's products. */
export function useCartLines(): ReadonlyMap<string, CartLine> {
  const lines = useCart().data?.lineas;
  return useMemo(
    () => (lines ? new Map(lines.map((cartLine) => [cartLine.codigo, cartLine])) : NO_LINES),
    [lines],
  );
}

/** `line`: the product's line in the cart (useCartLines), if any. */
export function useCartAdd(product: Rules, value: number | string, line: CartLine | undefined) {
  const { t } = useTranslation(['translation', 'messages']);
  const add = useAddToCart();
  const update = useUpdateCartLine();
  const feedback = quantityFeedback(value, product);
  const added = add.isSuccess
    ? add.data.lineas.find((cartLine) => cartLine.codigo === product.codigo)
    : undefined;

  const error = add.error ?? update.error;
  let failure: string | null = null;
  if (error instanceof ApiError) failure = error.description ?? t('messages:errors.generic');
  else if (error) failure = t('errors.network');

  return {
    feedback,
    /** The product's line in the cart before this add, which blocks another (spec §4). */
    inCart: add.isSuccess ? undefined : line,
    /** The line as the server took it, once added. */
    added: add.isSuccess ? (added ?? null) : undefined,
    failure,
    /** Refused because it is already in the cart (another tab, another device). */
    alreadyInCart: add.error instanceof ApiError && add.error.status === 409,
    pending: add.isPending || update.isPending,
    /** Sends the typed quantity when the rules allow it. */
    submit: () => {
      if (feedback.orderable !== null)
        add.mutate(
          { codigo: product.codigo, Cantidad: feedback.orderable },
          { onSuccess: () => showSuccessToast(t('messages:cart.added')) },
        );
    },
    /**
     * A product already in the cart takes the typed quantity instead (spec §4: a line is changed
     * by its code, never added twice); resolves true once the cart holds it.
     */
    changeInCart: async (): Promise<boolean> => {
      if (feedback.orderable === null) return false;
      add.reset();
      const count = feedback.orderable;
      try {
        await update.mutateAsync({ codigo: product.codigo, Cantidad: count });
      } catch {
        return false;
      }
      showSuccessToast(t('products.detail.quantityChanged', { count }));
      return true;
    },
    /** A verdict about another quantity no longer applies. */
    changed: () => {
      if (!add.isIdle) add.reset();
      if (!update.isIdle) update.reset();
    },
    issueText: (issue: RuleIssue) => t(`messages:${issue.key}`, issue.params),
  };
}
