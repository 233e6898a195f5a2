// A small React wrapper around page-flip (StPageFlip). The pages are elements React renders and keeps
// updating (text size, theme, the spoken word); page-flip moves those same nodes into its own block
// while the book is open, and they go back where React put them before the book is closed. The page
// list must therefore stay the same for the book's life: the parent keys this component by story.
import { PageFlip, type FlipSetting } from 'page-flip';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { readerPageFromSpread } from '../reader-book';

/** SPEC §9 'Timings and sizes'. */
const PAGE = { width: 400, height: 500 } as const;
const FLIP_SETTINGS: Partial<FlipSetting> = {
  width: PAGE.width,
  height: PAGE.height,
  size: 'stretch',
  maxWidth: PAGE.width,
  maxHeight: PAGE.height,
  flippingTime: 1000,
  swipeDistance: 30,
  showCover: true,
  usePortrait: true,
  mobileScrollSupport: true,
  maxShadowOpacity: 0.4,
};

export interface FlipBookHandle {
  next(): void;
  previous(): void;
  goTo(page: number): void;
}

interface FlipBookProps {
  totalPages: number;
  startPage: number;
  /** One page at a time (under 768 px) or two-page spreads. */
  portrait: boolean;
  zoom: number;
  onPageChange: (page: number) => void;
  handleRef: Ref<FlipBookHandle>;
  children: ReactNode;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Orientation is the reader's choice, not page-flip's: a huge minimum width keeps it in portrait. */
function applyLayout(book: PageFlip, block: HTMLElement, portrait: boolean, zoom: number): void {
  const settings = book.getSettings();
  settings.usePortrait = portrait;
  settings.minWidth = portrait ? 1_000_000 : 100;
  settings.maxWidth = PAGE.width * zoom;
  settings.maxHeight = PAGE.height * zoom;
  block.style.minWidth = '0';
  block.style.margin = '0 auto';
  // One page wide in portrait (else the page floats in a block sized for two), two in landscape.
  block.style.maxWidth = `${settings.maxWidth * (portrait ? 1 : 2)}px`;
}

export function FlipBook({ totalPages, startPage, portrait, zoom, onPageChange, handleRef, children }: FlipBookProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<{ book: PageFlip; block: HTMLElement } | null>(null);
  const pageRef = useRef(startPage);
  const quietRef = useRef(false);
  const onPageChangeRef = useRef(onPageChange);
  const layoutRef = useRef({ portrait, zoom });
  onPageChangeRef.current = onPageChange;

  useEffect(() => {
    const host = hostRef.current;
    const source = sourceRef.current;
    if (!host || !source) return;
    const items = Array.from(source.children).filter((node): node is HTMLElement => node instanceof HTMLElement);
    const block = document.createElement('div');
    host.append(block);
    const book = new PageFlip(block, { ...FLIP_SETTINGS, startPage: pageRef.current });
    applyLayout(book, block, layoutRef.current.portrait, layoutRef.current.zoom);
    book.on('flip', (event) => {
      if (quietRef.current) return;
      const page = readerPageFromSpread(Number(event.data), totalPages, book.getOrientation() === 'landscape');
      pageRef.current = page;
      onPageChangeRef.current(page);
    });
    book.loadFromHTML(items);
    // loadFromHTML sizes the block from the settings; size it again for the reader's own layout.
    applyLayout(book, block, layoutRef.current.portrait, layoutRef.current.zoom);
    book.update();
    bookRef.current = { book, block };
    return () => {
      bookRef.current = null;
      book.off('flip');
      // page-flip 2.0.7 never stops its requestAnimationFrame loop; silence it so that it stops
      // drawing the pages once they are handed back to React.
      Object.assign(book.getRender(), { render: () => undefined });
      for (const item of items) source.append(item);
      book.destroy();
    };
  }, [totalPages]);

  // A new orientation or zoom re-lays the same book out and keeps the page the reader was on.
  useEffect(() => {
    const current = bookRef.current;
    const previous = layoutRef.current;
    layoutRef.current = { portrait, zoom };
    if (!current || (previous.portrait === portrait && previous.zoom === zoom)) return;
    quietRef.current = true;
    applyLayout(current.book, current.block, portrait, zoom);
    current.book.update();
    current.book.turnToPage(pageRef.current);
    quietRef.current = false;
  }, [portrait, zoom]);

  useImperativeHandle(handleRef, () => ({
    next: () => bookRef.current?.book.flipNext('bottom'),
    previous: () => bookRef.current?.book.flipPrev('bottom'),
    goTo: (page: number) => {
      const book = bookRef.current?.book;
      if (!book || page === pageRef.current) return;
      if (reducedMotion()) book.turnToPage(page);
      else book.flip(page, 'bottom');
    },
  }), []);

  const hostWidth = portrait ? `${Math.max(1, zoom) * 100}%` : `max(100%, ${PAGE.width * 2 * zoom}px)`;
  return (
    <>
      <div ref={hostRef} className="reader-book mx-auto" style={{ width: hostWidth }} />
      <div ref={sourceRef} hidden>
        {children}
      </div>
    </>
  );
}
