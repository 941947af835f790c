// TanStack Query for every screen but the login: the layout of those routes, loaded with the first
// of them, so that the login screen — every visitor's first — does not download it (it sends one
// request, in login-page.tsx, without it).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '#shared/api/query-client.ts';

export function QueryLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
