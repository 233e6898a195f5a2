import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** Tells screen readers 'Page x of y' after each turn (not on opening, where the page itself is read). */
export function PageAnnouncer({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const first = useRef(page);
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (page !== first.current) setTurned(true);
  }, [page]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {turned ? t('reader.book.announce', { number: page + 1, total: totalPages }) : ''}
    </div>
  );
}
