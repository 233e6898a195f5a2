import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { signOutEverywhere } from '../api/account';

export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['auth', 'user'], { kind: 'signedOut' });
      toast.success(t('account.security.done'));
      void navigate('/', { replace: true });
    },
    onError: () => toast.error(t('errors.unknown')),
  });
  return (
    <Card>
      <CardHeader><CardTitle>{t('account.security.title')}</CardTitle></CardHeader>
      <CardBody>
        <p className="text-ink-soft">{t('account.security.body')}</p>
        <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('account.security.signOutAll')}
        </Button>
        <ConfirmDialog open={open} onOpenChange={setOpen} title={t('account.security.confirmTitle')} description={t('account.security.confirmBody')}
          confirmLabel={t('account.security.signOutAll')} cancelLabel={t('account.security.cancel')} pending={end.isPending} onConfirm={() => end.mutate()} />
      </CardBody>
    </Card>
  );
}
