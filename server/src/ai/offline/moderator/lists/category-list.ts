// The shape of one curated list. Terms use the syntax of term-matcher.ts ('kill*', 'kill myself').
// Most terms are in `any`: they mean the same harm whatever the story's language. `en` and `fr` hold
// words that are harmless in the other language ('rape' is grated in French, 'bite' is what a dog does
// in English, 'retard' is 'late' in French), so they are only looked for in texts of their own language.
export interface CategoryList {
  /** The verdict's reason when a term of this list is found. */
  reason: string;
  any: readonly string[];
  en: readonly string[];
  fr: readonly string[];
  /** Harmless phrases that contain a listed word ('water gun', 'killer whale'), in any language. */
  allowed: readonly string[];
}
