// The answers a signed-in page's HTML carries (docs/decisions/021): the server asks its own API, with the
// request's own cookie, what the page would ask first (the session, then the library's first page or the
// book and its saved place), and puts the answers in the HTML as a JSON data block; the web app starts
// its query cache from them instead of asking again (two round trips fewer before the first paint on a
// phone). server/src/http/boot-data.ts writes the block, web/src/app/boot-data.ts reads it: both name
// the requests here.

/** The id of the page's <script type="application/json"> data block. */
export const BOOT_DATA_ID = 'boot-data';

/** The library's page size: the first page the server embeds is the one the app would ask for. */
export const LIBRARY_PAGE_SIZE = 20;

/** The library as it opens with no search, filter or sort in its address. */
export const FIRST_LIBRARY_PAGE = `/api/stories/library?limit=${LIBRARY_PAGE_SIZE}`;
export const SESSION_PATH = '/api/auth/user';
export const storyPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;
export const readingProgressPath = (id: string) => `/api/reading-progress/${encodeURIComponent(id)}`;

/** API answers (200 only) by the path and query asked. */
export type BootAnswers = Record<string, unknown>;

/** The book an address opens, if it is a reader's address (/story/{id}). */
export function storyAt(pathname: string): string | undefined {
  const match = /^\/story\/([^/?#]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * What a page's first render waits for, in the order asked: none for other pages (and the session's
 * first, so that nothing else is asked for a visitor who is not signed in). The library only when its
 * address has no query string (a search or a filter is in the address and asks for another page).
 */
export function bootRequests(pathname: string, search: string): string[] {
  if ((pathname === '/library' || pathname === '/library/') && search === '') return [SESSION_PATH, FIRST_LIBRARY_PAGE];
  const story = storyAt(pathname);
  return story ? [SESSION_PATH, storyPath(story), readingProgressPath(story)] : [];
}
