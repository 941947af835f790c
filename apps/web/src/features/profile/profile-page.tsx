// /perfil: the logged-in user's own record as the session holds it (user name, e-mail, contact,
// customer, roles, language). Editing arrives with a later issue.
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@portal/domain/languages';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={4}>
        {children}
      </Text>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  useDocumentTitle(t('screens.perfil'));
  if (!user) return null;

  const roleName = (nom: string) => {
    const key = `roles.${nom}`;
    return t(key as 'roles.CLIENT', { defaultValue: nom });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.perfil')}</Title>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
          <Field label={t('profile.username')}>{user.username}</Field>
          <Field label={t('profile.email')}>{user.email}</Field>
          {user.nomContacte && <Field label={t('profile.contactName')}>{user.nomContacte}</Field>}
          {user.cliente && (
            <Field label={t('profile.customer')}>
              {user.cliente.razonSocial} ({user.cliente.codigo})
            </Field>
          )}
          <Field label={t('profile.roles')}>
            {user.roles.length === 0 ? (
              t('profile.noRoles')
            ) : (
              <Group component="span" gap="xs">
                {user.roles.map((role) => (
                  <Badge key={role.idRol} variant="light" component="span" tt="none">
                    {roleName(role.nom)}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
          <Field label={t('profile.language')}>{LANGUAGE_NAMES[user.idioma] ?? user.language.name}</Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
