import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

/** `Router`: the build's prerendering (web/build/prerender.ts) renders one address with a static router. */
export function App({ queryClient, Router = BrowserRouter }: { queryClient?: QueryClient; Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProvider client={queryClient}>
      <Router>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Router>
    </AppProvider>
  );
}
