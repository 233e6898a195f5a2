import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { pageKind } from '../reader-book';

/** The page label of SPEC §2's bottom bar: Cover, About, Chapter n or End. */
export function usePageName(totalPages: number) {
  const { t } = useTranslation();
  return useCallback(
    (page: number) => {
      const kind = pageKind(page, totalPages);
      if (kind.kind === 'chapter') return t('reader.book.chapter', { number: kind.chapter });
      return t(`reader.book.${kind.kind}`);
    },
    [t, totalPages],
  );
}
