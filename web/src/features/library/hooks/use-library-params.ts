import { STORY_LANGUAGES, THEMES, type StoryLanguage, type Theme } from '@storyloom/contracts/options';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, READING_STATES, SORTS, type LibraryFilters, type LibrarySort, type ReadingState } from '../utils/library-view';

function pick<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export interface LibraryParams {
  query: string;
  sort: LibrarySort;
  filters: LibraryFilters;
}

/**
 * The library's view lives in the address (?q=&sort=&theme=&language=&state=), so a reload, the
 * back button or a shared address shows the same list.
 */
export function useLibraryParams() {
  const [params, setParams] = useSearchParams();

  const value = useMemo<LibraryParams>(() => {
    return {
      query: params.get('q') ?? '',
      sort: pick(SORTS, params.get('sort')) ?? 'newest',
      filters: {
        theme: pick<Theme>(THEMES, params.get('theme')),
        language: pick<StoryLanguage>(STORY_LANGUAGES, params.get('language')),
        state: pick<ReadingState>(READING_STATES, params.get('state')),
      },
    };
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(key);
            else next.set(key, v);
          }
          // Addresses from before the list loaded as one scrolls had a page number.
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const actions = useMemo(
    () => ({
      setQuery: (query: string) => update({ q: query.trim() }),
      setSort: (sort: LibrarySort) => update({ sort: sort === 'newest' ? null : sort }),
      setFilters: (filters: LibraryFilters) => update({ theme: filters.theme, language: filters.language, state: filters.state }),
      clearFilters: () => update({ theme: NO_FILTERS.theme, language: NO_FILTERS.language, state: NO_FILTERS.state }),
      clearAll: () => update({ q: null, theme: null, language: null, state: null }),
    }),
    [update],
  );

  return { ...value, ...actions };
}
