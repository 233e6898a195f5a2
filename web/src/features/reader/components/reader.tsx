import { storyLanguageCode } from '@storyloom/contracts/options';
import type { ReadingProgress, Story } from '@storyloom/contracts/stories';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { ShareDialog } from '../../../components/share/share-dialog';
import { cn } from '../../../lib/cn';
import { NarrationBubble } from '../../narration/narration-bubble';
import { NarrationProvider, type StorySource } from '../../narration/narration-context';
import { useToggleBookmark } from '../api/bookmark';
import { useCompletion } from '../hooks/use-completion';
import { useFullscreen } from '../hooks/use-fullscreen';
import { usePageName } from '../hooks/use-page-name';
import { usePdfDownload } from '../hooks/use-pdf-download';
import { usePortraitLayout } from '../hooks/use-portrait-layout';
import { useReaderKeyboard } from '../hooks/use-reader-keyboard';
import { useScreenshot } from '../hooks/use-screenshot';
import { allLaidOut, anchorOf, firstLeafOf, isLaidOut, leafOfAnchor, readingLeaf, spreadOf, type ReadingAnchor } from '../book-leaves';
import { awaitsLayout, leafAfterTurns, type EarlyTurn } from '../early-turns';
import { useBookLeaves } from '../hooks/use-book-leaves';
import { usePageRoom } from '../hooks/use-page-room';
import { expectedRoom, pageSize } from '../page-size';
import { FONT, nextFontSize, nextZoom, progressPercent, readerPageCount, restorablePage, ZOOM } from '../reader-book';
import { storedTheme, storeTheme, themeStyle, type ReaderTheme } from '../reader-themes';
import { BottomBar } from './bottom-bar';
import { FlipBook, type FlipBookHandle } from './flip-book';
import { OpeningCover } from './opening-cover';
import { PageAnnouncer } from './page-announcer';
import { ProgressAutosave } from './progress-autosave';
import { ProgressSummary } from './progress-summary';
import type { ReaderActions } from './reader-actions';
import { ReaderBookPages } from './reader-book-pages';
import { CoverPreviewDialog, SettingsDialog, UnmarkDialog } from './reader-dialogs';
import { ReaderHeader } from './reader-header';

interface ReaderProps {
  story: Story;
  source: StorySource;
  /** The family's saved place; always null on a shared book, which saves nothing. */
  saved: ReadingProgress | null;
  /** Still being written: the chapters so far, the rest arriving (issue 16); nothing is saved meanwhile. */
  arriving?: boolean;
}

/** The book's text is in the story's language, whatever the interface speaks (screen readers, hyphenation). */

type OpenDialog = 'settings' | 'cover' | 'share' | null;

/** The book's room as the reader opens, from the window (page-size.ts 'expectedRoom'). */
function openingRoom() {
  return expectedRoom({ width: window.innerWidth, clientWidth: document.documentElement.clientWidth, height: window.innerHeight });
}

