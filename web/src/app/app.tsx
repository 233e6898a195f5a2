import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
