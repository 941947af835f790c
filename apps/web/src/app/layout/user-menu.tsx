// The user menu of the header: the profile and logout.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@portal/domain/auth';

function initials(user: Pick<SessionUser, 'username' | 'nomContacte'>): string {
  const source = (user.nomContacte ?? user.username).trim();
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : source.slice(0, 2);
  return letters.toUpperCase();
}

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('layout.userMenu', { name: user.username })}
          p={4}
          style={{ borderRadius: 8 }}
        >
          <Group gap={6} wrap="nowrap">
            <Avatar size={32} radius="xl" color="blue" aria-hidden>
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm">
              {user.username}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/perfil" leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('layout.profile')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
