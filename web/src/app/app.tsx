import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
