// Inviting someone to the company: the address, the language their mail is written in, and the
// role and limits the new login will have. The server's refusals (an address with a login, a bad
// limit) show beside their fields.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invitationBodySchema } from '@portal/domain/company-team';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/domain/languages';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { useInvite } from '../api/team-api.ts';
import { limitOf, RoleFields, type RoleValues } from './role-fields.tsx';

type Values = RoleValues & { email: string; idioma: Language };

const bodyOf = (values: Values) => ({
  ...values,
  limitPedido: limitOf(values.limitPedido),
  limitMensual: limitOf(values.limitMensual),
});

export function InviteDialog({
  opened,
  onClose,
  language,
}: {
  opened: boolean;
  onClose: () => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const invite = useInvite();
  const form = useForm<Values>({
    initialValues: {
      email: '',
      idioma: language,
      rol: 'comprador',
      aprova: false,
      limitPedido: '',
      limitMensual: '',
    },
    validate: (values) => schemaErrors(invitationBodySchema, bodyOf(values)),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (values: Values) =>
    invite.mutate(bodyOf(values), {
      onSuccess: close,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.body?.missatge === 'team.addressTaken') {
          form.setFieldError('email', translateMessageKey('team.addressTaken') ?? '');
        }
        for (const field of error.body?.errors ?? []) {
          form.setFieldError(field.field, translateMessageKey(field.missatge) ?? field.error_description);
        }
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('team.inviteTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            {...form.getInputProps('email')}
            key={form.key('email')}
            type="email"
            label={t('team.email')}
            autoComplete="off"
            maxLength={254}
            required
            data-autofocus
          />
          <Select
            {...form.getInputProps('idioma')}
            key={form.key('idioma')}
            label={t('team.language')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            allowDeselect={false}
          />
          <RoleFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('team.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
