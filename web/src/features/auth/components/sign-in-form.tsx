import { useMutation } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { signInWithEmail } from '../api/identity';
import { PasswordField } from './password-field';

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useMutation({
    mutationFn: signInWithEmail,
    onSuccess: onSignedIn,
    onError: (error) => {
      console.error('Sign-in failed', error);
      toast.error(t('auth.toast.signInFailed'), { description: errorMessage(t, error) });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are read from the form, not kept in state: /auth comes prerendered (decision 019), and
    // what a parent types before the app has taken the page over must still be there when it has (a
    // controlled field was emptied by hydration).
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    // SPEC §5: submit does nothing while either field is empty.
    if (!email.trim() || !password || mutation.isPending) return;
    mutation.mutate({ email: email.trim(), password });
  }

  return (
    // POST, so that a press of the button before the app has taken the page over never puts the password in a URL.
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending}>
      <div>
        <Label htmlFor={`${id}-email`}>{t('auth.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t('auth.emailPlaceholder')}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>{t('auth.password')}</Label>
        <PasswordField
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          required
        />
        <Link to="/forgot-password" className="mt-1.5 inline-block text-sm font-semibold text-teal-700 underline underline-offset-2">
          {t('auth.recovery.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner className="h-5 w-5 text-white" />}
        {mutation.isPending ? t('auth.signingIn') : t('auth.signInSubmit')}
      </Button>
    </form>
  );
}
