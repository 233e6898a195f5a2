// Faults found reading books (issue 10): 'going camping with dad' fetched sticks for the campfire before the tent
// was out of its bag, then went home to the cottage to sleep ('that tent will be our house in the wood'). A camping
// day's tries are told in their order (the tent out of the bag, its pegs, then the campfire: tellings' `step`), and
// its night is spent in the tent in the wood, by the campfire (plan/one-day-shapes.yaml 'nights-out').
import { describe, expect, it } from 'vitest';
import type { StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, length: StoryLength): StoryRequest => ({
  character: (['curious-mouse', 'little-bear'] as const)[seed % 2]!, theme: 'adventure', length, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing'] as const)[seed % 2]!, childName: 'Mia', customPrompt, seed,
});
const tries = (told: ReturnType<typeof tellStory>): string[] => told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'try').map((p) => p.text);

const CASES = [
  ['going camping with dad', 'english', /tent came out|Out came the tent|opened the bag|tipped the bag/, /peg/, /campfire/, /tent|sleeping bag/],
  ['camper sous la tente avec tonton', 'french', /ouvrirent le sac|vidèrent le sac/, /sardine/, /feu/, /tente|sac de couchage/],
] as const;

describe('a camping day', () => {
  it.each(CASES)('"%s": the tent comes out of its bag before its pegs go in, and both before the campfire', (idea, language, bag, pegs, fire) => {
    for (const length of ['medium', 'long'] as const) {
      for (let seed = 1; seed <= 8; seed++) {
        const said = tries(tellStory(request(idea, language, seed, length)));
        const at = (re: RegExp): number => said.findIndex((t) => re.test(t));
        const [b, p, f] = [at(bag), at(pegs), at(fire)];
        expect(b, `${length} seed ${seed}: ${said.join(' | ')}`).toBe(0);
        if (p >= 0) expect(p, `${length} seed ${seed}`).toBeGreaterThan(b);
        if (f >= 0) expect(f, `${length} seed ${seed}`).toBeGreaterThan(Math.max(b, p));
      }
    }
  });

  it.each(CASES)('"%s": the night is spent in the tent in the wood, not at home', (idea, language, _bag, _pegs, _fire, tent) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const told = tellStory(request(idea, language, seed, length));
        const last = told.plan.chapters.at(-1)!;
        expect(last.place, `${length} seed ${seed}`).toBe('far');
        expect(told.plan.places.find((p) => p.role === 'far')?.id, `${length} seed ${seed}`).toBe('wood');
        const end = told.book.chapters.at(-1)!.parts.filter((p) => p.kind === 'homecoming').map((p) => p.text).join(' ');
        expect(end, `${length} seed ${seed}`).toMatch(tent);
        expect(end, `${length} seed ${seed}`).not.toMatch(/cottage|chaumière|back home|à la maison|tucked .* in bed/i);
      }
    }
  });
});
