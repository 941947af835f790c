// One line of the cart: picture, name and code, unit price (the price without offer struck
// through when discounted), discount, quantity (saved through the server, see use-line-quantity),
// line total, a remove button, and the server's verdicts on the line.
import type { CartViewLine } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import {
  ActionIcon,
  Box,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveCartLine } from '#shared/cart/cart-api.ts';
import { useLineQuantity } from '../hooks/use-line-quantity.ts';
import { SAVING_COLOR } from '#shared/ui/money-totals.tsx';
import { useDescribedBy } from '#shared/ui/use-described-by.ts';
import { IssueList } from '#shared/cart/issue-list.tsx';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';

interface CartLineItemProps {
  line: CartViewLine;
  /** Tells the dialog whether this line holds a quantity the server refused, so it can stop "next". */
  onValidityChange: (codigo: string, invalid: boolean) => void;
}

function pictureOf(line: CartViewLine): string | undefined {
  return [...line.medias].filter((media) => media.tipo === 'image').sort((a, b) => a.orden - b.orden)[0]?.url;
}

/** Memoised: a line the server sent back unchanged (the cart's query keeps its object) is not drawn again. */
export const CartLineItem = memo(function CartLineItem({ line, onValidityChange }: CartLineItemProps) {
  const { t } = useTranslation();
  const quantity = useLineQuantity(line);
  const remove = useRemoveCartLine();
  const picture = pictureOf(line);
  const discounted = line.priceNoOffer > line.finalPrice;
  const invalid = quantity.errors.length > 0;
  const errorId = `cart-line-${line.codigo}-errors`;
  const describedByError = useDescribedBy(invalid ? errorId : undefined);

  useEffect(() => {
    onValidityChange(line.codigo, invalid);
  }, [onValidityChange, line.codigo, invalid]);
  useEffect(() => () => onValidityChange(line.codigo, false), [onValidityChange, line.codigo]);

  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={line.title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {picture ? (
          <Image src={picture} alt="" w={64} h={64} fit="contain" radius="sm" loading="lazy" />
        ) : (
          <ThemeIcon variant="light" color="gray" size={64} radius="sm" aria-hidden>
            <IconPhotoOff size={28} />
          </ThemeIcon>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0 }}>
              {/* Whole, however many lines it takes: a cut name ("… 3,2 mm capsa de") hides what is ordered. */}
              <Text fw={600} style={{ overflowWrap: 'break-word' }}>
                {line.title}
              </Text>
              <Text size="sm" c="dimmed">
                {t('ordering.lines.code')}: {line.codigo}
                {line.lote ? ` · ${t('ordering.lines.batch', { lote: line.lote })}` : ''}
              </Text>
              <OwnCodeLabel codigo={line.codigo} />
            </Box>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('ordering.lines.remove', { title: line.title })}
              loading={remove.isPending}
              onClick={() => remove.mutate(line.codigo)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap="lg" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('ordering.lines.quantity')}
              aria-label={t('ordering.lines.quantityOf', { title: line.title })}
              value={quantity.value}
              onChange={quantity.change}
              onBlur={quantity.flush}
              min={1}
              step={line.lote ?? 1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={130}
              error={invalid}
              ref={describedByError}
              rightSection={
                quantity.saving ? <Loader size={14} aria-label={t('ordering.lines.saving')} /> : undefined
              }
            />
            <Box>
              <Text size="xs" c="dimmed">
                {t('ordering.lines.unitPrice')}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text>{formatEuros(line.finalPrice)}</Text>
                {discounted && (
                  <Text
                    size="sm"
                    c="dimmed"
                    td="line-through"
                    aria-label={t('ordering.lines.priceBefore', { price: formatEuros(line.priceNoOffer) })}
                  >
                    {formatEuros(line.priceNoOffer)}
                  </Text>
                )}
              </Group>
            </Box>
            {line.discount > 0 && (
              <Box>
                <Text size="xs" c="dimmed">
                  {t('ordering.lines.discount')}
                </Text>
                <Text c={SAVING_COLOR}>−{formatEuros(line.discount)}</Text>
              </Box>
            )}
            <Box ml="auto" ta="right">
              <Text size="xs" c="dimmed">
                {t('ordering.lines.lineTotal')}
              </Text>
              {/* The server's total is for the last accepted quantity: while the one typed is refused,
                  or not yet saved, that total would be a wrong answer to what the field shows. */}
              {invalid || quantity.saving ? (
                <Text fw={700}>
                  <span aria-hidden>—</span>
                  <VisuallyHidden>{t('ordering.lines.lineTotalPending')}</VisuallyHidden>
                </Text>
              ) : (
                <Text fw={700}>{formatEuros(line.lineTotal)}</Text>
              )}
            </Box>
          </Group>
          {invalid ? (
            <IssueList id={errorId} color="red" items={quantity.errors} />
          ) : (
            <>
              <IssueList color="red" items={line.errors.map((issue) => issue.error_description)} />
              <IssueList color="orange" items={line.warnings.map((issue) => issue.error_description)} />
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
});
