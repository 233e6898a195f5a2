import type { AdminMessage } from '@storyloom/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { cn } from '../../../lib/cn';
import { adminApi, adminKeys } from '../api/admin-api';
import { formatAdminDateTime } from '../format-date';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { Badge } from './badges';
import { ListFooter } from './list-footer';
import { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';

/** The contact form's messages; opening one marks it read, and it can be marked unread again. */
export function MessagesTab() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListParams('all');
  const [open, setOpen] = useState<string | null>(null);
  const query = useAdminQuery(adminKeys.list('messages', list.params), () => adminApi.messages(list.params), 'admin.errors.messages');
  const mark = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => adminApi.markMessage(id, read),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: (error) => toast.error(t('admin.manage.failed'), { description: errorMessage(t, error) }),
  });
  const rows = query.data?.items ?? [];
  const toggle = (m: AdminMessage) => {
    const opening = open !== m.id;
    setOpen(opening ? m.id : null);
    if (opening && !m.readAt) mark.mutate({ id: m.id, read: true });
  };
  const filterButton = (value: 'all' | 'unread', label: string) => (
    <button
      type="button"
      aria-pressed={list.params.filter === value}
      onClick={() => list.setFilter(value)}
      className={cn('h-12 rounded-full px-4 text-sm font-semibold', list.params.filter === value ? 'bg-teal-600 text-white' : 'bg-card text-ink hover:bg-paper-deep border border-line')}
    >
      {label}
    </button>
  );
  return (
    <section className="space-y-4">
      <ListToolbar input={list.input} onInput={list.setInput} placeholder={t('admin.messages.searchPlaceholder')} sort={list.params.sort} onSort={list.setSort}>
        <div className="flex gap-2" role="group" aria-label={t('admin.tabs.messages')}>
          {filterButton('all', t('admin.messages.all'))}
          {filterButton('unread', `${t('admin.messages.unread')} (${query.data?.unread ?? 0})`)}
        </div>
      </ListToolbar>
      <ListState loading={query.isPending} count={rows.length} query={list.params.q} empty={t('admin.messages.empty')}>
        <ul className="space-y-3" data-testid="admin-messages">
          {rows.map((m) => (
            <li key={m.id} className={cn('rounded-3xl border bg-card p-4 shadow-soft sm:p-5', m.readAt ? 'border-line' : 'border-teal-500')}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    {!m.readAt && <Badge tone="teal">{t('admin.messages.unreadBadge')}</Badge>}
                    <Badge>{t(`admin.category.${m.category}` as never)}</Badge>
                    <span className="text-xs text-ink-soft">{formatAdminDateTime(m.createdAt, i18n.language)}</span>
                  </p>
                  <h3 className="mt-2 font-display text-lg font-bold break-words text-ink">{m.subject}</h3>
                  <p className="text-sm break-all text-ink-soft">{t('admin.messages.from')} {m.name} · {m.email}</p>
                </div>
                <Button variant="outline" size="sm" aria-expanded={open === m.id} onClick={() => toggle(m)}>
                  {open === m.id ? <MailOpen className="h-4 w-4" aria-hidden /> : <Mail className="h-4 w-4" aria-hidden />}
                  {open === m.id ? t('admin.messages.hide') : t('admin.messages.read')}
                </Button>
              </div>
              {open === m.id && (
                <div className="mt-4 border-t border-line pt-4">
                  <p className="whitespace-pre-wrap break-words text-ink" data-testid="admin-message-body">{m.message}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="calm">
                      <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{t('admin.messages.reply')}</a>
                    </Button>
                    <Button size="sm" variant="ghost" disabled={mark.isPending} onClick={() => mark.mutate({ id: m.id, read: !m.readAt })}>
                      {m.readAt ? t('admin.messages.markUnread') : t('admin.messages.markRead')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
        <ListFooter page={list.params.page} pageSize={list.params.pageSize} total={query.data?.total ?? 0} capped={query.data?.totalCapped ?? false} shown={rows.length} onPage={list.setPage} />
      </ListState>
    </section>
  );
}
