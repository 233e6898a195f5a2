import type { AdminUser } from '@storyloom/contracts/admin';
import { BookOpen, Settings2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { adminApi, adminKeys } from '../api/admin-api';
import { formatAdminDate } from '../format-date';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { Badge } from './badges';
import { DataTable, type Column } from './data-table';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { UserName } from './user-name';

interface UsersTabProps {
  onViewStories: (user: AdminUser) => void;
  onManage: (user: AdminUser) => void;
}

export function UsersTab({ onViewStories, onManage }: UsersTabProps) {
  const { t, i18n } = useTranslation();
  const list = useListParams();
  const query = useAdminQuery(adminKeys.list('users', list.params), () => adminApi.users(list.params), 'admin.errors.users');
  const rows = query.data?.items ?? [];
  const columns: Column<AdminUser>[] = [
    { key: 'name', header: t('admin.users.name'), cell: (u) => <UserName user={u} /> },
    {
      key: 'email',
      header: t('admin.users.email'),
      cell: (u) => (
        <span className="break-all">
          {u.email}
          {!u.emailVerified && <span className="ml-1 text-xs text-ink-soft">({t('admin.users.unverified')})</span>}
        </span>
      ),
    },
    { key: 'plan', header: t('admin.users.plan'), cell: (u) => <Badge tone={u.subscriptionPlan === 'free' ? 'neutral' : 'teal'}>{t(`plans.${u.subscriptionPlan}`)}</Badge> },
    { key: 'status', header: t('admin.users.status'), cell: (u) => t(`admin.subscriptionStatus.${u.subscriptionStatus}`) },
    { key: 'joined', header: t('admin.users.joined'), cell: (u) => <span className="whitespace-nowrap">{formatAdminDate(u.createdAt, i18n.language)}</span> },
    {
      key: 'actions',
      header: t('admin.users.actions'),
      cell: (u) => (
        <div className="flex flex-wrap gap-2 xl:flex-nowrap">
          <Button variant="soft" size="sm" onClick={() => onViewStories(u)} aria-label={`${t('admin.users.viewStories')} – ${u.email}`}>
            <BookOpen className="h-4 w-4" aria-hidden />
            {t('admin.users.viewStories')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onManage(u)} aria-label={`${t('admin.users.manage')} – ${u.email}`}>
            <Settings2 className="h-4 w-4" aria-hidden />
            {t('admin.users.manage')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className="space-y-4">
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.users.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort} />
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.list.empty')}>
        <DataTable caption={t('admin.tabs.users')} columns={columns} rows={rows} rowKey={(u) => u.id} testId="admin-users" />
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={query.data?.total ?? 0} capped={query.data?.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
