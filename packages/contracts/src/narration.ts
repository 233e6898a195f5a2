import { z } from 'zod';

/** SPEC §9: the narration voice; the other names select variants and never fail. */
export const NARRATION_VOICES = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'] as const;
export const DEFAULT_VOICE = 'nova';
export const MAX_NARRATE_CHARS = 4000;

/** One spoken word: its place in the narrated text and when it starts in the audio. */
export const wordTimingSchema = z.object({
  word: z.string(),
  start: z.number().int(),
  length: z.number().int(),
  timeMs: z.number(),
});
export type WordTiming = z.infer<typeof wordTimingSchema>;

/** GET …/narration/{page}: one reader page read aloud. */
export const pageNarrationSchema = z.object({
  page: z.number().int(),
  title: z.string(),
  durationMs: z.number().int(),
  /** Where the page's displayed text begins inside the narrated text (-1: nothing displayed is read). */
  contentOffset: z.number().int(),
  words: z.array(wordTimingSchema),
  audioUrl: z.string(),
  /** True when served from storage rather than synthesised for this request. */
  cached: z.boolean(),
});
export type PageNarration = z.infer<typeof pageNarrationSchema>;
