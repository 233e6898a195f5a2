// The library's query keys, in a file of their own: the app's first code (app/boot-data.ts) names the
// first page's key without carrying the library's code. Shared with the dashboard and the generator
// (['stories', ...]), so a change made there refreshes every list of stories at once; library pages sit
// under ['stories', 'user'], which the generator refreshes when a story is written.
export const LIBRARY_KEY = ['stories', 'user', 'library'] as const;

/** The key of the library as it opens: no search, newest first, no filter (libraryQuery's key for those). */
export const libraryKey = [...LIBRARY_KEY, { query: '', sort: 'newest', theme: null, language: null, state: null }] as const;
