import type { Chapter } from '@storyloom/contracts/stories';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ReadAlongText } from '../../narration/read-along-text';
import { cn } from '../../../lib/cn';
import type { ReactNode, Ref } from 'react';
import { BookPage, PAGE_BUTTON, StoryImage } from './book-page';

interface ChapterPictureProps {
  chapter: Chapter;
  /** 1-based chapter number. */
  number: number;
  /** 1-based leaf number, printed at the foot of the page. */
  leafNumber: number;
  label: string;
}

/** A chapter opens on its picture, under its number and title (the PDF's layout). */
export function ChapterPicturePage({ chapter, number, leafNumber, label }: ChapterPictureProps) {
  const { t } = useTranslation();
  return (
    <BookPage label={label} className="gap-2 p-[6%]">
      <header>
        <p className="text-xs font-bold tracking-wide text-[var(--accent)] uppercase">{t('reader.page.chapter', { number })}</p>
        <h2 className="font-display text-lg leading-snug font-bold">{chapter.title}</h2>
      </header>
      <div className="flex min-h-0 flex-1 items-center justify-center">
        <StoryImage
          src={chapter.imageUrl}
          alt={chapter.imageAlt || t('reader.page.imageAlt', { number, title: chapter.title })}
          className="max-h-full w-full rounded-xl object-contain"
        />
      </div>
      <PageFoot chapter={number} leafNumber={leafNumber} />
    </BookPage>
  );
}

function PageFoot({ chapter, leafNumber }: { chapter: number; leafNumber: number }) {
  const { t } = useTranslation();
  return (
    <footer className="flex shrink-0 justify-between border-t border-current/10 pt-1.5 text-xs text-[var(--soft)]">
      <span>{t('reader.page.chapter', { number: chapter })}</span>
      <span>{t('reader.page.page', { number: leafNumber })}</span>
    </footer>
  );
}

interface TextPageFrameProps {
  chapterNumber: number;
  chapterTitle: string;
  leafNumber: number;
  label: string;
  fontSize: number;
  /** The text column: the pagination measures it, the book shows the words in it. */
  textRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * A text page of a chapter. Its words were measured to fit (use-text-pagination uses this same frame
 * to measure), so the column does not scroll; it would rather than hide a word if a font changed late.
 */
export function TextPageFrame({ chapterNumber, chapterTitle, leafNumber, label, fontSize, textRef, children }: TextPageFrameProps) {
  const { t } = useTranslation();
  return (
    <BookPage label={label} className="gap-2 p-[6%]">
      <p className="shrink-0 truncate text-xs font-bold tracking-wide text-[var(--accent)] uppercase">
        {t('reader.page.chapter', { number: chapterNumber })} · <span className="normal-case">{chapterTitle}</span>
      </p>
      <div ref={textRef} className="min-h-0 flex-1 overflow-y-auto" style={{ fontSize }} data-text-column="">
        {children}
      </div>
      <PageFoot chapter={chapterNumber} leafNumber={leafNumber} />
    </BookPage>
  );
}

interface ChapterTextProps {
  chapter: Chapter;
  number: number;
  /** Reader page index of the chapter (cover is 0). */
  pageIndex: number;
  range: { from: number; to: number };
  leafNumber: number;
  label: string;
  fontSize: number;
  onSpokenWord: () => void;
}

export function ChapterTextPage({ chapter, number, pageIndex, range, leafNumber, label, fontSize, onSpokenWord }: ChapterTextProps) {
  return (
    <TextPageFrame chapterNumber={number} chapterTitle={chapter.title} leafNumber={leafNumber} label={label} fontSize={fontSize}>
      <ReadAlongText page={pageIndex} text={chapter.content} range={range} onSpokenWord={onSpokenWord} className={TEXT_CLASS} />
    </TextPageFrame>
  );
}

/** The typography of story text; the pagination measures with the same class. */
export const TEXT_CLASS = 'space-y-3 leading-relaxed';

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
