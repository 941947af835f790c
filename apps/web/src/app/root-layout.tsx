// The root of every route: scrolls to the top on each navigation (spec §2), shows a thin
// progress bar while the next screen's code or permissions are loading, and keeps the page inert
// behind an open dialog.
import { Progress } from '@mantine/core';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { keepBackgroundInert } from '#shared/ui/inert-background.ts';

export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  // The app's root element: dialogs are drawn outside it, in portals.
  useEffect(() => {
    const root = document.getElementById('root');
    return root ? keepBackgroundInert(root) : undefined;
  }, []);

  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-hidden
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <Outlet />
    </>
  );
}
