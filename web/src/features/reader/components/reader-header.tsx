import type { Story } from '@storyloom/contracts/stories';
import { Bookmark, BookmarkCheck, Camera, ChevronLeft, ChevronRight, CircleCheck, FileDown, Maximize, Minimize, Palette, Settings, Share2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { StoryImage } from './book-page';
import { NarrationControls } from '../../narration/narration-controls';
import type { ReaderTheme } from '../reader-themes';
import type { ReaderActions } from './reader-actions';
import { ReaderOverflowMenu } from './reader-overflow-menu';
import { ThemeSwatches } from './theme-swatches';
import { ToolButton } from './tool-button';

interface ReaderHeaderProps {
  story: Story;
  homeHref: string;
  atStart: boolean;
  atEnd: boolean;
  fullscreen: boolean;
  theme: ReaderTheme;
  onTheme: (theme: ReaderTheme) => void;
  actions: ReaderActions;
  container: HTMLElement | null;
}

function ThemePopover({ theme, onTheme, container }: Pick<ReaderHeaderProps, 'theme' | 'onTheme' | 'container'>) {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <ToolButton label={t('reader.header.theme')}>
          <Palette />
        </ToolButton>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 rounded-3xl border border-line bg-card p-3 shadow-lift">
          <ThemeSwatches value={theme} onChange={onTheme} label={t('reader.header.theme')} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** SPEC §2 'Reader' header. Under 1024 px the secondary tools fold into a menu. */
export function ReaderHeader({ story, homeHref, atStart, atEnd, fullscreen, theme, onTheme, actions, container }: ReaderHeaderProps) {
  const { t } = useTranslation();
  const { owner } = actions;
  const wide = (node: ReactNode) => <div className="hidden items-center gap-0.5 lg:flex">{node}</div>;
  return (
    <header className="flex items-center gap-2 rounded-3xl bg-[var(--page)] p-2 text-[var(--ink)] shadow-soft sm:gap-3">
      {/* The story's title is the screen's one h1; it also leads back to the library. */}
      <h1 className="flex min-w-0 flex-1">
      <Link
        to={homeHref}
        aria-label={t('reader.header.backToLibrary', { title: story.title })}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-2xl p-1 hover:bg-black/5"
      >
        <span className="h-12 w-10 shrink-0 overflow-hidden rounded-lg bg-black/5">
          <StoryImage src={story.coverImageUrl} alt="" className="h-full w-full object-cover" />
        </span>
        <span className="line-clamp-2 font-display text-sm leading-tight font-extrabold sm:text-lg" data-testid="reader-title">
          {story.title}
        </span>
      </Link>
      </h1>
      <div role="toolbar" aria-label={t('reader.header.toolbar')} className="flex items-center gap-0.5">
        {wide(
          <>
            <LanguageSwitcher className="mr-1" />
            <ThemePopover theme={theme} onTheme={onTheme} container={container} />
            {owner && (
              <>
                <ToolButton label={t('reader.header.share')} onClick={owner.share}>
                  <Share2 />
                </ToolButton>
                <ToolButton label={owner.pdfBusy ? t('reader.header.pdfPreparing') : t('reader.header.pdf')} onClick={owner.downloadPdf} disabled={owner.pdfBusy}>
                  <FileDown />
                </ToolButton>
              </>
            )}
            <ToolButton label={t('reader.header.back')} onClick={actions.previous} disabled={atStart}>
              <ChevronLeft />
            </ToolButton>
            <ToolButton label={t('reader.header.forward')} onClick={actions.next} disabled={atEnd}>
              <ChevronRight />
            </ToolButton>
          </>,
        )}
        {owner && (
          <ToolButton
            label={owner.bookmarked ? t('reader.header.bookmarked') : t('reader.header.bookmark')}
            aria-pressed={owner.bookmarked}
            onClick={owner.toggleBookmark}
          >
            {owner.bookmarked ? <BookmarkCheck /> : <Bookmark />}
          </ToolButton>
        )}
        {owner &&
          wide(
            <ToolButton
              label={owner.complete ? t('reader.header.completed') : t('reader.header.markComplete')}
              aria-pressed={owner.complete}
              onClick={owner.markComplete}
            >
              <CircleCheck />
            </ToolButton>,
          )}
        <NarrationControls />
        {wide(
          <>
            <ToolButton label={t('reader.header.settings')} onClick={actions.openSettings}>
              <Settings />
            </ToolButton>
            <ToolButton label={t('reader.header.screenshot')} onClick={actions.screenshot}>
              <Camera />
            </ToolButton>
            <ToolButton label={fullscreen ? t('reader.header.exitFullscreen') : t('reader.header.fullscreen')} onClick={actions.toggleFullscreen}>
              {fullscreen ? <Minimize /> : <Maximize />}
            </ToolButton>
          </>,
        )}
        <ReaderOverflowMenu actions={actions} fullscreen={fullscreen} container={container} />
      </div>
    </header>
  );
}
