import { describe, expect, it } from 'vitest';
import { activeFilterCount, libraryQueryString, NO_FILTERS } from './library-view';

describe('library view', () => {
  it('counts the filters in use', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ theme: 'magic', language: null, state: 'finished' })).toBe(2);
  });

  it('asks the server for one page with the search, sort, filters and cursor', () => {
    expect(libraryQueryString('', 'newest', NO_FILTERS)).toBe('limit=20');
    expect(libraryQueryString('dragon rouge', 'title', { theme: 'magic', language: 'french', state: 'unread' }, 'abc')).toBe(
      'limit=20&q=dragon+rouge&sort=title&theme=magic&language=french&state=unread&cursor=abc',
    );
  });
});
