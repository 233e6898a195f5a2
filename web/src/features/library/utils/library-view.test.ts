import { describe, expect, it } from 'vitest';
import { activeFilterCount, libraryPath, NO_FILTERS } from './library-view';

describe('library view', () => {
  it('counts the filters in use', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ theme: 'magic', language: null, state: 'finished' })).toBe(2);
  });

  it('asks the server for one page with the search, sort, filters and cursor', () => {
    expect(libraryPath('', 'newest', NO_FILTERS)).toBe('/api/stories/library?limit=20');
    expect(libraryPath('dragon rouge', 'title', { theme: 'magic', language: 'french', state: 'unread' }, 'abc')).toBe(
      '/api/stories/library?limit=20&q=dragon+rouge&sort=title&theme=magic&language=french&state=unread&cursor=abc',
    );
  });
});
