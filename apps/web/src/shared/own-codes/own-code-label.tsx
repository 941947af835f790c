// The customer's own code beside ours, wherever a product's code is shown (card, detail, cart,
// order, printed order); nothing when the customer has none for it. An order's line gives the one
// it was placed with (`stored`), which a later change of the customer's codes leaves as it was;
// a line without one (orders placed before the portal kept it) shows today's.
import { lineOwnCode } from '@portal/domain/own-codes';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOwnCodes } from './own-codes-api.ts';

export function OwnCodeLabel({
  codigo,
  stored,
  ...props
}: { codigo: string; stored?: string | null | undefined } & TextProps) {
  const { t } = useTranslation();
  const current = useOwnCodes()?.get(codigo);
  const own = lineOwnCode(stored, current);
  if (!own) return null;
  return (
    <Text size="sm" c="dimmed" {...props}>
      {t('ownCodes.label')} <span translate="no">{own}</span>
    </Text>
  );
}
