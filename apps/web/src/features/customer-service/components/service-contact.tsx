// Customer service's own e-mail and phone, as links that open the mail program or dial.
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServiceContact } from '#shared/api/service-contact.ts';

/** `tel:` takes digits and a leading `+` only: "+34 930 000 000" dials as "+34930000000". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function ServiceContact() {
  const { t } = useTranslation();
  const contact = useServiceContact();
  const email = contact.data?.emailContacto?.trim();
  const phone = contact.data?.telefonoContacto?.trim();
  if (!email && !phone) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('customerService.reachUs')}
        </Text>
        <Group gap="lg" wrap="wrap">
          {email && (
            <Group gap={6} wrap="nowrap">
              <IconMail size={18} aria-hidden />
              <Anchor href={`mailto:${email}`} size="sm" style={{ wordBreak: 'break-all' }}>
                {email}
              </Anchor>
            </Group>
          )}
          {phone && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Anchor href={telHref(phone)} size="sm">
                {phone}
              </Anchor>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
