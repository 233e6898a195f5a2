// Test support for the plan tests: one request per seed, spread over the option grid (character, theme, length,
// age and moral all move with the seed), so a handful of seeds reads books of every size; and a book's words of
// one kind of event ('resolution', 'problem').
import type { Character, MoralLesson, Theme } from '@storyloom/contracts/options';
import type { StoryRequest } from '../../../types.ts';
import type { Book } from '../compose/write-book.ts';

export interface Spread {
  characters?: readonly Character[];
  themes?: readonly Theme[];
  morals?: readonly MoralLesson[];
}

export function spreadRequest(customPrompt: string, language: 'english' | 'french', seed: number, childName: string, spread: Spread = {}): StoryRequest {
  const characters = spread.characters ?? ['little-bear', 'curious-mouse', 'brave-knight'];
  const themes = spread.themes ?? ['adventure', 'family', 'learning'];
  const morals = spread.morals ?? ['none', 'sharing', 'perseverance', 'honesty'];
  return {
    character: characters[seed % characters.length]!, theme: themes[seed % themes.length]!, length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
    ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: morals[seed % morals.length]!, childName, customPrompt, seed,
  };
}

/** The words of a book told for one kind of event. */
export const partOf = (book: Book, kind: string): string => book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === kind).map((p) => p.text).join(' ');
