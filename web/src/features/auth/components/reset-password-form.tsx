import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { resetPassword } from '../api/identity';
import { PasswordField } from './password-field';

/** The page the e-mailed link opens: a new password for the account. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: (value: string) => resetPassword(token, value) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || mutation.isPending) return;
    mutation.mutate(password);
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-2xl bg-teal-50 p-4 text-ink">{t('auth.recovery.done')}</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/auth">{t('auth.recovery.signIn')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending}>
      <div>
        <Label htmlFor={`${id}-password`}>{t('auth.recovery.newPassword')}</Label>
        <PasswordField id={`${id}-password`} name="new-password" autoComplete="new-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        <p className="mt-1.5 text-sm text-ink-soft">{t('auth.recovery.hint')}</p>
      </div>
      {mutation.isError && <p role="alert" className="text-sm font-semibold text-coral-700">{errorMessage(t, mutation.error)}</p>}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {t('auth.recovery.save')}
      </Button>
    </form>
  );
}
