// The cart dialog (spec §2, §4): the four checkout steps — cart, delivery address, conditions,
// summary — then placing the order and the ERP's confirmation. Opened from the header's cart
// button (or any screen, through the shared cart dialog store); full screen on phones. Loaded
// lazily: nothing of it is in the first download.
import { Alert, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CART_QUERY_KEY } from '#shared/cart/cart-api.ts';
import { useCartDialog } from '#shared/cart/cart-dialog-store.ts';
import { useStableCallback } from '#shared/ui/use-stable-callback.ts';
import { useCheckoutFlow } from '../hooks/use-checkout-flow.ts';
import { CheckoutActions } from './checkout-actions.tsx';
import { CheckoutStepBody, loadConditionsStep } from './checkout-step-body.tsx';
import { CheckoutStepper } from './checkout-stepper.tsx';
import type { LinesTab } from './lines-step.tsx';
import { OrderPlaced } from './order-placed.tsx';

/** The printed order's screen (features/orders), reached by its address: features do not import each other. */
const ORDER_PRINT_PATH = '/history/print';

/**
 * The router's `navigate` renders its caller with every change of the address; the dialog, kept
 * in the page while closed, would be drawn again with each search typed or view switched behind
 * it. Here only this shell follows the address, and hands a stable callback to the dialog.
 */
export function CartDialog() {
  const routerNavigate = useNavigate();
  const navigate = useStableCallback((to: string) => void routerNavigate(to));
  return <CartDialogView navigate={navigate} />;
}

const CartDialogView = memo(function CartDialogView({ navigate }: { navigate: (to: string) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { opened, step } = useCartDialog();
  const { cart, checkout, place, stepRef, today, startAgain, close, goTo, problemsOf, next, confirm } =
    useCheckoutFlow(opened, step);
  const [tab, setTab] = useState<LinesTab>('lines');
  const [addressDialogOpen, setAddressDialogOpen] = useState(false);
  // Opening the cart shows today's prices, stock and verdicts (the header's copy may be older),
  // and the product names in the language just chosen.
  useEffect(() => {
    if (opened) void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [opened, client, i18n.language]);

  useEffect(() => {
    if (opened && step >= 1) void loadConditionsStep();
  }, [opened, step]);

  let content;
  if (checkout.placed) {
    content = (
      <OrderPlaced
        key={checkout.placed.Codigo}
        order={checkout.placed}
        onClose={close}
        onShowHistory={() => {
          close();
          navigate('/history');
        }}
        onPrint={() => {
          const code = checkout.placed?.Codigo ?? '';
          close();
          navigate(`${ORDER_PRINT_PATH}?${new URLSearchParams({ codigo: code }).toString()}`);
        }}
        onOpenCart={() => {
          // The rejected order's lines are back in the cart: the checkout starts again from them.
          startAgain();
          setTab('lines');
        }}
      />
    );
  } else if (cart.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (cart.isError) {
    content = (
      <Alert color="red" title={t('ordering.lines.loadError')}>
        <Button size="xs" variant="light" onClick={() => void cart.refetch()}>
          {t('ordering.common.retry')}
        </Button>
      </Alert>
    );
  } else {
    const attempted = checkout.attempted.has(step);
    content = (
      <Stack gap="lg" ref={stepRef}>
        <CheckoutStepper step={step} isPhone={isPhone} onStepClick={(index) => goTo(index)} />
        <CheckoutStepBody
          step={step}
          cart={cart.data}
          checkout={checkout}
          attempted={attempted}
          stepProblems={attempted ? problemsOf(step) : []}
          today={today}
          tab={tab}
          onTabChange={setTab}
          onAddressDialogChange={setAddressDialogOpen}
          placeError={place.error}
        />
        <CheckoutActions
          step={step}
          onBack={() => goTo(step - 1)}
          onNext={next}
          nextDisabled={step === 0 && cart.data.lineas.length === 0}
          onConfirm={confirm}
          confirming={place.isPending}
        />
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      // Built once and kept, hidden, while closed: opening shows the lines already drawn.
      keepMounted
      onClose={close}
      title={t('cart.title')}
      size="min(64rem, 100%)"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={!place.isPending}
      closeOnEscape={!place.isPending && !addressDialogOpen}
    >
      {content}
    </Modal>
  );
});
