import type { StoryLanguage } from '@storyloom/contracts/options';
import type { StoryCard } from '@storyloom/contracts/library';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { libraryQuery } from '../api/get-stories';
import type { LibraryParams } from './use-library-params';

export interface LibraryView {
  status: 'loading' | 'error' | 'empty' | 'noResults' | 'ready';
  /** The stories loaded so far, in the server's order. */
  stories: StoryCard[];
  /** How many stories match, across all pages. */
  total: number;
  searching: boolean;
  languages: StoryLanguage[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The stories the library shows (SPEC §4 'Library search'): the server searches, filters and sorts,
 * and sends them a page at a time; the next page is asked for as the parent reaches the end.
 */
export function useLibraryView({ query, sort, filters }: LibraryParams): LibraryView {
  const pages = useInfiniteQuery(libraryQuery(query, sort, filters));
  const stories = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const first = pages.data?.pages[0];
  const base = {
    stories,
    total: first?.total ?? 0,
    searching: query !== '' && pages.isFetching && !pages.isFetchingNextPage,
    languages: first?.languages ?? [],
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void (pages.hasNextPage && !pages.isFetchingNextPage && pages.fetchNextPage()),
    retry: () => void pages.refetch(),
  };

  if (pages.isPending) return { ...base, status: 'loading', stories: [] };
  if (pages.isError && !pages.data) return { ...base, status: 'error', stories: [] };
  // No language at all: the family has no story yet, whatever is searched.
  if (first?.languages?.length === 0) return { ...base, status: 'empty', stories: [] };
  if (stories.length === 0) return { ...base, status: 'noResults' };
  return { ...base, status: 'ready' };
}
