// The checkout's four steps above the cart dialog's content, the current one marked; earlier ones
// can be gone back to. On a phone the steps are numbered and the current one is named under them.
import { Stepper, Title } from '@mantine/core';
import type { CartStep } from '#shared/cart/cart-dialog-store.ts';
import { useTranslation } from 'react-i18next';

interface CheckoutStepperProps {
  step: CartStep;
  isPhone: boolean | undefined;
  onStepClick: (step: number) => void;
}

export function CheckoutStepper({ step, isPhone, onStepClick }: CheckoutStepperProps) {
  const { t } = useTranslation();
  const steps = [
    { label: t('ordering.steps.lines'), description: t('ordering.steps.linesDescription') },
    { label: t('ordering.steps.delivery'), description: t('ordering.steps.deliveryDescription') },
    { label: t('ordering.steps.conditions'), description: t('ordering.steps.conditionsDescription') },
    { label: t('ordering.steps.summary'), description: t('ordering.steps.summaryDescription') },
  ];

  return (
    <>
      {/* On a phone the four labels do not fit in a row: numbered steps, named for screen
          readers, and the current step's name under them. */}
      <Stepper
        active={step}
        onStepClick={onStepClick}
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
    </>
  );
}
