import type { AdminOverview } from '@storyloom/contracts/admin';
import { PLAN_IDS } from '@storyloom/contracts/plans';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { adminApi } from '../api/admin-api';
import { formatChartDay } from '../format-date';
import { useAdminQuery } from '../hooks/use-admin-query';
import { FailuresPerDayChart, StoriesPerDayChart } from './overview-charts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-3xl border border-line bg-card p-4 shadow-soft sm:p-5">
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
      <p className="mt-1 font-display text-2xl font-extrabold text-ink sm:text-3xl" data-testid={testId}>{value}</p>
    </div>
  );
}

function PlanBars({ plans, n }: { plans: AdminOverview['plans']; n: (v: number) => string }) {
  const { t } = useTranslation();
  const total = Math.max(1, PLAN_IDS.reduce((sum, id) => sum + plans[id], 0));
  const summary = PLAN_IDS.map((id) => `${t(`plans.${id}`)} ${n(plans[id])}`).join(', ');
  return (
    <ul className="space-y-3" aria-label={t('admin.overview.plansChartLabel', { summary })}>
      {PLAN_IDS.map((id) => (
        <li key={id}>
          <div className="flex justify-between text-sm font-semibold"><span>{t(`plans.${id}`)}</span><span>{n(plans[id])}</span></div>
          <div className="mt-1 h-3 rounded-full bg-paper-deep" aria-hidden>
            <div className="h-3 rounded-full bg-teal-600" style={{ width: `${(plans[id] / total) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OverviewTab() {
  const { t, i18n } = useTranslation();
  const query = useAdminQuery(['admin', 'overview'], adminApi.overview, 'admin.errors.overview');
  const n = (v: number) => v.toLocaleString(i18n.language === 'fr' ? 'fr-FR' : 'en-US');
  const data = query.data;
  if (!data) {
    return query.isPending ? <div className="flex justify-center py-16"><Spinner className="h-8 w-8" label={t('admin.list.loading')} /></div> : null;
  }
  const storiesTotal30 = data.storiesPerDay.reduce((s, d) => s + d.count, 0);
  const peak = data.storiesPerDay.reduce((best, d) => (d.count > best.count ? d : best), data.storiesPerDay[0] ?? { date: '', count: 0 });
  return (
    <section className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={t('admin.overview.families')} value={n(data.families)} testId="overview-families" />
        <Figure label={t('admin.overview.storiesThisMonth')} value={n(data.storiesThisMonth)} testId="overview-month" />
        <Figure label={t('admin.overview.storiesTotal')} value={n(data.storiesTotal)} testId="overview-stories" />
        <Figure label={t('admin.overview.unreadMessages')} value={n(data.unreadMessages)} testId="overview-unread" />
        <Figure label={t('admin.overview.suspended')} value={n(data.suspended)} testId="overview-suspended" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader><CardTitle>{t('admin.overview.storiesPerDay')}</CardTitle></CardHeader>
          <CardBody>
            <StoriesPerDayChart
              data={data.storiesPerDay}
              language={i18n.language}
              countLabel={t('admin.overview.count')}
              label={t('admin.overview.storiesChartLabel', { total: n(storiesTotal30), peakDay: peak.date ? formatChartDay(peak.date, i18n.language) : '', peak: n(peak.count) })}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader><CardTitle>{t('admin.overview.plans')}</CardTitle></CardHeader>
          <CardBody><PlanBars plans={data.plans} n={n} /></CardBody>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader><CardTitle>{t('admin.overview.failuresPerDay')}</CardTitle></CardHeader>
          <CardBody>
            <FailuresPerDayChart
              data={data.failuresPerDay}
              language={i18n.language}
              countLabel={t('admin.overview.count')}
              label={t('admin.overview.failuresChartLabel', { total: n(data.failuresPerDay.reduce((s, d) => s + d.count, 0)) })}
            />
          </CardBody>
        </Card>
      </div>
    </section>
  );
}
