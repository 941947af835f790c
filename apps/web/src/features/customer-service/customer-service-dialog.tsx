// Writing to customer service, as a dialog opened from the user menu or from a
// product's detail ("ask about this product", which names the product and sends its codigo).
// Topic, subject, message, the address the answer goes to and "send me a copy"; customer
// service's own e-mail and phone alongside. Sent → a toast and the dialog closes; a refusal
// stays in the dialog. Loaded lazily by the user menu on the first opening.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { OBSERVATIONS_MAX_LENGTH, SERVICE_TOPICS } from '@portal/domain/accounts';
import { TEXT_MAX_LENGTH } from '@portal/domain/validators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  customerServiceDialog,
  useCustomerServiceDialog,
  type ServiceProduct,
} from '#shared/customer-service/customer-service-dialog-store.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { ServiceContact } from './components/service-contact.tsx';
import { useServiceMessageForm } from './hooks/use-service-message-form.ts';

export function CustomerServiceDialog() {
  const { t } = useTranslation();
  const { opened, product } = useCustomerServiceDialog();
  // The form is mounted only while the dialog is open: each opening starts afresh.
  return (
    <FormDialog
      opened={opened}
      onClose={customerServiceDialog.close}
      title={t('customerService.title')}
      size="lg"
    >
      <ServiceMessageForm key={product?.codigo ?? ''} product={product} />
    </FormDialog>
  );
}

function ServiceMessageForm({ product }: { product: ServiceProduct | null }) {
  const { t } = useTranslation();
  const email = useStoredUser()?.email ?? '';
  const { form, send, failure, onSubmit } = useServiceMessageForm({
    product,
    email,
    onSent: (answer) => {
      notifyEnvelope({ error: false, missatge: answer?.missatge ?? 'accounts.serviceSent' });
      customerServiceDialog.close();
    },
  });
  const counter = (used: number, max: number) => t('customerService.counter', { used, max });
  const topics = SERVICE_TOPICS.map((topic) => ({
    value: topic,
    label: t(`customerService.topics.${topic}`),
  }));

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text size="sm">{t('customerService.intro')}</Text>
        {product && (
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600}>
              {t('customerService.product')}
            </Text>
            <Text size="sm" fw={600}>
              {product.nombre}
            </Text>
            <Text size="xs" c="dimmed" translate="no">
              {product.codigo}
            </Text>
          </Paper>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Select
          label={t('customerService.topic')}
          withAsterisk
          allowDeselect={false}
          data={topics}
          comboboxProps={{ withinPortal: true }}
          data-autofocus={product ? undefined : true}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('customerService.subject')}
          description={counter(form.values.subject.length, TEXT_MAX_LENGTH)}
          withAsterisk
          maxLength={TEXT_MAX_LENGTH}
          data-autofocus={product ? true : undefined}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('customerService.observations')}
          description={counter(form.values.observations.length, OBSERVATIONS_MAX_LENGTH)}
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          maxLength={OBSERVATIONS_MAX_LENGTH}
          {...form.getInputProps('observations')}
        />
        <TextInput
          label={t('customerService.email')}
          description={t('customerService.emailHint')}
          withAsterisk
          type="email"
          maxLength={254}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Checkbox
          label={t('customerService.toMail')}
          {...form.getInputProps('toMail', { type: 'checkbox' })}
        />
        <ServiceContact />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={customerServiceDialog.close}>
            {t('customerService.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('customerService.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
