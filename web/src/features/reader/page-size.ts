// The size of one book page (SPEC §9: 400 x 500 at most), from the room the reader has: one page
// across on a phone, two on a wide screen, as tall as the window allows in fullscreen, times the zoom.

export const PAGE = { width: 400, height: 500 } as const;
/** Header, progress and bottom bar around the book in fullscreen, in px. */
const FULLSCREEN_CHROME = 240;
/**
 * Outside fullscreen the window scrolls the header away, but the bottom bar (two rows on a phone)
 * stays: a page is never taller than the window above it (issue 14: at 200 % browser zoom a laptop's
 * window is 640 x 400, and a 500 px page hid its last lines under the bar).
 */
const WINDOWED_CHROME = 120;
/** Below this a page is too small to read; the reader scrolls sideways instead. */
const MIN_WIDTH = 240;

export interface PageSize {
  width: number;
  height: number;
}

export function pageSize(room: { width: number; height: number }, portrait: boolean, zoom: number, fullscreen: boolean): PageSize {
  const across = portrait ? 1 : 2;
  const byWidth = room.width / across;
  const byHeight = ((room.height - FULLSCREEN_CHROME) * PAGE.width) / PAGE.height;
  const byWindow = ((room.height - WINDOWED_CHROME) * PAGE.width) / PAGE.height;
  const base = fullscreen ? Math.min(byWidth, byHeight) : Math.min(byWidth, byWindow, PAGE.width);
  const width = Math.floor(Math.max(MIN_WIDTH, base) * zoom);
  return { width, height: Math.floor((width * PAGE.height) / PAGE.width) };
}
