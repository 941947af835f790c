// The user menu of the header: the profile, customer service and logout. It also hosts the
// customer-service dialog, which the product detail opens too (through its store): the dialog's
// code is fetched when the pointer or the focus reaches the entry, or at the first opening.
import { Avatar, Center, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHeadset, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@portal/domain/auth';
import {
  customerServiceDialog,
  useCustomerServiceDialog,
} from '#shared/customer-service/customer-service-dialog-store.ts';

const loadCustomerServiceDialog = () => import('../../features/customer-service/customer-service-dialog.tsx');
const CustomerServiceDialog = lazy(() =>
  loadCustomerServiceDialog().then((m) => ({ default: m.CustomerServiceDialog })),
);

function CustomerServiceHost() {
  const { t } = useTranslation();
  const { requested } = useCustomerServiceDialog();
  // The dialog belongs to this layout: a session that ends under it must not reopen it at the
  // next login.
  useEffect(() => () => customerServiceDialog.close(), []);
  if (!requested) return null;
  return (
    // Only seen on a slow network.
    <Suspense
      fallback={
        <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      }
    >
      <CustomerServiceDialog />
    </Suspense>
  );
}

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation();
  const prefetch = () => void loadCustomerServiceDialog();
  return (
    <>
      {/* No focus placeholder: Mantine's is a bare focusable div, which a menu may not hold (axe's
          aria-required-children); the focus goes to the first entry instead. */}
      <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('layout.userMenu', { name: user.username })}
            p={4}
            style={{ borderRadius: 8 }}
          >
            <Group gap={6} wrap="nowrap">
              {/* Mantine's placeholder figure, not initials: a control's name must hold the text it
                  shows (WCAG 2.5.3), and "LG" would be text that the name does not say. */}
              <Avatar size={32} radius="xl" color="blue" aria-hidden />
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
          <Menu.Item
            leftSection={<IconHeadset size={18} aria-hidden />}
            aria-haspopup="dialog"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => customerServiceDialog.open()}
          >
            {t('customerService.menuEntry')}
          </Menu.Item>
          {/* Mantine draws a coloured entry in shade 6 (3.3:1 on white): the error colour reaches 4.5:1. */}
          <Menu.Item
            c="var(--mantine-color-error)"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
          >
            {t('layout.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CustomerServiceHost />
    </>
  );
}
