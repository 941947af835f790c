// A member's company role, limits, delivery addresses and whether the login is enabled. One's own
// role and login are not one's own to change (the server refuses it too): the dialog offers only
// the limits and addresses then.
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memberUpdateSchema, type TeamAddress, type TeamMember } from '@portal/domain/company-team';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { useUpdateMember } from '../api/team-api.ts';
import { AddressFields, scopeOf, type AddressValues } from './address-fields.tsx';
import { limitOf, RoleFields, type RoleValues } from './role-fields.tsx';

type Values = RoleValues & AddressValues & { actiu: boolean };

const bodyOf = ({ abast, adreces, ...values }: Values) => ({
  ...values,
  limitPedido: limitOf(values.limitPedido),
  limitMensual: limitOf(values.limitMensual),
  // A viewer orders nothing: their addresses are not asked, so they stay as they were.
  adreces: values.rol === 'consulta' ? undefined : scopeOf({ abast, adreces }),
});

export function MemberDialog({
  member,
  addresses,
  onClose,
}: {
  member: TeamMember;
  /** Every delivery address of the company. */
  addresses: TeamAddress[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateMember();
  const form = useForm<Values>({
    initialValues: {
      rol: member.rol ?? 'consulta',
      aprova: member.aprova,
      limitPedido: member.limitPedido ?? '',
      limitMensual: member.limitMensual ?? '',
      abast: member.adreces === null ? 'all' : 'some',
      adreces: (member.adreces ?? []).map(String),
      actiu: member.actiu,
    },
    validate: (values) => schemaErrors(memberUpdateSchema, bodyOf(values)),
  });
  const submit = (values: Values) =>
    update.mutate(
      { id: member.idUsuari, body: bodyOf(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const field of error.body?.errors ?? []) {
            form.setFieldError(field.field, translateMessageKey(field.missatge) ?? field.error_description);
          }
        },
      },
    );
  const name = member.nomContacte || member.username;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('team.editTitle', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
          <RoleFields form={form} disabledRole={member.jo} />
          {form.getValues().rol !== 'consulta' && <AddressFields form={form} addresses={addresses} />}
          {!member.jo && (
            <Switch
              {...form.getInputProps('actiu', { type: 'checkbox' })}
              key={form.key('actiu')}
              label={t('team.active')}
              description={t('team.activeHelp')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('team.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
