import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { providersQuery } from '../features/auth/api/identity';
import { sessionQuery } from '../features/auth/api/session';
import { billingInfoQuery } from '../features/billing/api/billing';
import { readBootData, seedBootData } from './boot-data';
import { storyQuery } from '../features/reader/api/get-story';
import { readingProgressQuery } from '../features/reader/api/reading-progress';

/**
 * The first answers a page waits for, asked for before the first render (issue 16): the session at once,
 * beside the catalog and the page's code; a book and its saved place as soon as the session is known to
 * be signed in, rather than after the reader's code has arrived and rendered; the library's first page
 * likewise.
 */
export function requestFirstData(queryClient: QueryClient, pathname: string): void {
  // A signed-in library or book whose HTML carried the answers (boot-data.ts): nothing to ask.
  const boot = readBootData();
  if (boot && seedBootData(queryClient, boot, pathname, window.location.search)) return;
  const session = queryClient.fetchQuery(sessionQuery);
  // What changes a page's layout when it arrives (the Google button's words on /auth, the demo-payments
  // badge above the plans): in before the page's code, so that nothing moves once it is on screen (CLS).
  if (pathname === '/auth') void queryClient.prefetchQuery(providersQuery);
  if (pathname === '/pricing') void queryClient.prefetchQuery(billingInfoQuery);
  // The library's first page as it opens without a search (its view lives in the address), so that its
  // cards and their covers do not wait for the library's code to arrive and ask.
  if (pathname === '/library' && window.location.search === '') {
    // Imported here, not above: the landing page's first load need not carry the library's query (boot.ts
    // is already fetching the library's code, which holds it).
    Promise.all([session, import('../features/library/api/get-stories'), import('../features/library/utils/library-view')])
      .then(([state, { libraryQuery }, { NO_FILTERS }]) => {
        if (state.kind === 'user') void queryClient.prefetchInfiniteQuery(libraryQuery('', 'newest', NO_FILTERS));
      })
      .catch(() => undefined);
    return;
  }
  const story = matchPath('/story/:id', pathname)?.params.id;
  if (!story) {
    session.catch(() => undefined);
    return;
  }
  session.then((state) => {
    if (state.kind !== 'user') return;
    void queryClient.fetchQuery(storyQuery(story)).then(preloadCover, () => undefined);
    void queryClient.prefetchQuery(readingProgressQuery(story));
  }).catch(() => undefined);
}

/**
 * The cover is what a book opens on and its largest picture (Lighthouse's 'largest contentful paint'):
 * asked for as soon as its address is known, so that it is in when the book has been laid out instead of
 * being asked for only then. The browser keeps it for the page's <img>.
 */
function preloadCover(story: { coverImageUrl: string | null }): void {
  if (!story.coverImageUrl) return;
  const image = new Image();
  // An image made in script is asked for at low priority, behind the page's code.
  image.fetchPriority = 'high';
  image.src = story.coverImageUrl;
}
