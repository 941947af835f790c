// The cart dialog's action bar: back, next, and on the last step the order's confirmation. It stays
// in sight at the bottom while a long cart scrolls under it.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartStep } from '#shared/cart/cart-dialog-store.ts';
import { LAST_STEP } from '../hooks/use-checkout-flow.ts';

const STICKY_BAR: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
};
const CONFIRM_HOVER = {
  '--button-hover': 'color-mix(in srgb, var(--mantine-color-teal-9), black 20%)',
} as CSSProperties;

interface CheckoutActionsProps {
  step: CartStep;
  onBack: () => void;
  onNext: () => void;
  /** An empty cart has nothing to go on with. */
  nextDisabled: boolean;
  onConfirm: () => void;
  confirming: boolean;
}

export function CheckoutActions({
  step,
  onBack,
  onNext,
  nextDisabled,
  onConfirm,
  confirming,
}: CheckoutActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" py="sm" style={STICKY_BAR}>
      {step > 0 ? (
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {t('ordering.nav.back')}
        </Button>
      ) : (
        <span />
      )}
      {step < LAST_STEP ? (
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
          disabled={nextDisabled}
        >
          {t('ordering.nav.next')}
        </Button>
      ) : (
        <Button
          // Green 8 is 3.5:1 under white text; teal 9 is 5:1 (WCAG 1.4.3), and darker still
          // under the pointer (Mantine's hover would be the lighter teal 8, 3.9:1).
          color="teal.9"
          style={CONFIRM_HOVER}
          rightSection={<IconSend size={18} aria-hidden />}
          onClick={onConfirm}
          loading={confirming}
        >
          {t('ordering.nav.confirm')}
        </Button>
      )}
    </Group>
  );
}
