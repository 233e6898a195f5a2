import { ADMIN_DEFAULT_PAGE_SIZE, type AdminSort } from '@storyloom/contracts/admin';
import { useEffect, useState } from 'react';
import type { ListParams } from '../api/admin-api';

/** How long typing rests before the search is sent (the library's 500 ms felt slow for operators). */
const SEARCH_DEBOUNCE_MS = 350;

/** A list's search, page, order and filter; a new search or order starts again at page 1. */
export function useListParams(initialFilter?: 'all' | 'unread') {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<AdminSort>('newest');
  const [filter, setFilterState] = useState(initialFilter);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(input.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const params: ListParams = { q, page, pageSize: ADMIN_DEFAULT_PAGE_SIZE, sort, filter };
  return {
    params,
    input,
    setInput,
    setPage,
    setSort: (next: AdminSort) => {
      setSortState(next);
      setPage(1);
    },
    setFilter: (next: 'all' | 'unread') => {
      setFilterState(next);
      setPage(1);
    },
  };
}
