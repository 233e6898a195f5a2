import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Card, CardBody } from '../../components/ui/card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/**
 * /forgot-password asks for the e-mail address; /reset-password?token=… (the e-mailed link) sets the
 * new password. A link that expired comes back with ?error=INVALID_TOKEN.
 */
export default function PasswordResetRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const expired = params.get('error') !== null;
  return (
    <div className="mx-auto flex max-w-md px-4 py-12 sm:py-16">
      <Card className="w-full">
        <CardBody className="space-y-5">
          <h1 className="font-display text-2xl font-extrabold text-ink">{token ? t('auth.recovery.newTitle') : t('auth.recovery.title')}</h1>
          {expired && <p role="alert" className="rounded-2xl bg-coral-50 p-3 text-sm text-ink">{t('auth.recovery.expired')}</p>}
          {token && !expired ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
          <p className="text-center text-sm">
            <Link to="/auth" className="font-semibold text-teal-700 underline underline-offset-2">{t('auth.recovery.back')}</Link>
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
