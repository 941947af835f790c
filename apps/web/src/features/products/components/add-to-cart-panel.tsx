// Ordering from the detail screen: the quantity, checked as it is typed by the cart's own rules
// (lote multiples, minimum; stock warnings that never block), the unit price and line total of
// that quantity as the cart will charge them (pricing.ts, with the customer's promotions), and
// "add to cart" (use-cart-add.ts, as the catalogue's cards do), confirmed here and nowhere else.
import { Alert, Button, Group, List, NumberInput, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconShoppingCartPlus } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from '@portal/domain/cart-quantity';
import type { Product } from '@portal/domain/catalogue';
import { formatEuros } from '@portal/domain/format';
import type { PriceQuote } from '@portal/domain/pricing';
import { useTranslation } from 'react-i18next';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import type { QuantityFeedback } from '../hooks/quantity-feedback.ts';
import { useCartAdd, useCartLines } from '../hooks/use-cart-add.ts';
import classes from './products.module.css';
import { SaveToListButton } from '#shared/lists/save-to-list-button.tsx';
import { SAVING_COLOR } from '#shared/ui/money-totals.tsx';

interface AddToCartPanelProps {
  product: Product;
  /** What is in the field: a number, or text while it is empty. */
  value: number | string;
  onValueChange: (value: number | string) => void;
  feedback: QuantityFeedback;
  /** The price of the typed quantity; null when it is not orderable or has no price. */
  quote: PriceQuote | null;
  /** Only a user buying for a customer has a cart. */
  canBuy: boolean;
}

export function ViewCartButton() {
  const { t } = useTranslation();
  return (
    <Button variant="light" size="xs" onClick={() => cartDialog.open()}>
      {t('products.detail.viewCart')}
    </Button>
  );
}

export function AddToCartPanel({
  product,
  value,
  onValueChange,
  feedback,
  quote,
  canBuy,
}: AddToCartPanelProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const { inCart, added, failure, alreadyInCart, pending, submit, changeInCart, changed, issueText } =
    useCartAdd(product, value, useCartLines().get(product.codigo));
  const priced = feedback.orderable === null || quote !== null;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Only a quantity with a price goes in: the cart charges what is quoted here. Already in
          // the cart, the line takes the typed quantity instead.
          if (!quote) return;
          if (inCart) void changeInCart();
          else submit();
        }}
      >
        <Stack gap="sm">
          <NumberInput
            className={classes.quantity}
            label={t('products.detail.quantity')}
            description={
              product.lote && product.lote > 1
                ? t('products.detail.quantityHintLote', { lote: product.lote })
                : t('products.detail.quantityHint')
            }
            value={value}
            onChange={(next) => {
              onValueChange(next);
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
            maw={220}
            error={
              feedback.errors.length > 0 ? (
                <Stack gap={2} component="span">
                  {feedback.errors.map((issue) => (
                    <span key={issue.key}>{issueText(issue)}</span>
                  ))}
                </Stack>
              ) : undefined
            }
          />

          <div role="status" aria-live="polite">
            {feedback.warnings.length > 0 && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
                {feedback.warnings.map((issue) => (
                  <Text key={issue.key} size="sm">
                    {issueText(issue)}
                  </Text>
                ))}
              </Alert>
            )}
          </div>

          <Stack gap={2} aria-live="polite" data-testid="live-price">
            {quote ? (
              <>
                <Group gap="xs" align="baseline">
                  <Text size="sm">{t('products.detail.unitPrice')}:</Text>
                  <Text fw={700} fz="xl" data-testid="unit-price">
                    {formatEuros(quote.finalPrice)}
                  </Text>
                  {quote.priceNoOffer > quote.finalPrice && (
                    <Text size="sm" c="dimmed">
                      <VisuallyHidden>{t('products.card.before')} </VisuallyHidden>
                      <s>{formatEuros(quote.priceNoOffer)}</s>
                    </Text>
                  )}
                </Group>
                <Group gap="xs" align="baseline">
                  <Text size="sm">{t('products.detail.lineTotal')}:</Text>
                  <Text fw={700} data-testid="line-total">
                    {formatEuros(quote.lineTotal)}
                  </Text>
                  {quote.discount > 0 && (
                    <Text size="sm" c={SAVING_COLOR} fw={500}>
                      {t('products.detail.saving', { amount: formatEuros(quote.discount) })}
                    </Text>
                  )}
                </Group>
              </>
            ) : priced ? (
              <Text size="sm" c="dimmed">
                {t('products.detail.enterQuantity')}
              </Text>
            ) : (
              <Text size="sm">{t('products.detail.noPrice')}</Text>
            )}
          </Stack>

          {canBuy ? (
            <Group gap="sm">
              <Button
                type="submit"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                disabled={
                  feedback.orderable === null ||
                  !quote ||
                  added !== undefined ||
                  (inCart !== undefined && feedback.orderable === inCart.Cantidad)
                }
                loading={pending}
              >
                {inCart ? t('products.detail.changeInCart') : t('products.detail.addToCart')}
              </Button>
              <SaveToListButton
                variant="default"
                size="sm"
                target={{
                  kind: 'product',
                  codigo: product.codigo,
                  nombre: product.nombre,
                  Cantidad: feedback.orderable ?? product.Cantidad,
                }}
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('products.detail.noCart')}
            </Text>
          )}

          {added !== undefined ? (
            <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} p="sm" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {t('products.detail.added', { count: added?.Cantidad ?? feedback.orderable ?? 0 })}
                </Text>
                {added && added.warnings.length > 0 && (
                  <List size="sm">
                    {added.warnings.map((warning) => (
                      <List.Item key={warning.missatge}>{warning.error_description}</List.Item>
                    ))}
                  </List>
                )}
                <ViewCartButton />
              </Stack>
            </Alert>
          ) : failure ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} p="sm">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{failure}</Text>
                {alreadyInCart && <ViewCartButton />}
              </Stack>
            </Alert>
          ) : (
            inCart && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} p="sm">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('products.detail.inCart', { count: inCart.Cantidad })}</Text>
                  <ViewCartButton />
                </Stack>
              </Alert>
            )
          )}
        </Stack>
      </form>
    </Paper>
  );
}
