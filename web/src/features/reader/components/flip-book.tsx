// A small React wrapper around page-flip (StPageFlip). The pages are elements React renders and keeps
// updating (theme, the spoken word); page-flip moves those same nodes into its own block while the
// book is open, and they go back where React put them before the book is closed. The page list and
// the page size must therefore stay the same for the book's life: the parent keys this component by
// its layout (issue 14: a new width, font size or zoom lays the chapters out again).
import { PageFlip, type FlipSetting } from 'page-flip';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import type { PageSize } from '../page-size';
import { spreadOf } from '../book-leaves';
import { readerPageFromSpread } from '../reader-book';

/** SPEC §9 'Timings and sizes'. */
const FLIP_SETTINGS: Partial<FlipSetting> = {
  size: 'stretch',
  flippingTime: 1000,
  swipeDistance: 30,
  showCover: true,
  usePortrait: true,
  mobileScrollSupport: true,
  maxShadowOpacity: 0.4,
};

/** Each answers false when the book is still being built (the reader then keeps the turn for onBuilt). */
export interface FlipBookHandle {
  next(): boolean;
  previous(): boolean;
  goTo(page: number): boolean;
}

interface FlipBookProps {
  totalPages: number;
  startPage: number;
  /** One page at a time (under 768 px) or two-page spreads. */
  portrait: boolean;
  /** Of one page, in px (zoom included). */
  size: PageSize;
  onPageChange: (page: number) => void;
  /** The book is built and answers turns (keys pressed before it can be played now). */
  onBuilt: () => void;
  handleRef: Ref<FlipBookHandle>;
  children: ReactNode;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Orientation is the reader's choice, not page-flip's: a huge minimum width keeps it in portrait. */
function applyLayout(book: PageFlip, block: HTMLElement, portrait: boolean, size: PageSize): void {
  const settings = book.getSettings();
  settings.usePortrait = portrait;
  settings.minWidth = portrait ? 1_000_000 : 100;
  settings.maxWidth = size.width;
  settings.maxHeight = size.height;
  block.style.minWidth = '0';
  block.style.margin = '0 auto';
  // One page wide in portrait (else the page floats in a block sized for two), two in landscape.
  block.style.maxWidth = `${size.width * (portrait ? 1 : 2)}px`;
}

export function FlipBook({ totalPages, startPage, portrait, size, onPageChange, onBuilt, handleRef, children }: FlipBookProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<{ book: PageFlip; block: HTMLElement } | null>(null);
  const pageRef = useRef(startPage);
  const onPageChangeRef = useRef(onPageChange);
  const layoutRef = useRef({ portrait, size });
  onPageChangeRef.current = onPageChange;
  const onBuiltRef = useRef(onBuilt);
  onBuiltRef.current = onBuilt;

  useEffect(() => {
    const host = hostRef.current;
    const source = sourceRef.current;
    if (!host || !source) return;
    const items = Array.from(source.children).filter((node): node is HTMLElement => node instanceof HTMLElement);
    const block = document.createElement('div');
    host.append(block);
    const { portrait: portraitLayout, size: pageSize } = layoutRef.current;
    const book = new PageFlip(block, {
      ...FLIP_SETTINGS,
      width: pageSize.width,
      height: pageSize.height,
      maxWidth: pageSize.width,
      maxHeight: pageSize.height,
      startPage: pageRef.current,
    });
    applyLayout(book, block, portraitLayout, pageSize);
    // page-flip reports page 0 and then the start page while it builds the book; the reader already
    // knows where it is, and those reports would undo a turn the previous book finished on its way out.
    let building = true;
    book.on('flip', (event) => {
      if (building) return;
      const page = readerPageFromSpread(Number(event.data), totalPages, book.getOrientation() === 'landscape');
      pageRef.current = page;
      onPageChangeRef.current(page);
    });
    book.loadFromHTML(items);
    // loadFromHTML sizes the block from the settings; size it again for the reader's own layout.
    applyLayout(book, block, portraitLayout, pageSize);
    book.update();
    building = false;
    bookRef.current = { book, block };
    onBuiltRef.current();
    return () => {
      bookRef.current = null;
      // A turn under way when the book is laid out again (the text grew mid-turn) ends now and is
      // reported against this book's leaves, so the new book opens where that turn was going.
      book.getRender().finishAnimation();
      book.off('flip');
      // page-flip 2.0.7 never stops its requestAnimationFrame loop; silence it so that it stops
      // drawing the pages once they are handed back to React.
      Object.assign(book.getRender(), { render: () => undefined });
      for (const item of items) source.append(item);
      book.destroy();
    };
  }, [totalPages]);

  // The reader's place moved while this book stood (a turn the previous book finished as it was laid
  // out again, reported after this one was built): show it, without a turn.
  useEffect(() => {
    const book = bookRef.current?.book;
    if (!book) return;
    const landscape = book.getOrientation() === 'landscape';
    if (spreadOf(startPage, landscape) === spreadOf(pageRef.current, landscape)) return;
    pageRef.current = startPage;
    book.turnToPage(startPage);
  }, [startPage]);

  useImperativeHandle(handleRef, () => ({
    next: () => {
      bookRef.current?.book.flipNext('bottom');
      return bookRef.current !== null;
    },
    previous: () => {
      bookRef.current?.book.flipPrev('bottom');
      return bookRef.current !== null;
    },
    goTo: (page: number) => {
      const book = bookRef.current?.book;
      if (!book) return false;
      // A turn still under way (read-along turning within a chapter) ends first: page-flip works out
      // a turn from the spread it stands on, and from the middle of a turn it would not move at all,
      // leaving auto-play reading one chapter while the book shows another.
      if (book.getState() !== 'read') book.getRender().finishAnimation();
      if (page === pageRef.current) return true;
      if (reducedMotion()) book.turnToPage(page);
      else book.flip(page, 'bottom');
      return true;
    },
  }), []);

  return (
    <>
      <div ref={hostRef} className="reader-book mx-auto" style={{ width: size.width * (portrait ? 1 : 2) }} />
      <div ref={sourceRef} hidden>
        {children}
      </div>
    </>
  );
}
