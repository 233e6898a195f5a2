import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { deleteAccount, downloadAccountExport } from '../api/account';

/** Export my data, and delete my account (issue 11; SPEC §9 FAQ: deletion within 48 hours, ours at once). */
export function DataCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const exportData = useMutation({
    mutationFn: downloadAccountExport,
    onSuccess: () => toast.success(t('account.data.exported')),
    onError: () => toast.error(t('account.data.exportFailed')),
  });
  const remove = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: () => {
      setOpen(false);
      queryClient.clear();
      queryClient.setQueryData(['auth', 'user'], { kind: 'signedOut' });
      toast.success(t('account.delete.done'));
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.field === 'confirmEmail') setMismatch(true);
      else toast.error(t('errors.unknown'));
    },
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  return (
    <Card>
      <CardHeader><CardTitle>{t('account.data.title')}</CardTitle></CardHeader>
      <CardBody className="flex flex-col gap-6">
        <div>
          <p className="text-ink-soft">{t('account.data.exportBody')}</p>
          <Button variant="outline" className="mt-3" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
            {exportData.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Download className="h-4 w-4" aria-hidden />}
            {exportData.isPending ? t('account.data.exporting') : t('account.data.export')}
          </Button>
        </div>
        <div className="rounded-3xl border-2 border-coral-100 bg-coral-50/60 p-5">
          <h3 className="font-display text-lg font-bold text-ink">{t('account.delete.title')}</h3>
          <p className="mt-1 text-ink-soft">{t('account.delete.body')}</p>
          <AlertDialog.Root open={open} onOpenChange={(next) => { if (!remove.isPending) { setOpen(next); setTyped(''); setMismatch(false); } }}>
            <AlertDialog.Trigger className={buttonClasses('primary', 'md', 'mt-4')}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('account.delete.button')}
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
              <AlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line bg-card p-6 shadow-lift">
                <AlertDialog.Title className="font-display text-xl font-bold text-ink">{t('account.delete.confirmTitle')}</AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-ink-soft">{t('account.delete.body')} {t('account.delete.confirmBody', { email })}</AlertDialog.Description>
                <form className="mt-4" onSubmit={(e) => { e.preventDefault(); if (matches) remove.mutate(); else setMismatch(true); }}>
                  <Label htmlFor={`${id}-email`}>{t('account.delete.confirmLabel')}</Label>
                  <Input id={`${id}-email`} type="email" autoComplete="off" value={typed} aria-invalid={mismatch}
                    aria-describedby={mismatch ? `${id}-error` : undefined} onChange={(e) => { setTyped(e.target.value); setMismatch(false); }} />
                  {mismatch && <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-coral-600">{t('account.delete.mismatch')}</p>}
                  <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <AlertDialog.Cancel className={buttonClasses('outline')} disabled={remove.isPending}>{t('account.delete.cancel')}</AlertDialog.Cancel>
                    <button type="submit" className={buttonClasses('primary')} disabled={remove.isPending || !matches}>
                      {remove.isPending && <Spinner className="h-4 w-4 text-current" />}
                      {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
                    </button>
                  </div>
                </form>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </div>
      </CardBody>
    </Card>
  );
}
