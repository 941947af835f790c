// The cart dialog (spec §2, §4): the four checkout steps — cart, delivery address, conditions,
// summary — then placing the order and the ERP's confirmation. Opened from the header's cart
// button (or any screen, through the shared cart dialog store); full screen on phones. Loaded
// lazily: nothing of it is in the first download.
import { isoDateIn } from '@portal/domain/order-body';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CART_QUERY_KEY, useCart } from '#shared/cart/cart-api.ts';
import { cartDialog, useCartDialog, type CartStep } from '#shared/cart/cart-dialog-store.ts';
import { focusFirstInvalid } from '#shared/forms/schema-errors.ts';
import { useStableCallback } from '#shared/ui/use-stable-callback.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { conditionsProblems, deliveryProblems, linesProblems, orderBody } from '../hooks/checkout-rules.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { useIdempotencyKey } from '#shared/forms/use-idempotency-key.ts';
import { BlockingIssues } from './blocking-issues.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { LinesStep, type LinesTab } from './lines-step.tsx';
import { OrderPlaced } from './order-placed.tsx';
import { SummaryStep } from './summary-step.tsx';

const LAST_STEP: CartStep = 3;
const CONFIRM_HOVER = {
  '--button-hover': 'color-mix(in srgb, var(--mantine-color-teal-9), black 20%)',
} as CSSProperties;
/** The printed order's screen (features/orders), reached by its address: features do not import each other. */
const ORDER_PRINT_PATH = '/history/print';

// The date picker (with dayjs and its styles) is half of the checkout's code and only the third
// step needs it: it loads while the customer chooses the address.
const loadConditionsStep = () => import('./conditions-step.tsx');
const ConditionsStep = lazy(() => loadConditionsStep().then((m) => ({ default: m.ConditionsStep })));

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
  const cart = useCart();
  const checkout = useCheckout();
  const place = usePlaceOrder();
  const idempotency = useIdempotencyKey();
  const [tab, setTab] = useState<LinesTab>('lines');
  const [addressDialogOpen, setAddressDialogOpen] = useState(false);
  // The steps' content: where a refused "next" takes the customer to the first problem.
  const stepRef = useRef<HTMLDivElement>(null);
  /** Once the step's problems are drawn, the first gets the focus and the middle of the screen. */
  const revealProblems = () => requestAnimationFrame(() => focusFirstInvalid(stepRef.current));
  // Opening the cart shows today's prices, stock and verdicts (the header's copy may be older),
  // and the product names in the language just chosen.
  useEffect(() => {
    if (opened) void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [opened, client, i18n.language]);

  useEffect(() => {
    if (opened && step >= 1) void loadConditionsStep();
  }, [opened, step]);

  // The company's calendar day, as the server compares delivery dates; read again at each opening
  // rather than at each render (a date format is costly to build).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `opened` is the moment to read the clock
  const today = useMemo(() => isoDateIn(new Date()), [opened]);

  const close = () => {
    cartDialog.close();
    if (checkout.placed) {
      checkout.restart();
      place.reset();
      cartDialog.setStep(0);
    }
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

  const steps = [
    { label: t('ordering.steps.lines'), description: t('ordering.steps.linesDescription') },
    { label: t('ordering.steps.delivery'), description: t('ordering.steps.deliveryDescription') },
    { label: t('ordering.steps.conditions'), description: t('ordering.steps.conditionsDescription') },
    { label: t('ordering.steps.summary'), description: t('ordering.steps.summaryDescription') },
  ];

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
          checkout.restart();
          place.reset();
          setTab('lines');
          cartDialog.setStep(0);
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
    const stepProblems = attempted ? problemsOf(step) : [];
    content = (
      <Stack gap="lg" ref={stepRef}>
        {/* On a phone the four labels do not fit in a row: numbered steps, named for screen
            readers, and the current step's name under them. */}
        <Stepper
          active={step}
          onStepClick={(index) => goTo(index)}
          allowNextStepsSelect={false}
          size="sm"
          aria-label={t('ordering.nav.stepsLabel')}
        >
          {steps.map((item, index) => (
            <Stepper.Step
              key={item.label}
              label={isPhone ? undefined : item.label}
              description={isPhone ? undefined : item.description}
              // The name holds the number shown (WCAG 2.5.3: a speech user says what they see).
              aria-label={isPhone ? `${index + 1}. ${item.label}` : undefined}
            />
          ))}
        </Stepper>
        {isPhone && (
          <Title order={3} size="h5">
            {steps[step]!.label}
          </Title>
        )}
        {step === 0 && (
          <>
            <LinesStep
              cart={cart.data}
              tab={tab}
              onTabChange={setTab}
              onLineValidityChange={checkout.setLineValidity}
              attempted={attempted}
            />
            {stepProblems.includes('invalidQuantities') && (
              <Alert color="red" variant="light">
                {t('ordering.lines.fixQuantities')}
              </Alert>
            )}
          </>
        )}
        {step === 1 && (
          <DeliveryStep
            idContacto={checkout.state.idContacto}
            onChange={checkout.setContact}
            attempted={attempted}
            onAddressDialogChange={setAddressDialogOpen}
          />
        )}
        {step === 2 && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('app.loading')} />
              </Center>
            }
          >
            <ConditionsStep
              value={checkout.state.conditions}
              onChange={checkout.setConditions}
              totals={cart.data.totals}
              blocking={cart.data.blocking}
              today={today}
              problems={attempted ? conditionsProblems(checkout.state, cart.data, today) : []}
            />
          </Suspense>
        )}
        {step === 3 && (
          <>
            <SummaryStep cart={cart.data} state={checkout.state} placeError={place.error} />
            <BlockingIssues issues={cart.data.blocking} announce />
          </>
        )}
        {/* Back and next stay in sight while a long cart scrolls under them. */}
        <Group
          justify="space-between"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {step > 0 ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => goTo(step - 1)}
            >
              {t('ordering.nav.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button
              rightSection={<IconArrowRight size={18} aria-hidden />}
              onClick={next}
              disabled={step === 0 && cart.data.lineas.length === 0}
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
              onClick={confirm}
              loading={place.isPending}
            >
              {t('ordering.nav.confirm')}
            </Button>
          )}
        </Group>
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
