import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { toast } from 'sonner';
import { MoonDragon } from '../../components/illustrations/moon-dragon';
import { Card } from '../../components/ui/card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useSession, useSyncUser } from '../../features/auth/hooks/use-session';
import { takeRedirectTarget } from '../../features/auth/redirect-target';
import { SIGN_UP_TAB } from '../../lib/sign-up-path';

/** SPEC §9: the saved redirect target is followed 0.5 s after sign-in. */
export const POST_LOGIN_REDIRECT_MS = 500;

const tabClasses =
  'flex-1 rounded-full px-4 py-2.5 font-semibold text-ink-soft transition-colors data-[state=active]:bg-card data-[state=active]:text-ink data-[state=active]:shadow-soft';

export default function AuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const sync = useSyncUser();
  // Set before the session turns signed in, so this page's own redirect wins over the plain
  // "signed in on /auth goes to /" rule below.
  const [redirecting, setRedirecting] = useState(false);
  // The link e-mailed at sign-up lands here signed in, or with ?error= when it expired or was used.
  const [params] = useSearchParams();
  const confirmed = params.get('confirmed') === '1';
  const linkFailed = confirmed && params.has('error');
  const welcomed = useRef(false);
  useEffect(() => {
    if (!confirmed || linkFailed || session.status !== 'signedIn' || welcomed.current) return;
    welcomed.current = true;
    toast.dismiss();
    toast.success(t('auth.toast.accountCreated'));
    const target = takeRedirectTarget();
    if (target) window.setTimeout(() => void navigate(target, { replace: true }), POST_LOGIN_REDIRECT_MS);
    else void navigate('/', { replace: true });
  }, [confirmed, linkFailed, session.status, navigate, t]);

  async function finishSignIn(kind: 'signIn' | 'signUp') {
    setRedirecting(true);
    try {
      await sync.mutateAsync();
    } catch (error) {
      setRedirecting(false);
      throw error;
    }
    // A failed attempt's toast goes with the success (issue 14: they stood side by side).
    toast.dismiss();
    toast.success(kind === 'signIn' ? t('auth.toast.signedIn') : t('auth.toast.accountCreated'));
    const target = takeRedirectTarget();
    if (target) window.setTimeout(() => void navigate(target, { replace: true }), POST_LOGIN_REDIRECT_MS);
    else void navigate('/', { replace: true });
  }

  if (session.status === 'signedIn' && !redirecting && !(confirmed && !linkFailed)) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
      <aside className="hidden lg:block" aria-hidden>
        <MoonDragon className="w-full rounded-[2rem] shadow-lift" />
        <p className="mt-6 font-display text-2xl font-extrabold text-ink">{t('auth.asideTitle')}</p>
        <p className="mt-2 text-lg text-ink-soft">{t('auth.asideBody')}</p>
      </aside>
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-center text-3xl font-extrabold text-ink">{t('auth.title')}</h1>
        <p className="mt-2 text-center text-ink-soft">{t('auth.subtitle')}</p>
        {linkFailed && <p role="alert" className="mt-4 rounded-2xl bg-coral-50 p-4 text-ink">{t('auth.confirm.linkFailed')}</p>}
        <div className="mt-7">
          <GoogleButton />
        </div>
        <div className="my-6 flex items-center gap-3 text-sm font-semibold text-ink-soft">
          <span aria-hidden className="h-px flex-1 bg-line" />
          {t('auth.or')}
          <span aria-hidden className="h-px flex-1 bg-line" />
        </div>
        <Tabs.Root defaultValue={params.get('tab') === SIGN_UP_TAB ? 'signup' : 'signin'}>
          <Tabs.List aria-label={t('auth.tabsLabel')} className="mb-6 flex gap-1 rounded-full bg-paper-deep p-1">
            <Tabs.Trigger value="signin" className={tabClasses}>{t('auth.signInTab')}</Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClasses}>{t('auth.signUpTab')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm onSignedIn={() => finishSignIn('signIn')} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}
