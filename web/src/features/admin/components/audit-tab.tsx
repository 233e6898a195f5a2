import type { AdminAuditEntry } from '@storyloom/contracts/admin';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi, adminKeys } from '../api/admin-api';
import { formatAdminDateTime } from '../format-date';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { DataTable, type Column } from './data-table';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';

/** 'free → premium' for a plan change; nothing for actions that say it all. */
function detailText(entry: AdminAuditEntry, planName: (id: string) => string): string {
  const { from, to } = entry.detail;
  if (entry.action === 'change_plan' && typeof from === 'string' && typeof to === 'string') return `${planName(from)} → ${planName(to)}`;
  return '';
}

export function AuditTab() {
  const { t, i18n } = useTranslation();
  const list = useListParams();
  const query = useAdminQuery(adminKeys.list('audit', list.params), () => adminApi.audit(list.params), 'admin.errors.audit');
  const rows = query.data?.items ?? [];
  const planName = (id: string) => t(`plans.${id}` as never);
  const columns: Column<AdminAuditEntry>[] = [
    { key: 'when', header: t('admin.audit.when'), cell: (e) => <span className="whitespace-nowrap">{formatAdminDateTime(e.createdAt, i18n.language)}</span> },
    { key: 'who', header: t('admin.audit.who'), cell: (e) => <span className="break-all">{e.actorEmail}</span> },
    { key: 'action', header: t('admin.audit.action'), cell: (e) => <span className="font-semibold">{t(`admin.audit.actions.${e.action}`)}</span> },
    { key: 'target', header: t('admin.audit.target'), cell: (e) => <span className="break-all">{e.targetLabel || e.targetId}</span> },
    { key: 'detail', header: t('admin.audit.detail'), cell: (e) => detailText(e, planName) },
  ];
  return (
    <section className="space-y-4">
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.audit.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort} />
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.audit.empty')}>
        <DataTable caption={t('admin.tabs.audit')} columns={columns} rows={rows} rowKey={(e) => e.id} testId="admin-audit" />
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={query.data?.total ?? 0} capped={query.data?.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
