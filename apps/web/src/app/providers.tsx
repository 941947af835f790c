// App-wide providers: translations, Mantine (theme, toasts) and TanStack Query. The modals
// manager lives in the main layout instead: only logged-in screens open confirm dialogs, and it
// would add ~20 kB gzip (dialogs, popover positioning) to the first download of every visitor.
// The toasts' code loads with the first toast (toasts/toast-host.tsx), for the same reason.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#shared/i18n/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastHost } from './toasts/toast-host.tsx';

function createQueryClient() {
  return new QueryClient({
    // The API client already toasts each failure; retrying would toast it again.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
