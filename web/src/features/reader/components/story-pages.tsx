import type { Chapter } from '@storyloom/contracts/stories';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReadAlongText } from '../../narration/read-along-text';
import { cn } from '../../../lib/cn';
import { BookPage, PAGE_BUTTON, ScrollText, StoryImage } from './book-page';

interface ChapterPageProps {
  chapter: Chapter;
  /** 1-based chapter number. */
  number: number;
  /** Reader page index (cover is 0). */
  pageIndex: number;
  label: string;
  fontSize: number;
}

export function ChapterPage({ chapter, number, pageIndex, label, fontSize }: ChapterPageProps) {
  const { t } = useTranslation();
  return (
    <BookPage label={label} className="gap-2 p-[6%]">
      <header>
        <p className="text-xs font-bold tracking-wide text-[var(--accent)] uppercase">{t('reader.page.chapter', { number })}</p>
        <h2 className="font-display text-lg leading-snug font-bold">{chapter.title}</h2>
      </header>
      {/* The picture is cropped to leave room for the text: the sky goes first, the characters stay. */}
      <StoryImage
        src={chapter.imageUrl}
        alt={chapter.imageAlt || t('reader.page.imageAlt', { number, title: chapter.title })}
        className="max-h-[38%] w-full shrink-0 rounded-xl object-cover object-[50%_88%]"
      />
      <ScrollText fontSize={fontSize}>
        <ReadAlongText page={pageIndex} text={chapter.content} className="space-y-3 leading-relaxed" />
      </ScrollText>
      <footer className="flex justify-between border-t border-current/10 pt-1.5 text-xs text-[var(--soft)]">
        <span>{t('reader.page.chapter', { number })}</span>
        <span>{t('reader.page.page', { number: pageIndex + 1 })}</span>
      </footer>
    </BookPage>
  );
}

interface EndPageProps {
  title: string;
  label: string;
  onReadAgain: () => void;
}

export function EndPage({ title, label, onReadAgain }: EndPageProps) {
  const { t } = useTranslation();
  const action = cn(PAGE_BUTTON, 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold');
  return (
    <BookPage label={label} hard className="items-center justify-center gap-4 p-[8%] text-center">
      <Sparkles className="h-10 w-10 text-[var(--accent)]" aria-hidden />
      <h2 className="font-display text-3xl font-extrabold">{t('reader.end.title')}</h2>
      <p className="text-[var(--soft)]">{t('reader.end.body', { title })}</p>
      <div className="mt-2 flex flex-col gap-2.5">
        <button type="button" onClick={onReadAgain} className={cn(action, 'border-2 border-current/25')}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('reader.end.readAgain')}
        </button>
        <Link to="/generate" className={cn(action, 'bg-coral-600 text-white')}>
          {t('reader.end.create')}
        </Link>
      </div>
    </BookPage>
  );
}
