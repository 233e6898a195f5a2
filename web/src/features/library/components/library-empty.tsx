import { PenLine, SearchX } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { OwlLibrary } from '../../../components/illustrations/owl-library';
import { Button } from '../../../components/ui/button';

/** No story yet: the shelf invites the first one. */
export function EmptyLibrary() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center rounded-[2rem] border border-line bg-card px-6 py-10 text-center shadow-soft sm:py-14" data-testid="library-empty">
      <OwlLibrary className="w-64 max-w-full rounded-3xl" />
      <h2 className="mt-6 max-w-lg text-2xl font-extrabold text-ink">{t('library.empty.title')}</h2>
      <p className="mt-3 max-w-lg text-ink-soft">{t('library.empty.body')}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/generate">
          <PenLine className="h-5 w-5" aria-hidden />
          {t('library.empty.cta')}
        </Link>
      </Button>
    </section>
  );
}

/** A search or filters that match nothing, with a way back to every story. */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center rounded-[2rem] border border-dashed border-line bg-card/60 px-6 py-12 text-center" data-testid="library-no-results">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-paper-deep text-ink-soft">
        <SearchX className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-extrabold text-ink">{t('library.noResults.title')}</h2>
      <p className="mt-2 max-w-md text-ink-soft">
        {query ? t('library.noResults.search', { query }) : t('library.noResults.filters')}
      </p>
      <Button variant="outline" className="mt-5" onClick={onClear}>{t('library.noResults.clear')}</Button>
    </section>
  );
}
