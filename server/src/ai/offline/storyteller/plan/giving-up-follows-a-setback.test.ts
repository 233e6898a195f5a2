// Read at bedtime: 'Emma and Grandpa build a treehouse' (perseverance) had Emma despair — 'It went wrong again, in
// exactly the same way as before' — right after the planks were fetched, when nothing had gone wrong yet; the
// wall fell two chapters later. The wish to give up now follows the last try or setback before the turning
// point, where 'One more time' turns the story. And a treehouse's setback is one its fixes answer (a wall that
// sways), never rain through a hole that a triangle on the wall could not mend.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const IDEAS = ['Emma and Grandpa build a treehouse', 'a lost teddy', '', 'Leo wants to win the sack race', 'a storm at the lighthouse'];
const CHARACTERS = ['little-bear', 'brave-knight', 'curious-mouse', 'friendly-dragon'] as const;

const request = (customPrompt: string, seed: number, language: 'english' | 'french'): StoryRequest => ({
  character: CHARACTERS[seed % CHARACTERS.length]!, theme: 'family', length: (['medium', 'long'] as const)[seed % 2]!, language,
  ageGroup: (['5-8', '8-12'] as const)[seed % 2]!, moralLesson: 'perseverance', childName: language === 'english' ? 'Emma' : 'Léa', customPrompt, seed,
});

describe('in a perseverance book, the wish to give up follows a setback', () => {
  it.each(IDEAS.flatMap((idea) => [1, 2, 3].flatMap((seed) => [[idea, seed, 'english'], [idea, seed, 'french']] as const)))('"%s" seed %i (%s)', (idea, seed, language) => {
    const { plan } = tellStory(request(idea, seed, language));
    const events = plan.chapters.flatMap((c) => c.events);
    const turn = events.findIndex((e) => e.kind === 'turning-point');
    const setbacks = events.slice(0, turn).filter((e) => e.kind === 'try' || e.kind === 'complication');
    const giveUp = events.filter((e) => e.moral && (e.kind === 'try' || e.kind === 'complication'));
    expect(giveUp).toHaveLength(1);
    expect(giveUp[0]).toBe(setbacks.at(-1));
  });

  it.each([1, 2, 3, 4, 5, 6])('a treehouse that goes wrong is one its fixes mend (seed %i)', (seed) => {
    for (const language of ['english', 'french'] as const) {
      const text = tellStory(request(IDEAS[0]!, seed, language)).book.chapters.map((c) => c.content).join('\n');
      expect(text).not.toMatch(/hole in the middle|trou au milieu|began to rain|se mit à pleuvoir/);
    }
  });
});
