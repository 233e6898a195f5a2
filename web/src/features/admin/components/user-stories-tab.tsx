import type { AdminStory, AdminUser } from '@storyloom/contracts/admin';
import { Settings2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { adminApi, adminKeys } from '../api/admin-api';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { DataTable, type Column } from './data-table';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { createdCell, optionLabel, titleCell } from './story-columns';
import { fullName, UserName } from './user-name';

/** SPEC §2: heading with the user's name, e-mail and story count; title, theme, character, language, created. */
export function UserStoriesTab({ userId, onManage }: { userId: string; onManage: (user: AdminUser) => void }) {
  const { t, i18n } = useTranslation();
  const list = useListParams();
  const query = useAdminQuery(
    adminKeys.list(`user-stories-${userId}`, list.params), () => adminApi.userStories(userId, list.params), 'admin.errors.userStories',
  );
  const data = query.data;
  const rows = data?.stories.items ?? [];
  const columns: Column<AdminStory>[] = [
    { key: 'title', header: t('admin.stories.title'), cell: titleCell, className: 'max-w-md' },
    { key: 'theme', header: t('admin.stories.theme'), cell: (s) => optionLabel(t, 'theme', s.theme) },
    { key: 'character', header: t('admin.stories.character'), cell: (s) => optionLabel(t, 'character', s.character) },
    { key: 'language', header: t('admin.stories.language'), cell: (s) => optionLabel(t, 'language', s.language) },
    { key: 'created', header: t('admin.stories.created'), cell: (s) => createdCell(s, i18n.language) },
  ];
  return (
    <section className="space-y-4">
      {data && (
        <header className="flex flex-col gap-3 rounded-3xl border border-line bg-card p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 className="font-display text-xl font-bold text-ink" data-testid="user-stories-heading">{t('admin.userStories.heading', { name: fullName(data.user) })}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
              <UserName user={data.user} />
              <span className="break-all">{data.user.email}</span>
              <span>{t('admin.users.storyCount', { count: data.storyCount })}</span>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onManage(data.user)}>
            <Settings2 className="h-4 w-4" aria-hidden />
            {t('admin.users.manage')}
          </Button>
        </header>
      )}
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.userStories.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort} />
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.list.empty')}>
        <DataTable caption={t('admin.tabs.userStories')} columns={columns} rows={rows} rowKey={(s) => s.id} testId="admin-user-stories" />
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={data?.stories.total ?? 0} capped={data?.stories.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
