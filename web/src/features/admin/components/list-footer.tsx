import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  /** More rows than `total` (the server counts up to ADMIN_COUNT_CAP): shown as '10,000+'. */
  capped: boolean;
  shown: number;
  onPage: (page: number) => void;
}

/** 'x–y of n' and previous / next: the server pages, the browser only asks for another page. */
export function ListFooter({ page, pageSize, total, capped, shown, onPage }: ListFooterProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Past the counted rows the pages are not numbered, but Next goes on while pages come back full.
  const hasNext = page < pages || (capped && shown === pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const n = (value: number) => value.toLocaleString(i18n.language === 'fr' ? 'fr-FR' : 'en-US');
  return (
    <nav aria-label={t('admin.list.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-semibold text-ink-soft" role="status" data-testid="admin-range">
        {t('admin.list.range', { from: n(from), to: n(from + Math.max(shown, 1) - 1), total: capped ? `${n(total)}+` : n(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t('admin.list.previous')}
        </Button>
        <span className="text-sm text-ink-soft">{t('admin.list.pageOf', { page: n(page), pages: capped ? `${n(Math.max(pages, page))}+` : n(pages) })}</span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('admin.list.next')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
