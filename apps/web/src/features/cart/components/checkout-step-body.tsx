// The current checkout step's content in the cart dialog — lines, delivery address, conditions or
// summary — with what stops it once the customer tried to go on.
import type { CartView } from '@portal/domain/ordering-api';
import { Alert, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartStep } from '#shared/cart/cart-dialog-store.ts';
import { conditionsProblems } from '../hooks/checkout-rules.ts';
import type { Checkout } from '../hooks/use-checkout.ts';
import { BlockingIssues } from './blocking-issues.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { LinesStep, type LinesTab } from './lines-step.tsx';
import { SummaryStep } from './summary-step.tsx';

// The date picker (with dayjs and its styles) is half of the checkout's code and only the third
// step needs it: it loads while the customer chooses the address.
export const loadConditionsStep = () => import('./conditions-step.tsx');
const ConditionsStep = lazy(() => loadConditionsStep().then((m) => ({ default: m.ConditionsStep })));

interface CheckoutStepBodyProps {
  step: CartStep;
  cart: CartView;
  checkout: Checkout;
  /** The customer tried to leave this step: its problems show. */
  attempted: boolean;
  stepProblems: readonly string[];
  today: string;
  tab: LinesTab;
  onTabChange: (tab: LinesTab) => void;
  onAddressDialogChange: (open: boolean) => void;
  placeError: unknown;
}

export function CheckoutStepBody({
  step,
  cart,
  checkout,
  attempted,
  stepProblems,
  today,
  tab,
  onTabChange,
  onAddressDialogChange,
  placeError,
}: CheckoutStepBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      {step === 0 && (
        <>
          <LinesStep
            cart={cart}
            tab={tab}
            onTabChange={onTabChange}
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
          onAddressDialogChange={onAddressDialogChange}
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
            totals={cart.totals}
            blocking={cart.blocking}
            today={today}
            problems={attempted ? conditionsProblems(checkout.state, cart, today) : []}
          />
        </Suspense>
      )}
      {step === 3 && (
        <>
          <SummaryStep cart={cart} state={checkout.state} placeError={placeError} />
          <BlockingIssues issues={cart.blocking} announce />
        </>
      )}
    </>
  );
}
