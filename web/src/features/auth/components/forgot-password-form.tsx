import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { requestPasswordReset } from '../api/identity';

/** 'Forgot password': the link goes by e-mail (or to the server log when no mail server is set). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || mutation.isPending) return;
    mutation.mutate(email.trim());
  }

  if (mutation.isSuccess) {
    // Like sign-up's 'check your e-mail', it says where the link is on a machine with no mail server
    // (issue 14: a parent running Storyloom at home waited for an e-mail that went to the server log).
    return (
      <div role="status" className="space-y-2 rounded-2xl bg-teal-50 p-4 text-ink">
        <p>{t('auth.recovery.sent', { email: email.trim() })}</p>
        <p className="text-sm text-ink-soft">{t('auth.confirm.noMail')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending}>
      <p className="text-ink-soft">{t('auth.recovery.askBody')}</p>
      <div>
        <Label htmlFor={`${id}-email`}>{t('auth.email')}</Label>
        <Input id={`${id}-email`} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      {mutation.isError && <p role="alert" className="text-sm font-semibold text-coral-700">{errorMessage(t, mutation.error)}</p>}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {t('auth.recovery.send')}
      </Button>
    </form>
  );
}
