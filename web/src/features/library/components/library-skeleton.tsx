import { useTranslation } from '../../../i18n/use-translation';

/** Card-shaped placeholders while the shelf loads. */
export function LibrarySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-3xl border border-line bg-card">
            <div className="aspect-[3/2] animate-pulse bg-paper-deep" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-3/4 animate-pulse rounded-full bg-paper-deep" />
              <div className="h-4 w-1/2 animate-pulse rounded-full bg-paper-deep" />
              <div className="h-11 animate-pulse rounded-full bg-paper-deep" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
