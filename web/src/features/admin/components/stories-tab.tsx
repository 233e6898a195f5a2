import type { AdminStory } from '@storyloom/contracts/admin';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi, adminKeys } from '../api/admin-api';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { DataTable, type Column } from './data-table';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { createdCell, optionLabel, titleCell } from './story-columns';
import { fullName } from './user-name';

export function StoriesTab() {
  const { t, i18n } = useTranslation();
  const list = useListParams();
  const query = useAdminQuery(adminKeys.list('stories', list.params), () => adminApi.stories(list.params), 'admin.errors.stories');
  const rows = query.data?.items ?? [];
  const columns: Column<AdminStory>[] = [
    { key: 'title', header: t('admin.stories.title'), cell: titleCell, className: 'max-w-md' },
    {
      key: 'author',
      header: t('admin.stories.author'),
      cell: (s) => (s.user ? <span>{fullName(s.user)}<span className="block text-xs break-all text-ink-soft">{s.user.email}</span></span> : t('admin.stories.unknownUser')),
    },
    { key: 'theme', header: t('admin.stories.theme'), cell: (s) => optionLabel(t, 'theme', s.theme) },
    { key: 'language', header: t('admin.stories.language'), cell: (s) => optionLabel(t, 'language', s.language) },
    { key: 'created', header: t('admin.stories.created'), cell: (s) => createdCell(s, i18n.language) },
  ];
  return (
    <section className="space-y-4">
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.stories.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort} />
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.list.empty')}>
        <DataTable caption={t('admin.tabs.stories')} columns={columns} rows={rows} rowKey={(s) => s.id} testId="admin-stories" />
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={query.data?.total ?? 0} capped={query.data?.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
