// The root of every route: scrolls to the top on each navigation (spec §2) and shows a thin
// progress bar while the next screen's code or permissions are loading.
import { Progress } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

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
