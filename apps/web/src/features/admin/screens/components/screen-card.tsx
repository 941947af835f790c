// One screen as the screens administration shows it: its icon drawn as the menu draws it, its
// name in the session language, its address and the icon's name. `lead` and `actions` hold the
// drag handle and the move buttons of a menu screen.
import type { AdminScreen } from '@portal/domain/admin-screens';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { menuIcon } from '#shared/ui/menu-icons.ts';

interface ScreenCardProps {
  screen: AdminScreen;
  /** The 1-based position in the menu, for menu screens. */
  position?: number;
  /** A line under the address, e.g. the screen a detail screen opens from. */
  note?: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

export function ScreenCard({ screen, position, note, lead, actions }: ScreenCardProps) {
  const { t } = useTranslation();
  const Icon = menuIcon(screen.icon);
  return (
    <Group wrap="nowrap" gap="sm" align="center">
      {lead}
      {position !== undefined && (
        <Text fw={700} w="2ch" ta="right" style={{ flexShrink: 0 }}>
          {position}
          <span aria-hidden>.</span>
        </Text>
      )}
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden style={{ flexShrink: 0 }}>
        <Icon size={20} stroke={1.7} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{screenLabel(screen.name)}</Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {screen.url}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.screens.iconName', { icon: screen.icon })}
          {note ? ` · ${note}` : ''}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
