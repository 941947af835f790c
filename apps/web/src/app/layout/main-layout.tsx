// The main layout of every logged-in screen (Mantine AppShell): header with the brand, language,
// cart and user menu; the navigation menu (a drawer behind the burger on phones); the screen.
// It also holds the modals manager (`modals.openConfirmModal`) for the logged-in screens.
import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useNavigate } from 'react-router';
import { endSession } from '#shared/session/end-session.ts';
import { setLoginNotice } from '#shared/session/login-notice.ts';
import { onLogoutElsewhere } from '#shared/session/session-broadcast.ts';
import { clearSession } from '#shared/session/session-storage.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { Brand } from '#shared/ui/brand.tsx';
import { LanguageSwitch } from '#shared/ui/language-switch.tsx';
import { SiteFooter } from '#shared/ui/site-footer.tsx';
import { useStableCallback } from '#shared/ui/use-stable-callback.ts';
import { LOGIN_PATH } from '../navigation-rules.ts';
import { CartButton } from './cart-button.tsx';
import { AppNavbar } from './app-navbar.tsx';
import classes from './main-layout.module.css';
import { SaveToListHost } from './save-to-list-host.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The router's `navigate` renders its caller with every change of the address (each search typed,
 * each view switched): only this shell follows it, and the memoised frame below (header, menus,
 * footer) is drawn again only when what it shows changes. The screen itself follows the address
 * through its own outlet.
 */
export function MainLayout() {
  const navigate = useNavigate();
  const goToLogin = useStableCallback(() => void navigate(LOGIN_PATH, { replace: true }));
  return <MainFrame goToLogin={goToLogin} />;
}

const MainFrame = memo(function MainFrame({ goToLogin }: { goToLogin: () => void }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);

  // A logout in another tab ended this browser's session: this tab follows at once.
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        setLoginNotice('auth.loggedOut', 'info');
        clearSession();
        queryClient.clear();
      }),
    [queryClient],
  );

  // The session ended under us (logout in progress, or a 401 that could not be cured).
  if (!user) return <Navigate to={LOGIN_PATH} replace />;

  const logout = () => {
    void endSession();
    queryClient.clear();
    goToLogin();
  };

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <a href="#main-content" className={classes.skipLink}>
          {t('app.skipToContent')}
        </a>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('layout.toggleNavigation')}
                aria-expanded={navOpened}
                aria-controls="main-navigation"
              />
              <Anchor component={Link} to="/" underline="never" aria-label={t('app.name')}>
                <Brand hideNameOnPhones />
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <CartButton />
              <UserMenu user={user} onLogout={logout} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar id="main-navigation" p="xs" aria-label={t('layout.mainNavigation')}>
          <AppNavbar menu={user.menu} onNavigate={closeNav} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
          <SiteFooter />
        </AppShell.Main>
        <SaveToListHost />
      </AppShell>
    </ModalsProvider>
  );
});
