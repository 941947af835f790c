// The screens' server state (TanStack Query): one client per mount of the layout that provides it
// (app/query-layout.tsx), and one for the registration dialog, which opens from the login screen.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    // The API client already toasts each failure; retrying would toast it again.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}
