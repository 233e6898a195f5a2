// The size of one book page (SPEC §9: 400 x 500 at most), from the room the reader has: one page
// across on a phone, two on a wide screen, as tall as the window allows in fullscreen, times the zoom.

export const PAGE = { width: 400, height: 500 } as const;
/** Header, progress and bottom bar around the book in fullscreen, in px. */
const FULLSCREEN_CHROME = 240;
/** Below this a page is too small to read; the reader scrolls sideways instead. */
const MIN_WIDTH = 240;
/**
 * Outside fullscreen the window scrolls the reader's header away, but the nav bar and the bottom bar
 * stay: a page is never taller than the window between them (issue 14: at 200 % browser zoom a
 * laptop's window is 640 x 400, and a 500 px page hid its last lines under the bar). Such a page is
 * wider than 4:5; the words flow over more pages.
 */
const WINDOWED_CHROME = 150;
/** Below this the page keeps its height and the window scrolls. */
const MIN_HEIGHT = 240;

export interface PageSize {
  width: number;
  height: number;
}

export function pageSize(room: { width: number; height: number }, portrait: boolean, zoom: number, fullscreen: boolean): PageSize {
  const across = portrait ? 1 : 2;
  const byWidth = room.width / across;
  const byHeight = ((room.height - FULLSCREEN_CHROME) * PAGE.width) / PAGE.height;
  const base = Math.max(MIN_WIDTH, fullscreen ? Math.min(byWidth, byHeight) : Math.min(byWidth, PAGE.width));
  const fourFive = (base * PAGE.height) / PAGE.width;
  const baseHeight = fullscreen ? fourFive : Math.min(fourFive, Math.max(MIN_HEIGHT, room.height - WINDOWED_CHROME));
  return { width: Math.floor(base * zoom), height: Math.floor(baseHeight * zoom) };
}

/** The reader's column (reader.tsx: `max-w-6xl`, 72 rem) and its side padding (`px-2 sm:px-6`). */
const COLUMN = { maxWidth: 1152, padding: 8, widePadding: 24, wideFrom: 640 } as const;

/**
 * The room the reader's book will have, from the window alone, before the reader is laid out: its
 * first render can then show the cover at its size (and start laying the book out) without waiting
 * for a measure, which in the task that replaced the skeleton made the browser lay the whole page out
 * at once (issue 16). The measure confirms it a frame later (usePageRoom), or corrects it (a larger
 * root font size, say).
 */
export function expectedRoom(viewport: { width: number; clientWidth: number; height: number }): { width: number; height: number } {
  const padding = viewport.width >= COLUMN.wideFrom ? COLUMN.widePadding : COLUMN.padding;
  return { width: Math.floor(Math.min(viewport.clientWidth, COLUMN.maxWidth) - 2 * padding), height: viewport.height };
}
