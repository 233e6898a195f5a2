// Issue 10, an editor's read of long books: in « La grande course » (no idea, clever-princess, adventure) the snail
// tripped on a root in one chapter and, in the next, "venait de trébucher" again: the rival fell twice, and the
// first fall was left lying in the dust. A told beat now carries what it made happen ('sets: [rival-down]') to
// every later beat, and the turning point then helps that fallen rival up instead of telling a new fall.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['clever-princess', 'little-bear', 'brave-knight', 'playful-cat'] as const)[seed % 4]!, theme: 'adventure', length: 'long', language,
  ageGroup: (['5-8', '8-12'] as const)[seed % 2]!, moralLesson: (['perseverance', 'empathy', 'honesty', 'none'] as const)[seed % 4]!, customPrompt, childName: '', seed,
});

const FELL = { english: /trip over a root|tripped and fell/, french: /buter sur une racine|trébucha et tomba/ };
const FELL_AGAIN = { english: /trip|tumble|fell/, french: /trébuch|buter|tomb/ };
const HELPED_UP = { english: /Lean on me/, french: /Appuie-toi sur moi/ };

describe('a rival who fell in the race falls once', () => {
  it.each([['a race against a snail', 'english'], ['une course contre un escargot', 'french'], ['', 'french']] as const)('"%s" (%s): the turning point helps the fallen rival up', (idea, language) => {
    let fallen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      if (plan.plot !== 'win-race') continue;
      const parts = book.chapters.flatMap((c) => c.parts);
      if (!parts.some((p) => p.kind === 'complication' && FELL[language].test(p.text))) continue;
      fallen++;
      const turn = parts.find((p) => p.kind === 'turning-point')?.text ?? '';
      expect(turn, `seed ${seed}`).not.toMatch(FELL_AGAIN[language]);
      expect(turn, `seed ${seed}`).toMatch(HELPED_UP[language]);
    }
    if (idea) expect(fallen).toBeGreaterThan(0);
  });

  it('« La grande course », told with no idea, helps up the snail that fell', () => {
    const { plan, book } = tellStory({ character: 'clever-princess', theme: 'adventure', length: 'long', language: 'french', ageGroup: '8-12', moralLesson: 'perseverance', customPrompt: '', childName: '', seed: 2 });
    expect(plan.plot).toBe('win-race');
    const text = book.chapters.map((c) => c.content).join('\n');
    expect(text).toMatch(/buter sur une racine/);
    expect(text).not.toMatch(/venait de trébucher/);
    expect(text).toMatch(/Appuie-toi sur moi/);
  });

  it('dragons who fell are spoken to as dragons (« jusqu’aux dragons », « Appuyez-vous »)', () => {
    const { plan, book } = tellStory({ character: 'little-bear', theme: 'bravery', length: 'long', language: 'french', ageGroup: '5-8', moralLesson: 'honesty', customPrompt: 'les dragons', childName: '', seed: 8 });
    expect(plan.plot).toBe('win-race');
    const text = book.chapters.map((c) => c.content).join('\n');
    expect(text).toMatch(/jusqu'aux dragons/);
    expect(text).toMatch(/Appuyez-vous sur moi/);
    expect(text).not.toMatch(/jusqu'à les dragons|dragons venaient de trébucher et se tenait /);
  });
});
