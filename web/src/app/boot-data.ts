// A signed-in page's first answers, written into its HTML by the server (server/src/http/boot-data.ts,
// docs/decisions/021): the session and the library's first page, or the book and its saved place. The
// query cache starts from them, so the page renders as soon as its code has run, without asking.
import { BOOT_DATA_ID, FIRST_LIBRARY_PAGE, readingProgressPath, SESSION_PATH, storyAt, storyPath, type BootAnswers } from '@storyloom/contracts/boot-data';
import type { DbUser } from '@storyloom/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery, type SessionState } from '../features/auth/api/session';
import { libraryKey } from '../features/library/api/library-key';
import { storyQuery } from '../features/reader/api/get-story';
import { readingProgressQuery } from '../features/reader/api/reading-progress';

/** The page's boot data, if the server sent any (a block that does not parse is ignored). */
export function readBootData(): BootAnswers | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as BootAnswers) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers the address asks for in the cache, as the queries would have stored them. Returns
 * whether the session was among them (then nothing needs asking before the first render).
 */
export function seedBootData(queryClient: QueryClient, answers: BootAnswers, pathname: string, search: string): boolean {
  const user = answers[SESSION_PATH];
  if (!user) return false;
  const session: SessionState = { kind: 'user', user: user as DbUser };
  queryClient.setQueryData(sessionQuery.queryKey, session);
  const library = answers[FIRST_LIBRARY_PAGE];
  if (library && pathname === '/library' && search === '') {
    queryClient.setQueryData(libraryKey, { pages: [library], pageParams: [undefined] });
  }
  const story = storyAt(pathname);
  if (story !== undefined) {
    const book = answers[storyPath(story)];
    if (book) queryClient.setQueryData(storyQuery(story).queryKey, book as never);
    const path = readingProgressPath(story);
    // null is an answer (never opened); missing is not.
    if (path in answers) queryClient.setQueryData(readingProgressQuery(story).queryKey, answers[path] as never);
  }
  return true;
}
