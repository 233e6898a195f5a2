import { useEffect, useRef, useState } from 'react';
import type { StoryLanguage } from '@storyloom/contracts/options';
import type { LibraryFilters, LibrarySort as Sort } from '../utils/library-view';
import { LibraryFiltersButton } from './library-filters';
import { LibrarySearch } from './library-search';
import { LibrarySort } from './library-sort';

const SEARCH_DEBOUNCE_MS = 500;

interface LibraryToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  searching: boolean;
  filters: LibraryFilters;
  languages: StoryLanguage[];
  onFilters: (filters: LibraryFilters) => void;
  onClearFilters: () => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

export function LibraryToolbar(props: LibraryToolbarProps) {
  const { query, onQuery } = props;
  const [term, setTerm] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The address changed by itself (back button, 'clear filters'): the box follows. Adjusted while
  // rendering, so the box never shows a stale word for a frame.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (term.trim() !== query) setTerm(query);
  }

  // SPEC §4 'Library search': the term is searched once typing pauses for 500 ms.
  function type(value: string) {
    setTerm(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onQuery(value), SEARCH_DEBOUNCE_MS);
  }

  function clear() {
    window.clearTimeout(timer.current);
    setTerm('');
    onQuery('');
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <LibrarySearch
        value={term}
        onChange={type}
        onClear={clear}
        searching={props.searching}
      />
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 sm:flex">
        <LibraryFiltersButton filters={props.filters} languages={props.languages} onChange={props.onFilters} onClear={props.onClearFilters} />
        <LibrarySort value={props.sort} onChange={props.onSort} />
      </div>
    </div>
  );
}
