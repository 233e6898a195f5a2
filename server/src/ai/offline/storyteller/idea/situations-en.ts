// The situations an English idea can be in (idea/types.ts), read from idea/situations-en.yaml and checked
// at start: a situation the planner does not know, or a pattern that does not compile, stops the server.
import { z } from 'zod';
import { ContentError, readYaml } from '../content/read-yaml.ts';
import { SITUATIONS, type Situation } from './types.ts';

const schema = z.strictObject({
  // A list, not a map: one situation may come back later in the order with less specific patterns.
  situations: z.array(z.strictObject({ situation: z.enum(SITUATIONS.filter((s) => s !== 'none') as [Exclude<Situation, 'none'>]), patterns: z.array(z.string().min(1)).min(1) })),
  'situation-words': z.array(z.string().min(1)),
  'feared-doings': z.array(z.strictObject({ after: z.string().min(1), fear: z.string().min(1), thing: z.string().min(1), plural: z.boolean().optional() })),
});

const FILE = new URL('./situations-en.yaml', import.meta.url);
const raw = readYaml(FILE, schema);

function compile(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch (e) {
    throw new ContentError(`storyteller content: ${FILE.pathname}: bad pattern ${source}: ${(e as Error).message}`);
  }
}

/** In the file's order, most specific first; a situation's patterns are one alternation. */
const PATTERNS = raw.situations.map(({ situation, patterns }) => [situation, compile(patterns.join('|'))] as const);

/** Words that say the situation, not what the thing is like: never kept as adjectives. */
export const SITUATION_WORDS: ReadonlySet<string> = new Set(raw['situation-words']);

/** Fears of doing something ("scared of flying") and the thing a story can walk up to instead (the big sky). */
export const FEARED_DOINGS = raw['feared-doings'].map((f) => ({ ...f, after: compile(f.after) }));

export function findSituation(text: string): { situation: Situation; at: number; end: number; words: string } {
  for (const [situation, re] of PATTERNS) {
    const m = re.exec(text);
    if (m) return { situation, at: m.index, end: m.index + m[0].length, words: m[0].trim() };
  }
  return { situation: 'none', at: -1, end: -1, words: '' };
}
