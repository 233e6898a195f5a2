import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AuthRoute, FallbackRoute, HomeRoute, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';
import { loadSupportCatalog } from '../i18n/load-support-catalog';

// Every page is its own chunk: the landing page downloads none of them.
const GenerateRoute = lazy(() => import('../routes/generate/generate-route'));
const LibraryRoute = lazy(() => import('../routes/library/library-route'));
const StoryRoute = lazy(() => import('../routes/story/story-route'));
const SharedStoryRoute = lazy(() => import('../routes/shared/shared-story-route'));
const ReadingProgressRoute = lazy(() => import('../routes/reading-progress/reading-progress-route'));
// The help centre and the contact page bring their own texts (load-support-catalog.ts).
const HelpRoute = lazy(() => Promise.all([import('../routes/help/help-route'), loadSupportCatalog()]).then(([page]) => page));
const ContactRoute = lazy(() => Promise.all([import('../routes/contact/contact-route'), loadSupportCatalog()]).then(([page]) => page));
const PricingRoute = lazy(() => import('../routes/pricing/pricing-route'));
const SubscribeRoute = lazy(() => import('../routes/subscribe/subscribe-route'));
const AccountRoute = lazy(() => import('../routes/account/account-route'));
const AdminRoute = lazy(() => import('../routes/admin/admin-route'));
const PasswordResetRoute = lazy(() => import('../routes/password-reset/password-reset-route'));
const LegalRoute = lazy(() => import('../routes/legal/legal-route'));

// The route table of SPEC §2 (guards.tsx explains the signed-out and fall-back rules).
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', element: <AuthRoute /> },
      { path: 'forgot-password', element: <PasswordResetRoute /> },
      { path: 'reset-password', element: <PasswordResetRoute /> },
      { path: 'generate', element: <RequireAuth><GenerateRoute /></RequireAuth> },
      { path: 'library', element: <RequireAuth><LibraryRoute /></RequireAuth> },
      { path: 'story/:id', element: <RequireAuth><StoryRoute /></RequireAuth> },
      { path: 'reading-progress', element: <RequireAuth><ReadingProgressRoute /></RequireAuth> },
      { path: 'pricing', element: <PricingRoute /> },
      { path: 'subscribe', element: <RequireAuth><SubscribeRoute /></RequireAuth> },
      { path: 'account', element: <RequireAuth><AccountRoute /></RequireAuth> },
      // Not behind RequireAuth: signed-out visitors and families see SPEC §6's messages there.
      { path: 'admin', element: <AdminRoute /> },
      // A share link opens the book read-only for anyone, signed in or not (DECISIONS.md 'Sharing').
      { path: 'shared/:token', element: <SharedStoryRoute /> },
      // SPEC §2: public for everyone, signed in or not.
      { path: 'help', element: <HelpRoute /> },
      { path: 'contact', element: <ContactRoute /> },
      { path: 'privacy', element: <LegalRoute document="privacy" /> },
      { path: 'terms', element: <LegalRoute document="terms" /> },
      { path: 'cookies', element: <LegalRoute document="cookies" /> },
      { path: '*', element: <FallbackRoute /> },
    ],
  },
]);
