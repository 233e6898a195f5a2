import type { AdminUser } from '@storyloom/contracts/admin';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { AuditTab } from './audit-tab';
import { GenerationsTab } from './generations-tab';
import { ManageUserDialog } from './manage-user-dialog';
import { MessagesTab } from './messages-tab';
import { OverviewTab } from './overview-tab';
import { StoriesTab } from './stories-tab';
import { UserStoriesTab } from './user-stories-tab';
import { UsersTab } from './users-tab';

const TABS = ['overview', 'users', 'stories', 'userStories', 'generations', 'messages', 'audit'] as const;
type Tab = (typeof TABS)[number];

const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * The tabs of SPEC §2 (Users, Stories, User Stories, disabled until a family is picked) and the
 * operator's own (Overview, Generations, Messages, Audit log). The open tab and the picked family
 * live in the address, so a reload or a shared link opens the same view. Each tab loads its list
 * only while it is open (SPEC §4).
 */
export function AdminDashboard({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const userId = params.get('user');
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) && (requested !== 'userStories' || userId) ? requested : 'overview';
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways: keep the open tab in sight.
  useEffect(() => {
    tabList.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const go = (next: Tab, user = userId) => {
    const search = new URLSearchParams({ tab: next });
    if (user) search.set('user', user);
    setParams(search, { replace: false });
  };

  return (
    <Tabs.Root value={tab} onValueChange={(v) => isTab(v) && go(v)} className="mt-6">
      <Tabs.List ref={tabList} aria-label={t('admin.tabs.label')} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {TABS.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            disabled={id === 'userStories' && !userId}
            title={id === 'userStories' && !userId ? t('admin.userStories.pickUser') : undefined}
            className={cn(
              'h-11 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              'text-ink hover:bg-paper-deep data-[state=active]:bg-ink data-[state=active]:text-white',
              'disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent',
            )}
          >
            {t(`admin.tabs.${id}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="mt-4">
        <Tabs.Content value="overview"><OverviewTab /></Tabs.Content>
        <Tabs.Content value="users"><UsersTab onViewStories={(u) => go('userStories', u.id)} onManage={setManaging} /></Tabs.Content>
        <Tabs.Content value="stories"><StoriesTab /></Tabs.Content>
        <Tabs.Content value="userStories">{userId && <UserStoriesTab key={userId} userId={userId} onManage={setManaging} />}</Tabs.Content>
        <Tabs.Content value="generations"><GenerationsTab /></Tabs.Content>
        <Tabs.Content value="messages"><MessagesTab /></Tabs.Content>
        <Tabs.Content value="audit"><AuditTab /></Tabs.Content>
      </div>
      {managing && <ManageUserDialog key={managing.id} user={managing} selfId={selfId} onClose={() => setManaging(null)} />}
    </Tabs.Root>
  );
}
