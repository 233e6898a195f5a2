import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../../features/auth/hooks/use-session';
import { planStatusQuery } from '../../features/dashboard/api/get-plan-status';
import { recentStoriesQuery, storyStatsQuery } from '../../features/dashboard/api/get-user-stories';
import { PlanCard } from '../../features/dashboard/components/plan-card';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { RecentStories } from '../../features/dashboard/components/recent-stories';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { toStoryStats } from '../../features/dashboard/story-stats';
import { PastDueBanner } from '../../features/billing/components/past-due-banner';

export default function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const stories = useQuery(recentStoriesQuery);
  const stats = useQuery(storyStatsQuery);
  const planStatus = useQuery({ ...planStatusQuery, enabled: user !== null });
  if (!user) return null;

  const firstName = user.firstName || user.email.split('@')[0] || '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PastDueBanner />
      <div className="flex flex-col gap-5 rounded-[2rem] bg-gradient-to-br from-coral-50 via-paper to-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl" data-testid="welcome">
            {t('dashboard.welcome', { name: firstName })}
          </h1>
          <p className="mt-2 text-lg text-ink-soft">{t('dashboard.subtitle')}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/generate">
            <Plus className="h-5 w-5" aria-hidden />
            {t('dashboard.newStory')}
          </Link>
        </Button>
      </div>

      <div className="mt-6">
        <StatCards stats={stats.data ? toStoryStats(stats.data) : undefined} />
      </div>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <RecentStories
          stories={stories.data?.items ?? []}
          loading={stories.isPending}
          failed={stories.isError}
        />
        <div className="flex min-w-0 flex-col gap-6">
          <PlanCard
            status={planStatus.data}
            fallbackPlan={user.subscriptionPlan}
            loading={planStatus.isPending}
            failed={planStatus.isError}
          />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
