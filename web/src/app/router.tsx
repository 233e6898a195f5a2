import { Route, Routes } from 'react-router';
import { PAGES } from './first-page';
import { AuthRoute, FallbackRoute, HomeRoute, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';

// Every page is its own chunk, with the part of the catalog its texts are in (first-page.ts): the
// landing page downloads none of the others.
const GenerateRoute = lazyPage(PAGES.generate);
const LibraryRoute = lazyPage(PAGES.library);
const StoryRoute = lazyPage(PAGES.story);
const SharedStoryRoute = lazyPage(PAGES.shared);
const ReadingProgressRoute = lazyPage(PAGES.readingProgress);
const HelpRoute = lazyPage(PAGES.help);
const ContactRoute = lazyPage(PAGES.contact);
const PricingRoute = lazyPage(PAGES.pricing);
const SubscribeRoute = lazyPage(PAGES.subscribe);
const AccountRoute = lazyPage(PAGES.account);
const AdminRoute = lazyPage(PAGES.admin);
const PasswordResetRoute = lazyPage(PAGES.passwordReset);
const LegalRoute = lazyPage(PAGES.legal);

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
