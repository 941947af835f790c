// Adding from the catalogue's list, without opening the product: the quantity (starting at the
// smallest orderable one, stepping by the lote) and an add button, under the same rules and with
// the same messages as the detail screen (use-cart-add.ts). Once the product is in the cart the
// card says so, with the way to the cart and a way to change the line's quantity, instead of
// offering to add it again (spec §4).
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY, smallestOrderableQuantity } from '@portal/domain/cart-quantity';
import type { ProductListItem } from '@portal/domain/catalogue';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribedBy } from '#shared/ui/use-described-by.ts';
import { useCartAdd, type CartLine } from '../hooks/use-cart-add.ts';
import { ViewCartButton } from './add-to-cart-panel.tsx';
import classes from './products.module.css';

export function CardAddToCart({
  product,
  cartLine,
  initialQuantity,
}: {
  product: ProductListItem;
  /** Its line in the cart, if any (read once by the list: useCartLines). */
  cartLine: CartLine | undefined;
  /** Where the quantity starts ("buy again": the last one ordered); the smallest orderable otherwise. */
  initialQuantity?: number;
}) {
  const { t } = useTranslation(['translation', 'messages']);
  const [value, setValue] = useState<number | string>(
    () => initialQuantity ?? smallestOrderableQuantity(product),
  );
  const {
    feedback,
    inCart,
    added,
    failure,
    alreadyInCart,
    pending,
    submit,
    changeInCart,
    changed,
    issueText,
  } = useCartAdd(product, value, cartLine);
  // The line already in the cart has its quantity changed here, rather than a dead end (spec §4).
  const [editing, setEditing] = useState(false);
  const messagesId = useId();
  const describedByMessages = useDescribedBy(messagesId);
  const input = useRef<HTMLInputElement>(null);
  const field = useMergedRef(input, describedByMessages);
  // The button the keyboard was on gives way to what it did: the focus follows it there, rather
  // than falling to the page (and the page scrolling to its top).
  const status = useRef<HTMLDivElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  const justAdded = added !== undefined;
  useEffect(() => {
    if (justAdded || focusStatus) status.current?.focus({ preventScroll: true });
  }, [justAdded, focusStatus]);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  if (!editing && (added !== undefined || inCart)) {
    const count = added?.Cantidad ?? inCart?.Cantidad ?? feedback.orderable ?? 0;
    return (
      <Stack
        ref={status}
        tabIndex={-1}
        gap={4}
        align="flex-start"
        className={classes.cardAction}
        role="status"
      >
        <Group gap={4} wrap="nowrap" align="flex-start">
          {added !== undefined && (
            <IconCheck size={16} aria-hidden color="var(--mantine-color-green-light-color)" />
          )}
          <Text size="sm">
            {added !== undefined
              ? t('products.detail.added', { count })
              : t('products.detail.inCart', { count })}
          </Text>
        </Group>
        {added?.warnings.map((warning) => (
          <Text key={warning.missatge} size="xs">
            {warning.error_description}
          </Text>
        ))}
        <Group gap="xs">
          <ViewCartButton />
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('products.card.changeQuantityOf', { name: product.nombre })}
            onClick={() => {
              changed();
              setValue(count);
              setFocusStatus(false);
              setEditing(true);
            }}
          >
            {t('products.card.changeQuantity')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const errors = feedback.errors.map(issueText);
  return (
    <form
      noValidate
      className={classes.cardAction}
      onSubmit={(event) => {
        event.preventDefault();
        if (!editing) return submit();
        void changeInCart().then((done) => {
          if (!done) return;
          setEditing(false);
          setFocusStatus(true);
        });
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-end">
          <NumberInput
            className={classes.quantity}
            label={t('products.detail.quantity')}
            aria-label={t('products.card.quantityOf', { name: product.nombre })}
            size="xs"
            w={96}
            value={value}
            onChange={(next) => {
              setValue(next);
              changed();
            }}
            min={1}
            max={MAX_LINE_QUANTITY}
            step={product.lote ?? 1}
            // No silent correction: the customer sees why a quantity is refused.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            error={errors.length > 0}
            ref={field}
          />
          <Button
            type="submit"
            size="xs"
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            aria-label={
              editing
                ? t('products.card.changeNamed', { name: product.nombre })
                : t('products.card.addNamed', { name: product.nombre })
            }
            disabled={feedback.orderable === null}
            loading={pending}
          >
            {editing ? t('products.card.change') : t('products.detail.addToCart')}
          </Button>
          {editing && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                changed();
                setEditing(false);
                setFocusStatus(true);
              }}
            >
              {t('products.card.cancelChange')}
            </Button>
          )}
        </Group>
        {/* Under the pair rather than under the narrow field, so a grid card stays readable. */}
        <div id={messagesId} aria-live="polite">
          {/* The lote rule said before a wrong quantity is typed, not only after. */}
          {product.lote && product.lote > 1 && errors.length === 0 && (
            <Text size="xs">{t('products.detail.quantityHintLote', { lote: product.lote })}</Text>
          )}
          {errors.map((text) => (
            <Text key={text} size="xs" c="var(--mantine-color-error)">
              {text}
            </Text>
          ))}
          {feedback.warnings.map((issue) => (
            <Text key={issue.key} size="xs">
              {issueText(issue)}
            </Text>
          ))}
        </div>
        {failure && (
          <Stack gap={4} align="flex-start" role="alert">
            <Text size="xs" c="var(--mantine-color-error)">
              {failure}
            </Text>
            {alreadyInCart && <ViewCartButton />}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
