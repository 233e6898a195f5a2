import { matchPath, Route, Routes } from 'react-router';
import { AuthRoute, FallbackRoute, HomeRoute, LandingRoute, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { withCatalog } from './lazy-page';

// Every page is its own chunk, with the part of the catalog its texts are in (i18n/catalog-parts.ts):
// the landing page downloads none of them.
const GenerateRoute = withCatalog('app', () => import('../routes/generate/generate-route'));
const LibraryRoute = withCatalog('app', () => import('../routes/library/library-route'));
const StoryRoute = withCatalog('app', () => import('../routes/story/story-route'));
const SharedStoryRoute = withCatalog('app', () => import('../routes/shared/shared-story-route'));
const ReadingProgressRoute = withCatalog('app', () => import('../routes/reading-progress/reading-progress-route'));
// The help centre and the contact page bring their own texts (load-support-catalog.ts).
const HelpRoute = withCatalog('support', () => import('../routes/help/help-route'));
const ContactRoute = withCatalog('support', () => import('../routes/contact/contact-route'));
const PricingRoute = withCatalog('app', () => import('../routes/pricing/pricing-route'));
const SubscribeRoute = withCatalog('app', () => import('../routes/subscribe/subscribe-route'));
const AccountRoute = withCatalog('app', () => import('../routes/account/account-route'));
const AdminRoute = withCatalog('app', () => import('../routes/admin/admin-route'));
const PasswordResetRoute = withCatalog('app', () => import('../routes/password-reset/password-reset-route'));
const LegalRoute = withCatalog('core', () => import('../routes/legal/legal-route'));

// The page the address names, downloaded from the start beside the session and the catalog, rather than
// after them (issue 16: one round trip less before the first paint). Signed-in '/' is the dashboard; the
// landing page is the likelier first visit.
const FIRST_PAGES: [string, { preload(): void }][] = [
  ['/', LandingRoute], ['/auth', AuthRoute], ['/forgot-password', PasswordResetRoute], ['/reset-password', PasswordResetRoute],
  ['/generate', GenerateRoute], ['/library', LibraryRoute], ['/story/:id', StoryRoute], ['/reading-progress', ReadingProgressRoute],
  ['/pricing', PricingRoute], ['/subscribe', SubscribeRoute], ['/account', AccountRoute], ['/admin', AdminRoute],
  ['/shared/:token', SharedStoryRoute], ['/help', HelpRoute], ['/contact', ContactRoute],
  ['/privacy', LegalRoute], ['/terms', LegalRoute], ['/cookies', LegalRoute],
];

export function preloadPage(pathname: string): void {
  for (const [pattern, page] of FIRST_PAGES) if (matchPath(pattern, pathname)) page.preload();
}

/**
 * The route table of SPEC §2 (guards.tsx explains the signed-out and fall-back rules). Declarative
 * routes (<Routes>), not a data router: the app has no loaders or actions, and the data router's code
 * is about a third of react-router in the first load (issue 16).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="auth" element={<AuthRoute />} />
        <Route path="forgot-password" element={<PasswordResetRoute />} />
        <Route path="reset-password" element={<PasswordResetRoute />} />
        <Route path="generate" element={<RequireAuth><GenerateRoute /></RequireAuth>} />
        <Route path="library" element={<RequireAuth><LibraryRoute /></RequireAuth>} />
        <Route path="story/:id" element={<RequireAuth><StoryRoute /></RequireAuth>} />
        <Route path="reading-progress" element={<RequireAuth><ReadingProgressRoute /></RequireAuth>} />
        <Route path="pricing" element={<PricingRoute />} />
        <Route path="subscribe" element={<RequireAuth><SubscribeRoute /></RequireAuth>} />
        <Route path="account" element={<RequireAuth><AccountRoute /></RequireAuth>} />
        {/* Not behind RequireAuth: signed-out visitors and families see SPEC §6's messages there. */}
        <Route path="admin" element={<AdminRoute />} />
        {/* A share link opens the book read-only for anyone, signed in or not (DECISIONS.md 'Sharing'). */}
        <Route path="shared/:token" element={<SharedStoryRoute />} />
        {/* SPEC §2: public for everyone, signed in or not. */}
        <Route path="help" element={<HelpRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="privacy" element={<LegalRoute document="privacy" />} />
        <Route path="terms" element={<LegalRoute document="terms" />} />
        <Route path="cookies" element={<LegalRoute document="cookies" />} />
        <Route path="*" element={<FallbackRoute />} />
      </Route>
    </Routes>
  );
}
