import type { Story } from '@storyloom/contracts/stories';
import { BookOpenText, Expand, Images, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ReadAlongText } from '../../narration/read-along-text';
import { cn } from '../../../lib/cn';
import { BookPage, PAGE_BUTTON, ScrollText, StoryImage } from './book-page';

interface FrontPageProps {
  story: Story;
  label: string;
}

/**
 * What the cover shows: the title, the picture (with `children` over it) and 'made with'. `opening`: the
 * copy shown while the book is built (opening-cover.tsx), its picture asked for first and unnamed (the
 * built cover names it, and a search for the cover picture finds the book's, which a swipe turns).
 */
export function CoverFace({ story, opening = false, children }: { story: Story; opening?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="font-display text-[clamp(1.15rem,4.5vw,1.75rem)] leading-tight font-extrabold">{story.title}</h2>
      {story.coverImageUrl && (
        <div className="relative min-h-0 w-full flex-1 overflow-hidden rounded-2xl shadow-soft">
          <StoryImage src={story.coverImageUrl} alt={opening ? '' : t('reader.cover.alt', { title: story.title })} priority={opening} className="h-full w-full object-cover" />
          {children}
        </div>
      )}
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--accent)]">
        <Sparkles className="h-4 w-4" aria-hidden />
        {t('reader.cover.madeWith')}
      </p>
    </>
  );
}

export const COVER_CLASS = 'items-center justify-between gap-3 p-[7%] text-center';

export function CoverPage({ story, label, onPreview }: FrontPageProps & { onPreview: () => void }) {
  const { t } = useTranslation();
  return (
    <BookPage label={label} hard className={COVER_CLASS}>
      <CoverFace story={story}>
        {/* The picture itself is not a button, so that a swipe on it turns the page on a phone (page-flip
            ignores gestures that start on a button); the preview has its own small button. */}
        <button
          type="button"
          onClick={onPreview}
          aria-label={t('reader.cover.preview', { title: story.title })}
          className={cn(PAGE_BUTTON, 'absolute right-2 bottom-2 grid h-11 w-11 place-items-center rounded-full bg-white/90 text-ink shadow-soft')}
        >
          <Expand className="h-5 w-5" aria-hidden />
        </button>
      </CoverFace>
    </BookPage>
  );
}

export function AboutPage({ story, label, fontSize }: FrontPageProps & { fontSize: number }) {
  const { t } = useTranslation();
  const badge = 'inline-flex items-center gap-1 rounded-full border border-current/20 px-2.5 py-1 text-xs font-semibold';
  return (
    <BookPage label={label} className="gap-3 p-[7%]">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold text-[var(--accent)]">
        <BookOpenText className="h-5 w-5" aria-hidden />
        {t('reader.about.title')}
      </h2>
      <ScrollText fontSize={fontSize}>
        <ReadAlongText page={1} text={story.description} className="space-y-3 leading-relaxed" />
      </ScrollText>
      <p className="text-sm font-semibold text-[var(--soft)]">{t('reader.about.chapters', { count: story.chapters.length })}</p>
      <div className="flex flex-wrap gap-2 text-[var(--soft)]">
        <span className={badge}>
          <Images className="h-3.5 w-3.5" aria-hidden />
          {t('reader.about.illustrated')}
        </span>
      </div>
      <p className="text-center text-sm text-[var(--soft)] italic">{t('reader.about.turn')}</p>
    </BookPage>
  );
}
