import type { StorySummary } from '@storyloom/contracts/stories';
import type { StoryLanguage, Theme } from '@storyloom/contracts/options';

// How the library narrows, orders and pages the family's stories. Pure functions, so the rules
// are tested without a browser.

export const LIBRARY_PAGE_SIZE = 20;
export const SORTS = ['newest', 'title', 'lastRead'] as const;
export type LibrarySort = (typeof SORTS)[number];
export const READING_STATES = ['unread', 'inProgress', 'finished'] as const;
export type ReadingState = (typeof READING_STATES)[number];

export interface LibraryFilters {
  theme: Theme | null;
  language: StoryLanguage | null;
  state: ReadingState | null;
}

export const NO_FILTERS: LibraryFilters = { theme: null, language: null, state: null };

export function activeFilterCount(filters: LibraryFilters): number {
  return [filters.theme, filters.language, filters.state].filter((value) => value !== null).length;
}

/** Unread until a page past the cover is reached; finished at 100% (SPEC §4 'Story card'). */
export function readingStateOf(story: StorySummary): ReadingState {
  const progress = story.readingProgress;
  if (!progress) return 'unread';
  if (progress.progressPercentage >= 100) return 'finished';
  return progress.currentPage > 0 ? 'inProgress' : 'unread';
}

export function filterStories(stories: readonly StorySummary[], filters: LibraryFilters): StorySummary[] {
  return stories.filter(
    (story) =>
      (filters.theme === null || story.theme === filters.theme) &&
      (filters.language === null || story.language === filters.language) &&
      (filters.state === null || readingStateOf(story) === filters.state),
  );
}

const byNewest = (a: StorySummary, b: StorySummary) => b.createdAt.localeCompare(a.createdAt);

export function sortStories(stories: readonly StorySummary[], sort: LibrarySort, locale: string): StorySummary[] {
  const sorted = [...stories];
  if (sort === 'newest') return sorted.sort(byNewest);
  if (sort === 'title') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return sorted.sort((a, b) => collator.compare(a.title, b.title) || byNewest(a, b));
  }
  // Last read first; stories never opened follow, newest first.
  return sorted.sort((a, b) => {
    const readA = a.readingProgress?.lastReadAt ?? '';
    const readB = b.readingProgress?.lastReadAt ?? '';
    return readB.localeCompare(readA) || byNewest(a, b);
  });
}

export function pageCount(total: number, pageSize = LIBRARY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize = LIBRARY_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize = LIBRARY_PAGE_SIZE): T[] {
  const start = (clampPage(page, items.length, pageSize) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** SPEC §9: page numbers appear from 20 stories on. */
export function showsPagination(total: number): boolean {
  return total >= LIBRARY_PAGE_SIZE;
}

/**
 * The page buttons to show: always the first and last, the current one and its neighbours, with
 * 'gap' where pages are skipped (1 … 4 5 6 … 12). Short runs are shown whole.
 */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => wanted.add(p));
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}
