// Lays the chapters out over book pages (issue 14): each chapter's words are set in a hidden text page
// of the size and font size in use, each word's line is measured, and the words are cut into pages
// that show without scrolling. Laid out again when the size, the font size or a loaded font changes.
//
// The first layout, as the book opens, is measured in slices of a few paragraphs (SLICE_MS), each its
// own task, and the book rendered as a transition: done at once it was one task of over a second on a
// phone (every chapter measured, then some thousand elements and page-flip, Lighthouse 'total blocking
// time', issue 16), during which the page could not answer a tap. The book opens as soon as the chapters
// up to its opening page are laid out (a new book: its first chapter), and the rest are laid out after
// it is on screen. A chapter is measured once per page size, font size and loaded fonts: one that
// arrives while the book is written is laid out alone, in slices too. Layouts at another size (a new
// font size, zoom or width) stay synchronous, so that the open book is never replaced by an empty page.
import type { Chapter } from '@storyloom/contracts/stories';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { layoutText, type ReadAlongLayout } from '../../narration/lib/read-along-layout';
import { buildLeaves, sentenceEnds, splitIntoPages, type Leaf, type WordLine } from '../book-leaves';
import type { PageSize } from '../page-size';
import { TEXT_CLASS, TextPageFrame } from '../components/story-pages';

/** Rounding between the measure and the page must never push the last line out of sight. */
const SAFETY_PX = 3;

/**
 * The longest the first layout measures before letting the browser paint and answer input. A task
 * over 50 ms counts as blocking (Lighthouse's phone runs at a quarter of a desktop's speed); a
 * chapter at once was 70-90 ms there (issue 16).
 */
const SLICE_MS = 20;

/**
 * Sets the words in `column` as the page would and reads the line each word sits on. Given
 * `shouldPause`, it reads the lines a paragraph at a time and stops (yields) whenever that asks: the
 * paragraphs set so far stay in place and the next ones are appended after them, so the browser lays
 * out only the new ones and every line is where the whole chapter puts it. Without it, the whole
 * chapter is set and read at once.
 */
function* measureLines(column: HTMLElement, layout: ReadAlongLayout, shouldPause?: () => boolean): Generator<void, WordLine[]> {
  const box = document.createElement('div');
  box.className = TEXT_CLASS;
  column.replaceChildren(box);
  const lines: WordLine[] = [];
  let spans: HTMLElement[] = [];
  let top = 0;
  let lineHeight = Number.NaN;
  const read = () => {
    if (lines.length === 0) {
      top = box.getBoundingClientRect().top;
      lineHeight = parseFloat(getComputedStyle(box).lineHeight);
    }
    for (const span of spans) {
      const rect = span.getBoundingClientRect();
      const middle = (rect.top + rect.bottom) / 2 - top;
      const half = (Number.isFinite(lineHeight) ? lineHeight : rect.height) / 2;
      lines.push({ top: middle - half, bottom: middle + half });
    }
    spans = [];
  };
  for (const pieces of layout.paragraphs) {
    const paragraph = document.createElement('p');
    for (const piece of pieces) {
      if (piece.word === null) {
        paragraph.append(piece.text);
        continue;
      }
      const span = document.createElement('span');
      span.textContent = piece.text;
      spans.push(span);
      paragraph.append(span);
    }
    box.append(paragraph);
    if (shouldPause) {
      read();
      if (shouldPause()) yield;
    }
  }
  read();
  column.replaceChildren();
  return lines;
}

/** Bumps when the browser finishes loading a font, since text set in a fallback font measures wrong. */
function useFontGeneration(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const fonts = document.fonts;
    if (!fonts) return;
    let alive = true;
    const bump = () => alive && setGeneration((n) => n + 1);
    // Only a font still loading as the book opens can change the layout: with the fonts already in (the
    // app's are the system's), 'ready' would only lay the whole book out again for nothing, as one long
    // task just after it opened.
    if (fonts.status === 'loading') void fonts.ready.then(bump);
    fonts.addEventListener('loadingdone', bump);
    return () => {
      alive = false;
      fonts.removeEventListener('loadingdone', bump);
    };
  }, []);
  return generation;
}

/** A chapter measured: the first word of each of its text pages, and its number of words. */
interface Measured {
  starts: number[];
  words: number;
}

interface Laid {
  key: string;
  leaves: Leaf[];
}

/** Chromium's task scheduler (not in TypeScript's DOM library yet). */
declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Lets the browser paint and answer input before the next chapter is measured. scheduler.yield()
 * resumes ahead of other waiting tasks, where a 0 ms timer waits behind them (and is clamped to 4 ms
 * once nested); a timer where the browser lacks it.
 */
function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && scheduler.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface BookLayout {
  /** Null until the first measure (a frame). */
  leaves: Leaf[] | null;
  /** Changes whenever the leaves do: the flip book is built again for it. */
  key: string;
  /** The hidden page the words are measured in; render it anywhere in the reader. */
  probe: ReactNode;
}

