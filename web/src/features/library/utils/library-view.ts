import { LIBRARY_PAGE_SIZE } from '@storyloom/contracts/boot-data';
import { LIBRARY_SORTS, READING_STATES, type LibrarySort, type ReadingState } from '@storyloom/contracts/library';
import type { StoryLanguage, Theme } from '@storyloom/contracts/options';

// How the library is narrowed and ordered. The server applies it (GET /api/stories/library); the
// screen keeps the choices in the address.

/** SPEC §9's 20 stories, now loaded a page at a time as the parent scrolls (the server embeds the first). */
export { LIBRARY_PAGE_SIZE };
export const SORTS = LIBRARY_SORTS;
export { READING_STATES };
export type { LibrarySort, ReadingState };

export interface LibraryFilters {
  theme: Theme | null;
  language: StoryLanguage | null;
  state: ReadingState | null;
}

export const NO_FILTERS: LibraryFilters = { theme: null, language: null, state: null };

export function activeFilterCount(filters: LibraryFilters): number {
  return [filters.theme, filters.language, filters.state].filter((value) => value !== null).length;
}

/** The address of one page of the library for a search, filters and sort. */
/** The query string of one library page (GET /api/stories/library). */
export function libraryQueryString(query: string, sort: LibrarySort, filters: LibraryFilters, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE) });
  if (query) params.set('q', query);
  if (sort !== 'newest') params.set('sort', sort);
  if (filters.theme) params.set('theme', filters.theme);
  if (filters.language) params.set('language', filters.language);
  if (filters.state) params.set('state', filters.state);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
