import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import type { HelpCategory } from '@storyloom/contracts/help';
import { RESPONSE_TIME_HOURS } from '@storyloom/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy, Search, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { helpQuery } from '../../features/help/api/get-help';
import { HelpAccordion } from '../../features/help/components/help-accordion';
import { HelpCategories } from '../../features/help/components/help-categories';
import { filterHelp } from '../../features/help/filter-help';

export default function HelpRoute() {
  const { t, i18n } = useTranslation();
  const language: InterfaceLanguage = i18n.language === 'fr' ? 'fr' : 'en';
  const help = useQuery(helpQuery(language));
  const [params] = useSearchParams();
  const linked = params.get('entry');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | 'all'>('all');
  const [open, setOpen] = useState<string[]>(linked ? [linked] : []);

  // A link from the chat (/help?entry=…) opens that answer and brings it into view.
  useEffect(() => {
    if (!linked || !help.data) return;
    setOpen((current) => (current.includes(linked) ? current : [...current, linked]));
    document.getElementById(`help-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [linked, help.data]);

  const visible = useMemo(() => (help.data ? filterHelp(help.data, query, category) : []), [help.data, query, category]);
  const found = visible.reduce((n, c) => n + c.entries.length, 0);
  const searching = query.trim() !== '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="rounded-[2rem] bg-gradient-to-br from-teal-50 via-paper to-coral-50 p-6 sm:p-10">
        <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-teal-700 uppercase">
          <LifeBuoy className="h-4 w-4" aria-hidden />
          Storyloom
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{t('help.title')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-ink-soft">{t('help.subtitle')}</p>
        <div className="relative mt-6">
          <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-soft" aria-hidden />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('help.searchPlaceholder')}
            aria-label={t('help.searchLabel')}
            className="h-14 pl-12 text-lg"
          />
        </div>
      </header>

      <div className="mt-6">
        <HelpCategories value={category} onChange={setCategory} />
      </div>

      {help.isPending ? (
        <div className="flex justify-center py-16"><Spinner className="h-9 w-9" label={t('common.loading')} /></div>
      ) : help.isError ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-4 rounded-3xl border border-line bg-card p-8 text-center">
          <p className="text-coral-600">{t('help.loadError')}</p>
          <Button variant="outline" onClick={() => void help.refetch()}>{t('common.tryAgain')}</Button>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          <p className="sr-only" role="status" aria-live="polite">{searching ? t('help.resultCount', { count: found }) : ''}</p>
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line bg-card p-8 text-center">
              <SearchX className="h-10 w-10 text-coral-500" aria-hidden />
              <h2 className="text-xl font-bold text-ink">{t('help.noResults')}</h2>
              <p className="max-w-md text-ink-soft">{t('help.noResultsBody', { query: query.trim() })}</p>
              <Button variant="outline" onClick={() => { setQuery(''); setCategory('all'); }}>{t('help.clearSearch')}</Button>
            </div>
          ) : (
            visible.map((c) => (
              <section key={c.id} aria-labelledby={`help-category-${c.id}`}>
                <h2 id={`help-category-${c.id}`} className="mb-3 text-xl font-bold text-ink">{t(`help.categories.${c.id}`)}</h2>
                <HelpAccordion entries={c.entries} open={open} onOpenChange={setOpen} />
              </section>
            ))
          )}
        </div>
      )}

      <section className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-teal-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-extrabold">{t('help.stillStuck')}</h2>
          <p className="mt-1 text-white">{t('help.stillStuckBody', { hours: RESPONSE_TIME_HOURS.general })}</p>
          <p className="mt-1 text-sm text-white">{t('help.askChat')}</p>
        </div>
        <Button asChild variant="outline" size="lg" className="border-white text-ink">
          <Link to="/contact">{t('help.contactUs')}</Link>
        </Button>
      </section>
    </div>
  );
}
