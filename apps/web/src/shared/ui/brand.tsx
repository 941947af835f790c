// The portal's mark and name, as the header and the public pages show them.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function Brand({ hideNameOnPhones = false }: { hideNameOnPhones?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={34} radius="md" aria-hidden>
        <IconFlame size={22} />
      </ThemeIcon>
      <Text fw={700} size="lg" c="dark" visibleFrom={hideNameOnPhones ? 'xs' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
