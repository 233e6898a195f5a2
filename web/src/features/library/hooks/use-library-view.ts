import type { StoryLanguage } from '@storyloom/contracts/options';
import type { StorySummary } from '@storyloom/contracts/stories';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchStoriesQuery, userStoriesQuery } from '../api/get-stories';
import { clampPage, filterStories, pageCount, pageSlice, sortStories } from '../utils/library-view';
import type { LibraryParams } from './use-library-params';

export interface LibraryView {
  status: 'loading' | 'error' | 'empty' | 'noResults' | 'ready';
  /** The stories of the current page. */
  stories: StorySummary[];
  /** How many stories match, across all pages. */
  total: number;
  page: number;
  pages: number;
  searching: boolean;
  languages: StoryLanguage[];
  retry: () => void;
}

/**
 * The stories the library shows: every story, or the search results when a term is given
 * (SPEC §4 'Library search'), then narrowed by the filters, sorted and cut into pages.
 */
export function useLibraryView({ query, page, sort, filters }: LibraryParams): LibraryView {
  const { i18n } = useTranslation();
  const all = useQuery(userStoriesQuery);
  const search = useQuery({ ...searchStoriesQuery(query), enabled: query !== '' });
  const source = query ? search : all;

  const matching = useMemo(
    () => sortStories(filterStories(source.data ?? [], filters), sort, i18n.language),
    [source.data, filters, sort, i18n.language],
  );
  const languages = useMemo(() => [...new Set((all.data ?? []).map((story) => story.language))].sort(), [all.data]);

  const current = clampPage(page, matching.length);
  const base = {
    total: matching.length,
    page: current,
    pages: pageCount(matching.length),
    searching: query !== '' && search.isFetching,
    languages,
    retry: () => void source.refetch(),
  };

  if (all.isPending || (query && search.isPending)) return { ...base, status: 'loading', stories: [] };
  if (source.isError) return { ...base, status: 'error', stories: [] };
  if (all.data?.length === 0) return { ...base, status: 'empty', stories: [] };
  if (matching.length === 0) return { ...base, status: 'noResults', stories: [] };
  return { ...base, status: 'ready', stories: pageSlice(matching, current) };
}