/** The flip-book reader of SPEC §2 '/story/{id}', for the owner or (read-only) through a share link. */
export function Reader({ story, source, saved, arriving = false }: ReaderProps) {
  const { t } = useTranslation();
  const owner = source.kind === 'owner';
  const totalPages = readerPageCount(story.chapters.length);
  // Where the reader is in the text; the leaf showing it is found again after every new layout.
  const [anchor, setAnchor] = useState<ReadingAnchor>(() => ({ page: restorablePage(saved, totalPages), word: -1 }));
  const page = anchor.page;
  const [fontSize, setFontSize] = useState<number>(FONT.initial);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [theme, setTheme] = useState<ReaderTheme>(storedTheme);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const bookRef = useRef<FlipBookHandle>(null);
  const portrait = usePortraitLayout();
  const fullscreen = useFullscreen(containerRef);
  const pageName = usePageName(totalPages);
  const [bookRoom, setBookRoom] = useState<HTMLDivElement | null>(null);
  const bookRoomRef = useRef<HTMLDivElement | null>(null);
  const room = usePageRoom(bookRoom, openingRoom);
  const size = room ? pageSize(room, portrait, zoom, fullscreen.active) : null;
  // The book opens once the chapters up to its saved place are laid out; the rest follow (use-book-leaves).
  const [openingPage] = useState(page);
  const layout = useBookLeaves(story.chapters, fontSize, size, openingPage);
  const leaves = layout.leaves;
  const leaf = leaves ? leafOfAnchor(leaves, anchor) : 0;
  const lastLeaf = leaves ? leaves.length - 1 : 0;
  const live = useRef({ leaves, leaf, portrait, chapterCount: story.chapters.length });
  live.current = { leaves, leaf, portrait, chapterCount: story.chapters.length };
  // Turns asked for while the book is still being built (it opens a moment after its first page is on
  // screen, decision 018) wait for it, and it plays them spread by spread (early-turns.ts).
  const earlyTurns = useRef<EarlyTurn[]>([]);
  const turn = useCallback((turned: boolean | undefined, early: EarlyTurn) => {
    if (!turned) earlyTurns.current.push(early);
  }, []);
  const playEarlyTurns = useCallback(() => {
    const { leaves: built, leaf: from, portrait: onePage, chapterCount } = live.current;
    if (!built || awaitsLayout(built, earlyTurns.current, chapterCount)) return;
    const turns = earlyTurns.current.splice(0);
    if (turns.length === 0) return;
    const target = leafAfterTurns(built, from, turns, !onePage);
    if (spreadOf(target, !onePage) !== spreadOf(from, !onePage)) bookRef.current?.goTo(target);
  }, []);

  // Bound to the leaves of the book that reports the turn: a book laid out again reports its last
  // turn as it goes, after the new leaves are already rendered.
  const onLeafChange = useCallback((index: number) => {
    if (!leaves) return;
    setAnchor(anchorOf(readingLeaf(leaves, index, !portrait, story.chapters.length, arriving)));
  }, [leaves, portrait, story.chapters.length, arriving]);
  const goTo = useCallback((target: number) => {
    const { leaves: current, chapterCount } = live.current;
    // A page not laid out yet is turned to by the book that has it (it follows in a moment).
    const laid = current && isLaidOut(current, target, chapterCount);
    turn(laid ? bookRef.current?.goTo(firstLeafOf(current, target)) : false, { page: target });
  }, [turn]);
  // Read-along: the spoken word is on another leaf of the chapter; turn to it unless it is in view.
  const showLeaf = useCallback((index: number) => {
    const { leaf: shown, portrait: onePage } = live.current;
    if (spreadOf(index, !onePage) !== spreadOf(shown, !onePage)) bookRef.current?.goTo(index);
  }, []);
  const previewCover = useCallback(() => setDialog('cover'), []);
  const readAgain = useCallback(() => void bookRef.current?.goTo(0), []);
  const completion = useCompletion({ storyId: story.id, totalPages, saved, goTo });
  const bookmark = useToggleBookmark(story.id);
  const pdf = usePdfDownload(story.id);
  const screenshot = useScreenshot(story, page, totalPages, theme);

  // The reader's box (for its dialogs in fullscreen) and the book's room (to measure) are handed to the
  // hooks that need them after the first commit, as a transition: set from their refs in that commit,
  // they made React render the whole reader again at once in the task that replaced the skeleton
  // (Lighthouse's blocking time on a phone, issue 16). Both are always rendered.
  useEffect(() => {
    startTransition(() => {
      setContainer(containerRef.current);
      setBookRoom(bookRoomRef.current);
    });
  }, []);
  const chooseTheme = (next: ReaderTheme) => {
    setTheme(next);
    storeTheme(next);
  };
  const previous = () => turn(bookRef.current?.previous(), 'previous');
  const next = () => turn(bookRef.current?.next(), 'next');

  useReaderKeyboard(
    { previous, next, first: () => goTo(0), last: () => goTo(totalPages - 1), toggleFullscreen: fullscreen.toggle },
    dialog !== null || completion.askUnmark,
  );

  const actions: ReaderActions = {
    previous,
    next,
    openSettings: () => setDialog('settings'),
    toggleFullscreen: fullscreen.toggle,
    screenshot: () => void screenshot(),
    owner: owner
      ? {
          bookmarked: story.bookmarked,
          toggleBookmark: () =>
            bookmark.mutate(!story.bookmarked, { onError: () => toast.error(t('reader.toast.bookmarkError')) }),
          share: () => {
            // The share dialog lives outside the reader, so leave fullscreen to show it.
            if (fullscreen.active) fullscreen.toggle();
            setDialog('share');
          },
          downloadPdf: () => void pdf.download(),
          pdfBusy: pdf.busy,
          complete: completion.complete,
          markComplete: completion.markComplete,
        }
      : undefined,
  };
  // While the book is written, the percent counts the chapters still to come (never '100% read' at chapter 1).
  const percent = owner && completion.complete ? 100 : progressPercent(page, arriving ? readerPageCount(story.chapterCount) : totalPages);
  // The page indicator counts the leaves a family turns; the percent counts reader pages, as the server does.
  const progress = { percent, page: leaf, totalPages: leaves?.length ?? totalPages, lastReadAt: owner ? completion.lastReadAt : undefined };

  return (
    <NarrationProvider source={source} language={story.language} totalPages={totalPages} currentPage={page} goToPage={goTo}>
      <div
        ref={containerRef}
        style={themeStyle(theme)}
        data-theme={theme}
        className={cn('bg-[var(--stage)] text-[var(--ink)] transition-colors', fullscreen.active ? 'h-dvh overflow-y-auto' : 'min-h-[calc(100dvh-4rem)]')}
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-2 py-3 sm:px-6 sm:py-4">
          <ReaderHeader
            story={story}
            homeHref={owner ? '/library' : '/'}
            atStart={leaf === 0}
            atEnd={leaf === lastLeaf}
            fullscreen={fullscreen.active}
            theme={theme}
            onTheme={chooseTheme}
            actions={actions}
            container={container}
          />
          <div className="relative">
            <ProgressSummary info={progress} className="px-2" />
              </div>
          <div ref={bookRoomRef} lang={storyLanguageCode(story.language)} className="overflow-x-auto py-2" role="group" aria-label={t('reader.book.label', { title: story.title })} aria-busy={!allLaidOut(leaves, story.chapters.length)}>
            {leaves && size ? (
              // page-flip owns the leaves while the book is open: a leaf that changes kind (the last one,
              // once the book is finished) needs a new book, as a new layout does.
              <FlipBook key={`${layout.key}|${portrait}|${arriving}`} totalPages={leaves.length} startPage={leaf} portrait={portrait} size={size} onPageChange={onLeafChange} onBuilt={playEarlyTurns} handleRef={bookRef}>
                <ReaderBookPages
                  story={story}
                  leaves={leaves}
                  totalPages={totalPages}
                  fontSize={fontSize}
                  onPreviewCover={previewCover}
                  onReadAgain={readAgain}
                  onSpokenLeaf={showLeaf}
                  arriving={arriving}
                />
              </FlipBook>
            ) : size && page === 0 ? (
              <OpeningCover story={story} size={size} portrait={portrait} />
            ) : (
              <div className="mx-auto" style={{ height: size?.height ?? 500 }} />
            )}
            {layout.probe}
          </div>
          <BottomBar
            pageLabel={pageName(page)}
            atStart={leaf === 0}
            atEnd={leaf === lastLeaf}
            fontSize={fontSize}
            zoom={zoom}
            onPrevious={previous}
            onNext={next}
            onFont={(direction) => setFontSize((size) => (direction === 0 ? FONT.initial : nextFontSize(size, direction)))}
            onZoom={(direction) => setZoom((value) => (direction === 0 ? ZOOM.initial : nextZoom(value, direction)))}
          />
        </div>
        <PageAnnouncer page={page} totalPages={totalPages} />
        <NarrationBubble />
        {owner && <ProgressAutosave page={page} saver={completion.saver} enabled={!completion.complete && !arriving} />}
        <SettingsDialog
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
          theme={theme}
          onTheme={chooseTheme}
          progress={progress}
          container={container}
        />
        {story.coverImageUrl && (
          <CoverPreviewDialog
            open={dialog === 'cover'}
            onOpenChange={(open) => setDialog(open ? 'cover' : null)}
            src={story.coverImageUrl}
            title={story.title}
            container={container}
          />
        )}
        {owner && (
          <>
            <UnmarkDialog
              open={completion.askUnmark}
              onOpenChange={completion.setAskUnmark}
              onConfirm={() => completion.unmark(page)}
              container={container}
            />
            <ShareDialog storyId={story.id} title={story.title} open={dialog === 'share'} onOpenChange={(open) => setDialog(open ? 'share' : null)} />
          </>
        )}
      </div>
    </NarrationProvider>
  );
}
