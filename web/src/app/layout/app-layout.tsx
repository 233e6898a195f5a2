import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenSpinner, Spinner } from '../../components/ui/spinner';
import { ChatLauncher } from '../../features/chatbot/components/chat-launcher';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner';
import { takeGoogleSignInReturn } from '../../features/auth/google-return';
import { useAutoSyncUser, useSession, useSignOut } from '../../features/auth/hooks/use-session';
import { withCatalog } from '../lazy-page';
import { toasterReady } from '../toaster-ready';
import { NavBar } from './nav-bar';

// A story being written follows the family from page to page (SPEC §4 'Generation'); /generate shows
// its own overlay. Loaded lazily so the landing page never downloads it.
const GenerationResume = withCatalog('app', () =>
  import('../../features/generator/components/generation-resume').then((m) => ({ default: m.GenerationResume })),
);

/** SPEC §2: '?logout=true' signs out, clears the address and goes to '/'. */
function useLogoutParam(sessionLoading: boolean): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const requested = new URLSearchParams(search).get('logout') === 'true';
  const started = useRef(false);
  useEffect(() => {
    // Wait for the first session answer, so it cannot arrive after the sign-out and undo it.
    if (!requested || started.current || sessionLoading) return;
    started.current = true;
    void signOut().then(() => {
      started.current = false;
      void navigate('/', { replace: true });
    });
  }, [requested, sessionLoading, signOut, navigate]);
  return requested;
}

/** The toast of SPEC §8 for a Google sign-in, shown when the provider sends the family back. */
function useGoogleReturnToast(status: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (status !== 'signedIn' && status !== 'signedOut') return;
    if (!takeGoogleSignInReturn()) return;
    // The toast library loads after the first render (provider.tsx): wait for it and its toaster.
    void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
      if (status === 'signedIn') toast.success(t('auth.toast.signedInGoogle'));
      else toast.error(t('auth.toast.googleFailed'));
    });
  }, [status, t]);
}

function PageFallback() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="h-8 w-8" />
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const loggingOut = useLogoutParam(session.status === 'loading');
  useAutoSyncUser();
  useGoogleReturnToast(session.status);

  if (session.status === 'loading' || loggingOut) return <FullScreenSpinner text={t('common.loading')} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
        {session.status === 'signedIn' && pathname !== '/generate' && (
          <Suspense fallback={null}>
            {/* Re-mounted on every page change, so it re-reads the saved record. */}
            <GenerationResume key={pathname} />
          </Suspense>
        )}
      </main>
      <CookieBanner />
      {/* SPEC §2 'Chatbot widget': on every page, for everyone. */}
      <ChatLauncher />
      {/* An overlay, not a replacement: the sign-in page stays mounted to finish its redirect. */}
      {session.status === 'syncing' && <FullScreenSpinner text={t('common.syncing')} overlay />}
    </div>
  );
}
