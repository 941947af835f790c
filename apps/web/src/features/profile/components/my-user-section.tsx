// "My user": the user name, e-mail and roles as they are (the e-mail changes through its own
// dialog, confirmed by a mailed link), the contact name and language to edit and save, and the
// doors to changing the password and the e-mail.
import type { SessionUser } from '@portal/domain/auth';
import { updateSelfSchema } from '@portal/domain/auth';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/domain/languages';
import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconKey, IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { useUpdateSelf } from '../api/update-self.ts';
import { FactsList } from './facts-list.tsx';
import { ProfileSection } from './profile-section.tsx';

// The dialogs and their schemas load with the first click.
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);
const ChangeEmailDialog = lazy(() =>
  import('./change-email-dialog.tsx').then((m) => ({ default: m.ChangeEmailDialog })),
);

type SelfValues = {
  nomContacte: string;
  idioma: Language;
};
const SELF_FIELDS = ['nomContacte', 'idioma'] as const;
const checkSelf = (values: SelfValues) => schemaErrors(updateSelfSchema, values);

type Dialog = 'password' | 'email' | null;

export function MyUserSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const save = useUpdateSelf();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each dialog stays mounted from its first opening on, so closing it animates and gives the
  // focus back to its button.
  const [loaded, setLoaded] = useState<{ password: boolean; email: boolean }>({
    password: false,
    email: false,
  });
  const open = (which: Exclude<Dialog, null>) => {
    setLoaded((current) => ({ ...current, [which]: true }));
    setDialog(which);
  };

  const { form, focusFirst } = useSchemaForm<SelfValues>({
    name: 'profile-self',
    initialValues: { nomContacte: user.nomContacte ?? '', idioma: user.idioma },
    fields: SELF_FIELDS,
    check: checkSelf,
  });

  // The header's language switch changes the user under the form: an untouched form follows it,
  // so that saving the contact name does not put the old language back.
  const { isDirty, setInitialValues, setValues } = form;
  useEffect(() => {
    if (isDirty()) return;
    const current = { nomContacte: user.nomContacte ?? '', idioma: user.idioma };
    setInitialValues(current);
    setValues(current);
  }, [user.nomContacte, user.idioma, isDirty, setInitialValues, setValues]);

  const roleName = (nom: string) => t(`roles.${nom}` as 'roles.CLIENT', { defaultValue: nom });

  const submit = (values: SelfValues) =>
    save.mutate(
      { nomContacte: values.nomContacte.trim(), idioma: values.idioma },
      {
        onSuccess: ({ dades }) => {
          const saved = { nomContacte: dades.nomContacte ?? '', idioma: dades.idioma };
          form.setInitialValues(saved);
          form.setValues(saved);
        },
      },
    );

  return (
    <ProfileSection title={t('profile.myUser')}>
      <FactsList
        facts={[
          { key: 'username', label: t('profile.username'), value: user.username },
          { key: 'email', label: t('profile.email'), value: user.email },
          ...(user.cliente
            ? [
                {
                  key: 'customer',
                  label: t('profile.customer'),
                  value: `${user.cliente.razonSocial} (${user.cliente.codigo})`,
                },
              ]
            : []),
          {
            key: 'roles',
            label: t('profile.roles'),
            value:
              user.roles.length === 0 ? (
                t('profile.noRoles')
              ) : (
                <Group component="span" gap="xs">
                  {user.roles.map((role) => (
                    <Badge key={role.idRol} variant="light" component="span" tt="none">
                      {roleName(role.nom)}
                    </Badge>
                  ))}
                </Group>
              ),
          },
        ]}
      />
      <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('profile.contactName')}
              maxLength={100}
              autoComplete="name"
              {...form.getInputProps('nomContacte')}
            />
            <NativeSelect
              label={t('profile.language')}
              data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
              {...form.getInputProps('idioma')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => open('password')}
        >
          {t('profile.changePassword')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => open('email')}
        >
          {t('profile.changeEmail')}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {loaded.password && (
          <ChangePasswordDialog opened={dialog === 'password'} onClose={() => setDialog(null)} />
        )}
        {loaded.email && (
          <ChangeEmailDialog
            opened={dialog === 'email'}
            currentEmail={user.email}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </ProfileSection>
  );
}
