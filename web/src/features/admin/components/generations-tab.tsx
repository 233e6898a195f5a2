import type { AdminGeneration } from '@storyloom/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { adminApi, adminKeys } from '../api/admin-api';
import { formatAdminDateTime } from '../format-date';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { Badge } from './badges';
import { DataTable, type Column } from './data-table';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { optionLabel } from './story-columns';
import { fullName } from './user-name';

/** Failed and stuck generations with their reason; Retry queues the story again on the server. */
export function GenerationsTab() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListParams();
  const query = useAdminQuery(adminKeys.list('generations', list.params), () => adminApi.generations(list.params), 'admin.errors.generations');
  const retry = useMutation({
    mutationFn: (g: AdminGeneration) => adminApi.retryGeneration(g.storyId),
    onSuccess: (_r, g) => {
      toast.success(t('admin.generations.retried', { title: g.title || t('admin.generations.untitled') }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(t('admin.manage.failed'), { description: isApiError(error) && error.serverMessage ? error.serverMessage : errorMessage(t, error) }),
  });
  const rows = query.data?.items ?? [];
  const columns: Column<AdminGeneration>[] = [
    {
      key: 'story',
      header: t('admin.generations.story'),
      cell: (g) => (
        <div>
          <p className="font-semibold text-ink">{g.title || t('admin.generations.untitled')}</p>
          <p className="text-xs text-ink-soft">{optionLabel(t, 'character', g.character)} · {optionLabel(t, 'theme', g.theme)} · {optionLabel(t, 'language', g.language)}</p>
        </div>
      ),
    },
    { key: 'family', header: t('admin.generations.family'), cell: (g) => (g.user ? <span>{fullName(g.user)}<span className="block text-xs break-all text-ink-soft">{g.user.email}</span></span> : t('admin.stories.unknownUser')) },
    {
      key: 'state',
      header: t('admin.generations.state'),
      cell: (g) => (g.state === 'failed' ? <Badge tone="coral">{t('admin.generations.failed')}</Badge> : <Badge tone="amber">{t('admin.generations.stuck', { progress: g.progress })}</Badge>),
    },
    { key: 'error', header: t('admin.generations.error'), cell: (g) => <span className="text-sm break-words">{g.error ?? t('admin.generations.noProgress')}</span>, className: 'max-w-xs' },
    { key: 'updated', header: t('admin.generations.updated'), cell: (g) => <span className="whitespace-nowrap">{formatAdminDateTime(g.updatedAt, i18n.language)}</span> },
    {
      key: 'retry',
      header: '',
      cell: (g) => {
        const pending = retry.isPending && retry.variables.storyId === g.storyId;
        return (
          <Button size="sm" variant="calm" disabled={pending} onClick={() => retry.mutate(g)} aria-label={`${t('admin.generations.retry')} – ${g.title}`}>
            <RotateCw className={pending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
            {pending ? t('admin.generations.retrying') : t('admin.generations.retry')}
          </Button>
        );
      },
    },
  ];
  return (
    <section className="space-y-4">
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.generations.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort} />
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.generations.empty')}>
        <DataTable caption={t('admin.tabs.generations')} columns={columns} rows={rows} rowKey={(g) => g.storyId} testId="admin-generations" />
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={query.data?.total ?? 0} capped={query.data?.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
