import { useEffect, useRef } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CreateStoryTile } from '../../features/library/components/create-story-tile';
import { EmptyLibrary, NoResults } from '../../features/library/components/library-empty';
import { LibraryPagination } from '../../features/library/components/library-pagination';
import { LibrarySkeleton } from '../../features/library/components/library-skeleton';
import { LibraryToolbar } from '../../features/library/components/library-toolbar';
import { StoryCard } from '../../features/library/components/story-card';
import { useLibraryParams } from '../../features/library/hooks/use-library-params';
import { useLibraryView } from '../../features/library/hooks/use-library-view';
import { useSubscriptionSuccessToast } from '../../features/billing/hooks/use-subscription-success';
import { LIBRARY_PAGE_SIZE, showsPagination } from '../../features/library/utils/library-view';

function ResultLine({ total, query, from, to }: { total: number; query: string; from: number; to: number }) {
  const { t } = useTranslation();
  const count = query ? t('library.search.found', { count: total, query }) : t('library.storyCount', { count: total });
  return (
    <p className="text-sm font-semibold text-ink-soft" role="status" aria-live="polite" data-testid="library-count">
      {count}
      {showsPagination(total) && <span className="font-normal"> · {t('library.pagination.range', { from, to, total })}</span>}
    </p>
  );
}

export default function LibraryRoute() {
  const { t } = useTranslation();
  const params = useLibraryParams();
  const view = useLibraryView(params);
  useSubscriptionSuccessToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const from = (view.page - 1) * LIBRARY_PAGE_SIZE + 1;

  // A new page starts at the top, with the reader's focus on the page heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [view.page]);

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
            <ResultLine total={view.total} query={params.query} from={from} to={from + view.stories.length - 1} />
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              <li><CreateStoryTile /></li>
              {view.stories.map((story) => (
                <li key={story.id}><StoryCard story={story} now={now} /></li>
              ))}
            </ul>
            {showsPagination(view.total) && (
              <div className="mt-8">
                <LibraryPagination page={view.page} pages={view.pages} onPage={params.setPage} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
