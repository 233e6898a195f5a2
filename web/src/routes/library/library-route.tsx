import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CreateStoryTile } from '../../features/library/components/create-story-tile';
import { EmptyLibrary, NoResults } from '../../features/library/components/library-empty';
import { LibrarySkeleton } from '../../features/library/components/library-skeleton';
import { LibraryToolbar } from '../../features/library/components/library-toolbar';
import { StoryCard } from '../../features/library/components/story-card';
import { useLibraryParams } from '../../features/library/hooks/use-library-params';
import { useLibraryView } from '../../features/library/hooks/use-library-view';
import { useSubscriptionSuccessToast } from '../../features/billing/hooks/use-subscription-success';

/** The cards in sight as the library opens, at its widest (three columns, the 'new story' tile first). */
const FIRST_ROW = 5;

function ResultLine({ total, query, shown }: { total: number; query: string; shown: number }) {
  const { t } = useTranslation();
  const count = query ? t('library.search.found', { count: total, query }) : t('library.storyCount', { count: total });
  return (
    <p className="text-sm font-semibold text-ink-soft" role="status" aria-live="polite" data-testid="library-count">
      {count}
      {shown < total && <span className="font-normal"> · {t('library.pagination.range', { shown, total })}</span>}
    </p>
  );
}

/** The next page loads when the end of the list comes into view, or with the button (keyboard, no observer). */
function LoadMore({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {loading ? t('library.pagination.loading') : t('library.pagination.loadMore')}
      </Button>
    </div>
  );
}

export default function LibraryRoute() {
  const { t } = useTranslation();
  const params = useLibraryParams();
  const view = useLibraryView(params);
  useSubscriptionSuccessToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold text-ink outline-none sm:text-4xl">{t('library.title')}</h1>
          <p className="mt-2 text-lg text-ink-soft">{t('library.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to="/generate">
            <Plus className="h-5 w-5" aria-hidden />
            {t('library.newStory')}
          </Link>
        </Button>
      </header>

      {view.status !== 'empty' && (
        <div className="mt-6">
          <LibraryToolbar
            query={params.query}
            onQuery={params.setQuery}
            searching={view.searching}
            filters={params.filters}
            languages={view.languages}
            onFilters={params.setFilters}
            onClearFilters={params.clearFilters}
            sort={params.sort}
            onSort={params.setSort}
          />
        </div>
      )}

      <div className="mt-6">
        {view.status === 'loading' && <LibrarySkeleton />}
        {view.status === 'error' && (
          <div role="alert" className="rounded-3xl border border-coral-100 bg-coral-50 p-6 text-center">
            <p className="font-semibold text-coral-600">{t('library.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={view.retry}>{t('common.tryAgain')}</Button>
          </div>
        )}
        {view.status === 'empty' && <EmptyLibrary />}
        {view.status === 'noResults' && <NoResults query={params.query} onClear={params.clearAll} />}
        {view.status === 'ready' && (
          <>
            <ResultLine total={view.total} query={params.query} shown={view.stories.length} />
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              <li><CreateStoryTile /></li>
              {view.stories.map((story, index) => (
                <li key={story.id}><StoryCard story={story} now={now} firstRow={index < FIRST_ROW} /></li>
              ))}
            </ul>
            {view.hasMore && <LoadMore loading={view.loadingMore} onMore={view.loadMore} />}
          </>
        )}
      </div>
    </div>
  );
}
