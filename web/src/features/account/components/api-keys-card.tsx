import type { ApiKey, CreatedApiKey } from '@storyloom/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiKeysQuery, createApiKey, revokeApiKey } from '../api/account';
import { formatLongDate } from '../../../lib/format-long-date';

/** Pro's 'API access' (SPEC §9): personal keys, shown once, revocable. */
export function ApiKeysCard({ isPro }: { isPro: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useQuery({ ...apiKeysQuery, enabled: isPro });
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => { setFresh(key); setName(''); void refresh(); },
    onError: (error) => {
      const message = isApiError(error) && i18n.language.startsWith('en') ? error.serverMessage : undefined;
      if (isApiError(error) && error.field === 'name') setNameError(message ?? t('errors.bad_request'));
      else toast.error(message ?? t('errors.unknown'));
    },
  });
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => { setRevoking(null); toast.success(t('account.apiKeys.revoked')); void refresh(); },
    onError: () => toast.error(t('errors.unknown')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    if (!name.trim()) return setNameError(t('account.apiKeys.name'));
    create.mutate(name.trim());
  };

  return (
    <Card data-testid="api-keys">
      <CardHeader>
        <CardTitle>{t('account.apiKeys.title')}</CardTitle>
        <a href="/api/docs" target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 underline underline-offset-4">
          {t('account.apiKeys.docs')}<ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      </CardHeader>
      <CardBody>
        <p className="text-ink-soft">{t('account.apiKeys.body')}</p>
        {!isPro ? (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="font-semibold text-ink">{t('account.apiKeys.proOnly')}</p>
            <Button asChild variant="outline"><Link to="/subscribe?plan=pro&interval=month">{t('pricing.cta.choose', { plan: t('plans.pro') })}</Link></Button>
          </div>
        ) : (
          <>
            <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
              <div className="flex-1">
                <Label htmlFor={`${id}-name`}>{t('account.apiKeys.name')}</Label>
                <Input id={`${id}-name`} maxLength={60} placeholder={t('account.apiKeys.namePlaceholder')} value={name} aria-invalid={nameError !== null}
                  onChange={(e) => setName(e.target.value)} />
              </div>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner className="h-4 w-4 text-current" /> : <KeyRound className="h-4 w-4" aria-hidden />}
                {t('account.apiKeys.create')}
              </Button>
            </form>
            {nameError && <p role="alert" className="mt-1.5 text-sm font-semibold text-coral-600">{nameError}</p>}
            {fresh && (
              <div role="status" className="mt-4 rounded-2xl border-2 border-teal-500 bg-teal-50 p-4" data-testid="new-api-key">
                <p className="font-semibold text-teal-700">{t('account.apiKeys.created')}</p>
                <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
                  <code className="flex-1 rounded-xl bg-white px-3 py-2 text-sm break-all text-ink">{fresh.key}</code>
                  <Button size="sm" variant="calm" onClick={() => void navigator.clipboard.writeText(fresh.key).then(() => toast.success(t('account.apiKeys.copied')))}>
                    <Copy className="h-4 w-4" aria-hidden />{t('account.apiKeys.copy')}
                  </Button>
                </div>
              </div>
            )}
            {keys.isPending ? <Spinner className="mt-4" label={t('common.loading')} /> : (keys.data ?? []).length === 0 ? (
              <p className="mt-4 text-ink-soft">{t('account.apiKeys.empty')}</p>
            ) : (
              <ul className="mt-4 flex flex-col divide-y divide-line">
                {(keys.data ?? []).map((key) => (
                  <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                    <span className="font-semibold text-ink">{key.name}</span>
                    <code className="text-sm text-ink-soft">{key.prefix}…</code>
                    <span className="flex-1 text-sm text-ink-soft">
                      {t('account.apiKeys.createdOn', { date: formatLongDate(key.createdAt, i18n.language) })} · {key.lastUsedAt ? t('account.apiKeys.lastUsed', { date: formatLongDate(key.lastUsedAt, i18n.language) }) : t('account.apiKeys.neverUsed')}
                    </span>
                    <Button size="sm" variant="soft" onClick={() => setRevoking(key)}>{t('account.apiKeys.revoke')}</Button>
                  </li>
                ))}
              </ul>
            )}
            <ConfirmDialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)} title={t('account.apiKeys.revokeTitle')}
              description={t('account.apiKeys.revokeBody', { name: revoking?.name ?? '' })} confirmLabel={t('account.apiKeys.revoke')}
              cancelLabel={t('account.apiKeys.keep')} pending={revoke.isPending} onConfirm={() => revoking && revoke.mutate(revoking.id)} />
          </>
        )}
      </CardBody>
    </Card>
  );
}
