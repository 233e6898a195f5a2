import { createBrowserRouter } from 'react-router';
import { AuthRoute, FallbackRoute, HomeRoute } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

// Public pages (/pricing, /contact, /help) and the other signed-in pages join this table as they are
// built; until then their paths take the fall-back below (guards.tsx explains the route table).
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', element: <AuthRoute /> },
      { path: '*', element: <FallbackRoute /> },
    ],
  },
]);
