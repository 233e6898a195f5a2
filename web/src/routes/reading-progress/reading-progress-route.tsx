import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Achievements } from '../../features/reading-progress/components/achievements';
import { ContinueReading } from '../../features/reading-progress/components/continue-reading';
import { ProgressEmptyState } from '../../features/reading-progress/components/progress-empty-state';
import { RecentlyRead } from '../../features/reading-progress/components/recently-read';
import { SummaryCards } from '../../features/reading-progress/components/summary-cards';
import { useReadingOverview } from '../../features/reading-progress/hooks/use-reading-overview';

export default function ReadingProgressRoute() {
  const { t } = useTranslation();
  const { overview, loading, failed, retry } = useReadingOverview();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-teal-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('progress.back')}
      </Link>
      <header className="mt-3 rounded-[2rem] bg-gradient-to-br from-teal-50 via-paper to-coral-50 p-6 sm:p-8">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t('progress.title')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-ink-soft">{t('progress.subtitle')}</p>
      </header>

      {loading ? (
        <div className="flex justify-center py-16"><Spinner className="h-9 w-9" label={t('common.loading')} /></div>
      ) : failed || !overview ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-4 rounded-3xl border border-line bg-card p-8 text-center">
          <p className="text-coral-600">{t('progress.loadError')}</p>
          <Button variant="outline" onClick={retry}>{t('common.tryAgain')}</Button>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {overview.storyCount > 0 && <SummaryCards summary={overview.summary} />}
          {overview.entries.length === 0 ? (
            <ProgressEmptyState hasStories={overview.storyCount > 0} />
          ) : (
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
              <ContinueReading entries={overview.continueList} />
              <RecentlyRead entries={overview.recentList} />
            </div>
          )}
          <Achievements items={overview.achievements} />
        </div>
      )}
    </div>
  );
}
