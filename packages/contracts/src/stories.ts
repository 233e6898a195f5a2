import { z } from 'zod';
import {
  AGE_GROUPS, CHARACTERS, MAX_CHILD_NAME, MAX_CUSTOM_PROMPT, MORAL_LESSONS, STORY_LANGUAGES,
  STORY_LENGTHS, THEMES,
} from './options.ts';
import { ART_STYLES, childLookSchema, DEFAULT_ART_STYLE } from './illustration.ts';

/** POST /api/stories/generate (SPEC §3 'Generation request'). */
export const generationRequestSchema = z.object({
  character: z.enum(CHARACTERS, { error: 'Please choose a character.' }),
  theme: z.enum(THEMES, { error: 'Please choose a theme.' }),
  length: z.enum(STORY_LENGTHS).default('medium'),
  language: z.enum(STORY_LANGUAGES, { error: 'Please choose a language.' }).default('english'),
  ageGroup: z.enum(AGE_GROUPS).default('5-8'),
  moralLesson: z.union([z.enum(MORAL_LESSONS), z.literal('')]).default(''),
  childName: z.string().trim().max(MAX_CHILD_NAME, `At most ${MAX_CHILD_NAME} characters.`).default(''),
  customPrompt: z.string().trim().max(MAX_CUSTOM_PROMPT, `At most ${MAX_CUSTOM_PROMPT} characters.`).default(''),
  /** How the child is drawn on every page; absent: the characters' own looks. */
  childLook: childLookSchema.optional(),
  /** Non-classic styles need a plan that includes them (403 art_style_locked). */
  artStyle: z.enum(ART_STYLES, { error: 'Please choose an art style.' }).default(DEFAULT_ART_STYLE),
});
export type GenerationRequest = z.input<typeof generationRequestSchema>;

/**
 * The header that makes POST /api/stories/generate safe to send again (decision 025): a UUID made once
 * per submission and kept when that submission is sent again (a double click, a dropped connection).
 * The same key from the same family answers the first request's story, without a second credit.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const generateHeadersSchema = z.looseObject({
  // Fastify gives header names in lower case; the other headers (the session, the cookie) pass through.
  'idempotency-key': z.uuid({ error: `${IDEMPOTENCY_KEY_HEADER} must be a UUID, made once per submission.` }).optional(),
});

export const STORY_STATUSES = ['queued', 'writing', 'illustrating', 'ready', 'failed'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/**
 * Why a story failed, as stored and sent: a code the web translates (errors.storyFailure.<code>), never
 * a sentence in one language. The technical reason is kept apart, for administrators only.
 */
export const STORY_FAILURES = ['generation_failed', 'regeneration_failed'] as const;
export type StoryFailure = (typeof STORY_FAILURES)[number];
export const storyFailureSchema = z.enum(STORY_FAILURES);

export const chapterSchema = z.object({
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  /** What the picture shows, in the story's language (its alt text); '' when not known. */
  imageAlt: z.string(),
  page: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const readingProgressSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  currentPage: z.number().int().min(0),
  totalPages: z.number().int().min(1),
  progressPercentage: z.number().int().min(0).max(100),
  lastReadAt: z.string(),
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

export const storySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.string(),
  theme: z.enum(THEMES),
  character: z.enum(CHARACTERS),
  language: z.enum(STORY_LANGUAGES),
  ageGroup: z.enum(AGE_GROUPS),
  length: z.enum(STORY_LENGTHS),
  status: z.enum(STORY_STATUSES),
  /** 0-100, SPEC §4 'Generation'. */
  progress: z.number().int(),
  error: storyFailureSchema.nullable(),
  chapterCount: z.number().int(),
  regenerationCount: z.number().int(),
  bookmarked: z.boolean(),
  shared: z.boolean(),
  readingProgress: readingProgressSchema.nullable(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storySchema = storySummarySchema.extend({ chapters: z.array(chapterSchema) });
export type Story = z.infer<typeof storySchema>;

/**
 * The new story's id, and which writer is at work: the built-in storyteller ('offline', seconds) or an
 * AI service ('service', the first chapter within about a minute), so the generator's estimate is true.
 */
export const generateResponseSchema = z.object({ id: z.string(), writer: z.enum(['offline', 'service']) });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/**
 * Why a deleted story's credit came back or did not (DECISIONS.md 'Plans and limits'): it comes
 * back only for a story of this month never used: never exported, shared or read past chapter 1.
 */
export const CREDIT_OUTCOMES = ['returned', 'exported', 'shared', 'read', 'earlier_month', 'already_returned'] as const;
export type CreditOutcome = (typeof CREDIT_OUTCOMES)[number];

/** The ways a story counts as used, recorded the first time one happens. */
export const STORY_USES = ['exported', 'shared', 'read'] as const;
export type StoryUse = (typeof STORY_USES)[number];

export const deleteStoryResponseSchema = z.object({
  deleted: z.literal(true),
  deletedAt: z.string(),
  creditRestored: z.boolean(),
  credit: z.enum(CREDIT_OUTCOMES),
  storiesRemaining: z.number().int(),
  storiesPerMonth: z.number().int(),
});
export type DeleteStoryResponse = z.infer<typeof deleteStoryResponseSchema>;

/** Server-sent progress event for a story being written (and the polling answer). */
export const storyProgressSchema = z.object({
  id: z.string(),
  status: z.enum(STORY_STATUSES),
  progress: z.number().int(),
  chaptersDone: z.number().int(),
  chapterCount: z.number().int(),
  error: storyFailureSchema.nullable(),
});
export type StoryProgress = z.infer<typeof storyProgressSchema>;

export const saveProgressBodySchema = z.object({
  storyId: z.string().min(1),
  currentPage: z.number().int().min(0),
  totalPages: z.number().int().min(1),
  progressPercentage: z.number().int().min(0).max(100).optional(),
});

/** SPEC §9: reader pages = chapters + 3; percent = round(page / (total - 1) * 100). */
export function readerPageCount(chapterCount: number): number {
  return chapterCount + 3;
}
export function progressPercent(page: number, totalPages: number): number {
  if (totalPages <= 1) return 100;
  return Math.round((page / (totalPages - 1)) * 100);
}

/** GET /api/stories/user and /api/stories/search. */
export const storySummaryListSchema = z.array(storySummarySchema);
export const readingProgressListSchema = z.array(readingProgressSchema);
/** GET /api/reading-progress/:storyId: null before the first page is turned. */
export const readingProgressOrNullSchema = readingProgressSchema.nullable();

/** POST /api/stories/:id/regenerate: the story is queued again under its next generation. */
export const regenerateResponseSchema = z.object({ id: z.string(), regenerationCount: z.number().int() });
export type RegenerateResponse = z.infer<typeof regenerateResponseSchema>;

export const bookmarkBodySchema = z.object({ bookmarked: z.boolean() });
export const bookmarkResponseSchema = bookmarkBodySchema;
