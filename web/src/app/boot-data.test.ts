// @vitest-environment happy-dom
import { FIRST_LIBRARY_PAGE, bootRequests } from '@storyloom/contracts/boot-data';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQuery } from '../features/auth/api/session';
import { libraryQuery } from '../features/library/api/get-stories';
import { libraryQueryString, NO_FILTERS } from '../features/library/utils/library-view';
import { storyQuery } from '../features/reader/api/get-story';
import { readingProgressQuery } from '../features/reader/api/reading-progress';
import { readBootData, seedBootData } from './boot-data';
import { createQueryClient } from './query-client';

const user = { id: 'u1', email: 'camille@example.com' };
const page = { items: [{ id: 's1', title: 'Hoot' }], nextCursor: null, total: 1, languages: ['english'] };

// The server embeds what the page would ask first (server/src/http/boot-data.ts): under the keys the
// pages read, or the page asks again (a round trip the boot data is there to save).
describe('boot data', () => {
  afterEach(() => document.body.replaceChildren());

  it('is asked for at the address the library asks for its first page', () => {
    expect(FIRST_LIBRARY_PAGE).toBe(`/api/stories/library?${libraryQueryString('', 'newest', NO_FILTERS)}`);
    expect(bootRequests('/library', '')).toContain(FIRST_LIBRARY_PAGE);
    expect(bootRequests('/library', '?q=owl')).toEqual([]);
    expect(bootRequests('/story/a%20b', '')).toEqual(['/api/auth/user', '/api/stories/a%20b', '/api/reading-progress/a%20b']);
    expect(bootRequests('/account', '')).toEqual([]);
  });

  it("fills the library's first page where the library reads it", () => {
    const client = createQueryClient();
    expect(seedBootData(client, { '/api/auth/user': user, [FIRST_LIBRARY_PAGE]: page }, '/library', '')).toBe(true);
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual({ kind: 'user', user });
    expect(client.getQueryData(libraryQuery('', 'newest', NO_FILTERS).queryKey)).toEqual({ pages: [page], pageParams: [undefined] });
  });

  it('fills the book and its saved place (null: never opened) for the book the address names', () => {
    const client = createQueryClient();
    const book = { id: 'a b', title: 'Hoot', chapters: [] };
    seedBootData(client, { '/api/auth/user': user, '/api/stories/a%20b': book, '/api/reading-progress/a%20b': null }, '/story/a%20b', '');
    expect(client.getQueryData(storyQuery('a b').queryKey)).toEqual(book);
    expect(client.getQueryState(readingProgressQuery('a b').queryKey)?.status).toBe('success');
    // Another address's answers are not taken for this one's.
    expect(client.getQueryData(storyQuery('other').queryKey)).toBeUndefined();
  });

  it('fills nothing without the session', () => {
    const client = createQueryClient();
    expect(seedBootData(client, { [FIRST_LIBRARY_PAGE]: page }, '/library', '')).toBe(false);
    expect(client.getQueryData(sessionQuery.queryKey)).toBeUndefined();
  });

  it("reads the page's data block, and ignores one that does not parse", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent = '{"/api/auth/user":{"title":"\\u003c/script>"}}';
    document.body.append(block);
    expect(readBootData()).toEqual({ '/api/auth/user': { title: '</script>' } });
    block.textContent = '{broken';
    expect(readBootData()).toBeNull();
  });
});
