// The book's arithmetic (SPEC §4 'Reader', §5 'Reader', §9): which page is what, and the clamped
// font size and zoom. Page counts and percentages come from the contracts, never restated here.
import { progressPercent, readerPageCount } from '@storyloom/contracts/stories';

export { progressPercent, readerPageCount };

export type PageKind =
  | { kind: 'cover' }
  | { kind: 'about' }
  | { kind: 'chapter'; chapter: number }
  | { kind: 'end' };

/** Page 0 is the cover, 1 About This Story, then one page per chapter, and The End last. */
export function pageKind(page: number, totalPages: number): PageKind {
  if (page <= 0) return { kind: 'cover' };
  if (page === 1) return { kind: 'about' };
  if (page >= totalPages - 1) return { kind: 'end' };
  return { kind: 'chapter', chapter: page - 1 };
}

/**
 * SPEC §4: a saved page is restored only when it is above 0 and below the total. A finished book opens
 * on its cover again (issue 14), not on The End: it is read again from the start.
 */
export function restorablePage(saved: { currentPage: number; progressPercentage: number } | null | undefined, totalPages: number): number {
  if (!saved || saved.progressPercentage >= 100) return 0;
  const page = saved.currentPage;
  return page > 0 && page < totalPages - 1 ? page : 0;
}

/**
 * page-flip reports a two-page spread by its left page. When the spread holds the last page, the
 * book has been read to the end, so the reader counts it as the last page (else an odd page count
 * could never reach 100% on a wide screen).
 */
export function readerPageFromSpread(reported: number, totalPages: number, landscape: boolean): number {
  if (landscape && reported > 0 && reported % 2 === 1 && reported + 1 === totalPages - 1) return totalPages - 1;
  return Math.max(0, Math.min(totalPages - 1, reported));
}

export const FONT = { min: 12, max: 24, step: 2, initial: 16 } as const;
export const ZOOM = { min: 0.5, max: 2, step: 0.25, initial: 1 } as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function nextFontSize(size: number, direction: 1 | -1): number {
  return clamp(size + direction * FONT.step, FONT.min, FONT.max);
}

export function nextZoom(zoom: number, direction: 1 | -1): number {
  return clamp(Math.round((zoom + direction * ZOOM.step) * 100) / 100, ZOOM.min, ZOOM.max);
}
