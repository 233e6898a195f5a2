import { LockKeyhole, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { saveRedirectTarget } from '../../features/auth/redirect-target';
import { useSession } from '../../features/auth/hooks/use-session';

function Notice({ icon, message, action }: { icon: ReactNode; message: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-card shadow-soft">{icon}</div>
      <p role="alert" className="font-display text-xl font-bold text-ink">{message}</p>
      {action}
    </div>
  );
}

/**
 * /admin (SPEC §2, §6). Who may see it is decided by the server (the user's isAdmin, and every
 * /api/admin call checks again); signed-out visitors and other families get SPEC's messages.
 */
export default function AdminRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const signedOut = session.status === 'signedOut';
  useEffect(() => {
    if (signedOut) saveRedirectTarget('/admin');
  }, [signedOut]);

  if (session.status !== 'signedIn') {
    if (!signedOut) return null; // the layout shows the loading screen
    return (
      <Notice
        icon={<LockKeyhole className="h-8 w-8 text-teal-600" aria-hidden />}
        message={t('admin.signInRequired')}
        action={<Button asChild><Link to="/auth">{t('admin.signIn')}</Link></Button>}
      />
    );
  }
  if (!session.user.isAdmin) {
    return (
      <Notice
        icon={<ShieldAlert className="h-8 w-8 text-coral-600" aria-hidden />}
        message={t('admin.forbidden')}
        action={<Button asChild variant="outline"><Link to="/">{t('admin.backHome')}</Link></Button>}
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t('admin.title')}</h1>
      <p className="mt-2 text-lg text-ink-soft">{t('admin.subtitle')}</p>
      <AdminDashboard selfId={session.user.id} />
    </div>
  );
}
