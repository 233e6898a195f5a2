import { MIN_PASSWORD_LENGTH } from '@storyloom/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { signUpWithEmail } from '../api/identity';
import { PasswordField } from './password-field';

/** Sign-up ends on 'check your e-mail': the link in it signs the family in (docs/decisions/012). */
export function SignUpForm() {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: signUpWithEmail,
    // A refused first try's toast goes when 'check your e-mail' shows (issue 14: a parent saw 'Failed to
    // create account' beside it).
    onSuccess: () => toast.dismiss(),
    onError: (error) => {
      console.error('Sign-up failed', error);
      toast.error(t('auth.toast.signUpFailed'), { description: errorMessage(t, error) });
    },
  });
  const invalidField = isApiError(mutation.error) ? mutation.error.field : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !password || mutation.isPending) return;
    mutation.mutate({ name: name.trim(), email: email.trim(), password });
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-3 rounded-2xl bg-teal-50 p-5 text-ink">
        <p className="font-display text-xl font-extrabold">{t('auth.confirm.title')}</p>
        <p>{t('auth.confirm.body', { email: mutation.variables.email })}</p>
        <p className="text-sm text-ink-soft">{t('auth.confirm.noMail')}</p>
        <Button type="button" variant="ghost" onClick={() => mutation.reset()}>{t('auth.confirm.again')}</Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending}>
      <div>
        <Label htmlFor={`${id}-name`}>{t('auth.name')}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          placeholder={t('auth.namePlaceholder')}
          value={name}
          aria-invalid={invalidField === 'name' || undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{t('auth.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          aria-invalid={invalidField === 'email' || undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>{t('auth.password')}</Label>
        <PasswordField
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby={`${id}-password-hint`}
          aria-invalid={invalidField === 'password' || undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FieldHint id={`${id}-password-hint`}>{t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}</FieldHint>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner className="h-5 w-5 text-white" />}
        {mutation.isPending ? t('auth.signingUp') : t('auth.signUpSubmit')}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        <Trans
          i18nKey="auth.agreement"
          components={{
            terms: <Link to="/terms" className="font-semibold text-ink underline underline-offset-4" />,
            privacy: <Link to="/privacy" className="font-semibold text-ink underline underline-offset-4" />,
          }}
        />
      </p>
    </form>
  );
}
