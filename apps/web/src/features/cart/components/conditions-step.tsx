// Step 3: the order's conditions — the customer's purchase-order reference, a wished delivery
// date (a working day from today on: the picker offers no other), the payment method (empty: the customer's own, which the ERP knows),
// the shipping it will carry, observations, and the commercial conditions, which must be
// accepted before the order can go on (spec §5).
import type { OrderTotals } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import { isWeekend, OBSERVACIONES_MAX_LENGTH, REFERENCE_MAX_LENGTH } from '@portal/domain/order-body';
import {
  Badge,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DayInput } from '#shared/ui/day-input.tsx';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods } from '../api/fetch-payment-methods.ts';
import type { CheckoutConditions, ConditionsProblem } from '../hooks/checkout-rules.ts';
import { BlockingIssues } from './blocking-issues.tsx';
import type { Issue } from '@portal/domain/ordering-api';

interface ConditionsStepProps {
  value: CheckoutConditions;
  onChange: (change: Partial<CheckoutConditions>) => void;
  totals: OrderTotals;
  blocking: readonly Issue[];
  today: string;
  /** What stopped "next", shown on the fields it concerns. */
  problems: readonly ConditionsProblem[];
}

export function ConditionsStep({ value, onChange, totals, blocking, today, problems }: ConditionsStepProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const paymentMethods = usePaymentMethods();
  const has = (problem: ConditionsProblem) => problems.includes(problem);

  return (
    <Stack gap="md">
      <TextInput
        label={t('ordering.conditions.referencia')}
        description={t('ordering.conditions.referenciaDescription', { max: REFERENCE_MAX_LENGTH })}
        value={value.referencia}
        onChange={(event) => onChange({ referencia: event.currentTarget.value })}
        maxLength={REFERENCE_MAX_LENGTH}
      />
      <DayInput
        label={t('ordering.conditions.fechaEntrega')}
        placeholder={t('ordering.conditions.fechaEntregaPlaceholder')}
        description={t('ordering.conditions.fechaEntregaDescription')}
        value={value.fechaEntrega}
        onChange={(day) => onChange({ fechaEntrega: day })}
        minDate={today}
        // Deliveries are made from Monday to Friday (order-body.ts `deliveryDateProblem`).
        excludeDate={isWeekend}
        error={
          has('deliveryDatePast')
            ? t('messages:orders.deliveryDatePast')
            : has('deliveryDateWeekend')
              ? t('messages:orders.deliveryDateWeekend')
              : undefined
        }
      />
      <Select
        label={t('ordering.conditions.formaPago')}
        placeholder={t('ordering.conditions.formaPagoPlaceholder')}
        description={t('ordering.conditions.formaPagoDescription')}
        data={(paymentMethods.data ?? []).map((method) => ({
          value: String(method.codigo),
          label: method.nombre,
        }))}
        value={value.formaPago}
        onChange={(formaPago) => onChange({ formaPago })}
        searchable
        clearable
        nothingFoundMessage={t('ordering.common.nothingFound')}
        disabled={paymentMethods.isError}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="xs">
        <Text fw={500}>{t('ordering.totals.shipping')}:</Text>
        {totals.freeShipping ? (
          <Badge color="green" variant="light">
            {t('ordering.totals.freeShipping')}
          </Badge>
        ) : (
          <Text>{formatEuros(totals.shipping)}</Text>
        )}
      </Group>
      <Textarea
        label={t('ordering.conditions.observaciones')}
        description={t('ordering.conditions.observacionesDescription', { max: OBSERVACIONES_MAX_LENGTH })}
        value={value.observaciones}
        onChange={(event) => onChange({ observaciones: event.currentTarget.value })}
        maxLength={OBSERVACIONES_MAX_LENGTH}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5" mb="xs" id="commercial-conditions-title">
          {t('ordering.conditions.termsTitle')}
        </Title>
        <ScrollArea.Autosize mah={160} type="auto" offsetScrollbars>
          <Stack gap={6} tabIndex={0} aria-labelledby="commercial-conditions-title" role="region">
            {t('ordering.conditions.terms')
              .split('\n')
              .map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
          </Stack>
        </ScrollArea.Autosize>
        {/* Mantine ties no error text to a checkbox: the message gets an id and the box points at it. */}
        <Checkbox
          mt="sm"
          label={t('ordering.conditions.accept')}
          checked={value.accepted}
          onChange={(event) => onChange({ accepted: event.currentTarget.checked })}
          error={has('conditionsNotAccepted')}
          aria-invalid={has('conditionsNotAccepted')}
          aria-describedby={has('conditionsNotAccepted') ? 'accept-conditions-error' : undefined}
        />
        {has('conditionsNotAccepted') && (
          <Text id="accept-conditions-error" role="alert" c="var(--mantine-color-error)" size="sm" mt={4}>
            {t('messages:orders.acceptConditions')}
          </Text>
        )}
      </Paper>
      {has('blocked') && <BlockingIssues issues={blocking} announce />}
    </Stack>
  );
}
