import { Feather } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { BookPage } from './book-page';

/**
 * The last leaf of a book still being written (issue 16), in place of The End: the next chapter is on
 * its way and appears in the book by itself.
 */
export function ChapterArrivingPage({ number, label }: { number: number; label: string }) {
  const { t } = useTranslation();
  return (
    <BookPage label={label} hard className="items-center justify-center gap-4 p-[8%] text-center">
      <span className="flex h-14 w-14 animate-pulse items-center justify-center rounded-full bg-[var(--accent)]/15 text-[var(--accent)]">
        <Feather className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="font-display text-2xl font-extrabold" data-testid="chapter-arriving">{t('arriving.nextTitle', { number })}</h2>
      <p className="text-[var(--soft)]">{t('arriving.nextBody')}</p>
    </BookPage>
  );
}
