// A signed-in parent changes their password and e-mail address (issue 14), on the /account page.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { changeEmail, changePassword } from '../api/identity';
import { PasswordField } from './password-field';

function PasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const mutation = useMutation({ mutationFn: () => changePassword(current, next), onSuccess: () => { setCurrent(''); setNext(''); } });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (current && next && !mutation.isPending) mutation.mutate();
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-display text-lg font-bold text-ink">{t('auth.security.passwordTitle')}</h3>
      <div>
        <Label htmlFor={`${id}-current`}>{t('auth.security.current')}</Label>
        <PasswordField id={`${id}-current`} autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-new`}>{t('auth.recovery.newPassword')}</Label>
        <PasswordField id={`${id}-new`} autoComplete="new-password" required minLength={8} value={next} onChange={(e) => setNext(e.target.value)} />
        <p className="mt-1.5 text-sm text-ink-soft">{t('auth.recovery.hint')}</p>
      </div>
      {mutation.isError && <p role="alert" className="text-sm font-semibold text-coral-700">{errorMessage(t, mutation.error)}</p>}
      {mutation.isSuccess && <p role="status" className="text-sm font-semibold text-teal-700">{t('auth.security.passwordDone')}</p>}
      <Button type="submit" disabled={mutation.isPending}>{t('auth.security.passwordSave')}</Button>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const mutation = useMutation({ mutationFn: () => changeEmail(value.trim()) });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim() && !mutation.isPending) mutation.mutate();
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-display text-lg font-bold text-ink">{t('auth.security.emailTitle')}</h3>
      <p className="text-sm text-ink-soft">{t('auth.security.emailNow', { email })}</p>
      <div>
        <Label htmlFor={`${id}-email`}>{t('auth.security.newEmail')}</Label>
        <Input id={`${id}-email`} type="email" autoComplete="email" required value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      {mutation.isError && <p role="alert" className="text-sm font-semibold text-coral-700">{errorMessage(t, mutation.error)}</p>}
      {mutation.isSuccess && <p role="status" className="text-sm font-semibold text-teal-700">{t('auth.security.emailDone')}</p>}
      <Button type="submit" variant="outline" disabled={mutation.isPending}>{t('auth.security.emailSave')}</Button>
    </form>
  );
}

export function AccountSecurityCard({ email }: { email: string }) {
  return (
    <section className="space-y-6" data-testid="account-security">
      <PasswordForm />
      <hr className="border-line" />
      <EmailForm email={email} />
    </section>
  );
}
