// App-wide providers: translations and Mantine (theme, toasts). TanStack Query is provided by the
// layout of every route but the login screen's (query-layout.tsx), and the modals manager by the
// main layout: only logged-in screens open confirm dialogs, and it would add its code (dialogs,
// popover positioning) to the first download of every visitor. The toasts' code loads with the
// first toast (toasts/toast-host.tsx), for the same reason.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#shared/i18n/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastHost } from './toasts/toast-host.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <ToastHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
