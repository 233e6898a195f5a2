import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

// Asked for at once (not at first render), so it is on screen before any page can raise a toast.
const toasterModule = import('./app-toaster');
const AppToaster = lazy(() => toasterModule);

/** `client`: one made before the first render (main.tsx starts the session request with it). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
