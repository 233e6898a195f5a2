// The library's pages (issue 16): the family's stories served a page at a time by the server, each
// with only what a card shows, narrowed by search and filters. GET /api/stories/library.
import { z } from 'zod';
import { STORY_LANGUAGES, THEMES } from './options.ts';
import { STORY_STATUSES, storyFailureSchema } from './stories.ts';

export const LIBRARY_SORTS = ['newest', 'title', 'lastRead'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const READING_STATES = ['unread', 'inProgress', 'finished'] as const;
export type ReadingState = (typeof READING_STATES)[number];
export const LIBRARY_PAGE_MAX = 60;
export const LIBRARY_PAGE_DEFAULT = 24;
export const MAX_SEARCH_TERM = 200;

export const libraryQuerySchema = z.object({
  /** Full text over titles, descriptions and chapters; results then come by relevance. */
  q: z.string().max(MAX_SEARCH_TERM, `At most ${MAX_SEARCH_TERM} characters.`).default(''),
  sort: z.enum(LIBRARY_SORTS, { error: 'Please choose newest, title or lastRead.' }).default('newest'),
  theme: z.enum(THEMES, { error: 'Please choose a known theme.' }).optional(),
  language: z.enum(STORY_LANGUAGES, { error: 'Please choose a known language.' }).optional(),
  state: z.enum(READING_STATES, { error: 'Please choose unread, inProgress or finished.' }).optional(),
  /** The nextCursor of the previous page, as given; absent for the first page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIBRARY_PAGE_MAX).default(LIBRARY_PAGE_DEFAULT),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;
export type LibraryQueryParsed = z.output<typeof libraryQuerySchema>;

/** What a story card shows (library and dashboard), no more. */
export const storyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.string(),
  theme: z.enum(THEMES),
  language: z.enum(STORY_LANGUAGES),
  status: z.enum(STORY_STATUSES),
  /** 0-100 while being written. */
  progress: z.number().int(),
  error: storyFailureSchema.nullable(),
  regenerationCount: z.number().int(),
  bookmarked: z.boolean(),
  /** The family's reading of it: the page reached, of how many; null before it is opened. */
  readingProgress: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), progressPercentage: z.number().int(), lastReadAt: z.string() }).nullable(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

export const libraryPageSchema = z.object({
  items: z.array(storyCardSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many stories match the search and filters, across all pages; on the first page only (null after). */
  total: z.number().int().nullable(),
  /** The languages of the family's stories (for the filter), empty when the library is; first page only (null after). */
  languages: z.array(z.enum(STORY_LANGUAGES)).nullable(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** GET /api/stories/stats: the dashboard's counts over every story of the family, counted by the server. */
export const libraryStatsSchema = z.object({
  created: z.number().int(),
  /** Pages turned past, summed over the family's reading records (the dashboard's reading time). */
  pagesRead: z.number().int(),
  bookmarked: z.number().int(),
  shared: z.number().int(),
});
export type LibraryStats = z.infer<typeof libraryStatsSchema>;
