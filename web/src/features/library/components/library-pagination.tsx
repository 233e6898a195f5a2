import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { pageNumbers } from '../utils/library-view';

const pill =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-45';

interface LibraryPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page numbers with previous and next (20 stories a page, SPEC §9). */
export function LibraryPagination({ page, pages, onPage }: LibraryPaginationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('library.pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={cn(pill, 'hover:bg-paper-deep')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <span className="max-sm:sr-only">{t('library.pagination.previous')}</span>
      </button>
      <ul className="flex items-center gap-1">
        {pageNumbers(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-soft">…</li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={t('library.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
                className={cn(pill, item === page ? 'bg-teal-600 text-white shadow-soft' : 'text-ink hover:bg-paper-deep')}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={cn(pill, 'hover:bg-paper-deep')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span className="max-sm:sr-only">{t('library.pagination.next')}</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}