/**
 * `openAt` is the reader page the book opens at: the opening shows the book as soon as the chapters up
 * to it are laid out (the first chapter for a new book) and lays the others out after it is on screen.
 */
export function useBookLeaves(chapters: Chapter[], fontSize: number, size: PageSize | null, openAt = 0): BookLayout {
  const columnRef = useRef<HTMLDivElement>(null);
  const fonts = useFontGeneration();
  const [laid, setLaid] = useState<Laid | null>(null);
  // Each chapter measured at the page size, font size and fonts in use, by its text: a chapter that
  // arrives while the book is written (or a picture that does) lays out that chapter alone, never again
  // the ones before it (issue 16: every arrival measured the whole book again, and the opening started
  // over at each one).
  const known = useRef<{ key: string; byText: Map<string, Measured> }>({ key: '', byText: new Map() });
  const sizeKey = size ? `${size.width}x${size.height}@${fontSize}` : '';
  const shownKey = laid?.key ?? '';

  useLayoutEffect(() => {
    const column = columnRef.current;
    if (!sizeKey || !column) return;
    const measureKey = `${sizeKey}#${fonts}`;
    if (known.current.key !== measureKey) known.current = { key: measureKey, byText: new Map() };
    const byText = known.current.byText;
    // Read as the first chapter is measured: in the task that commits the reader, the column's height
    // would make the browser lay the whole new page out there (the first layout waits a task first).
    let capacity = Number.NaN;
    // A chapter's lines, read in one go, or in steps when `shouldPause` is given (measureLines).
    function* measure(chapter: Chapter, shouldPause?: () => boolean): Generator<void, Measured> {
      if (Number.isNaN(capacity)) capacity = column!.clientHeight - SAFETY_PX;
      const layout = layoutText(chapter.content);
      const lines = yield* measureLines(column!, layout, shouldPause);
      return { starts: splitIntoPages(lines, capacity, sentenceEnds(layout.words.map((word) => word.text))), words: layout.words.length };
    }
    // The book of the first `count` chapters, all measured.
    const settle = (count: number) => {
      const measured = chapters.slice(0, count).map((chapter) => byText.get(chapter.content)!);
      const leaves = buildLeaves(measured.map((m) => m.starts), measured.map((m) => m.words));
      // A font that loaded, or a picture that arrived, changes nothing most of the time: keep the same book then.
      const key = `${sizeKey}|${measured.map((m) => m.starts.join(',')).join(';')}`;
      return (current: Laid | null) => (current?.key === key ? current : { key, leaves });
    };
    const unmeasured = (list: Chapter[]) => list.filter((chapter) => !byText.has(chapter.content));
    if (unmeasured(chapters).length === 0) {
      setLaid(settle(chapters.length));
      return;
    }
    // A book on screen at this size keeps showing while the chapters it lacks are measured.
    const shown = shownKey.startsWith(`${sizeKey}|`);
    if (shownKey !== '' && !shown) {
      // Another width, font size or zoom: at once, so that the open book never gives way to an empty page.
      for (const chapter of unmeasured(chapters)) byText.set(chapter.content, measure(chapter).next().value as Measured);
      setLaid(settle(chapters.length));
      return;
    }
    // The opening lays out the chapters up to the page it opens at and shows the book; this effect runs
    // again once it is shown (shownKey), for the rest.
    const count = shown ? chapters.length : Math.min(chapters.length, Math.max(1, openAt - 1));
    const wanted = unmeasured(chapters.slice(0, count));
    let cancelled = false;
    void (async () => {
      // Nothing in the task that rendered the probe (the reader's first paint waits on it); then slices
      // of SLICE_MS at most, plus a paragraph.
      let sliceStart = 0;
      const shouldPause = () => performance.now() - sliceStart >= SLICE_MS;
      for (const chapter of wanted) {
        const steps = measure(chapter, shouldPause);
        let step: IteratorResult<void, Measured>;
        do {
          if (shouldPause()) {
            await nextTask();
            if (cancelled) return;
            sliceStart = performance.now();
          }
          step = steps.next();
        } while (!step.done);
        byText.set(chapter.content, step.value);
      }
      startTransition(() => setLaid(settle(count)));
    })();
    return () => {
      cancelled = true;
    };
  }, [sizeKey, chapters, fonts, shownKey, openAt]);

  const probe = size ? (
    <div aria-hidden className="pointer-events-none invisible fixed top-0 -left-[200vw] *:h-full *:w-full" style={{ width: size.width, height: size.height }}>
      <TextPageFrame chapterNumber={1} chapterTitle="" leafNumber={1} label="" fontSize={fontSize} textRef={columnRef} />
    </div>
  ) : null;
  const current = laid && laid.key.startsWith(`${sizeKey}|`) ? laid : null;
  return { leaves: current?.leaves ?? null, key: current?.key ?? '', probe };
}
