// Blind editors marked a scenery line dropped between plot lines ('A row of bean poles stood like a wigwam with
// nobody inside', 'A mountain goat watched them from a ledge') as filler breaking the thread. A chapter where something
// happens (a try, a complication, the turning point) looks around only when the cast has just arrived there, in one
// short sentence; quiet chapters (the opening, the night, the homecoming) keep their scenery. Both languages.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { strayScenery } from '../../story-lint/place-and-scenery-checks.ts';
import type { StoryRequest } from '../../../types.ts';
import { arrivesIn, PLOT_BEATS } from './chapter-texture.ts';

const IDEAS = ['Hugo builds a robot', 'our cat is lost', 'a race against the fastest hare', 'afraid of the dark', 'Léo a perdu son doudou', 'une course de vélo contre son cousin', 'faire un gâteau avec papa'];
const BOOKS: StoryRequest[] = IDEAS.flatMap((idea, i) => (['medium', 'long'] as const).map((length, j): StoryRequest => ({
  character: 'little-bear', theme: 'adventure', language: /[éè]|^(?:une|faire)/.test(idea) ? 'french' : 'english', length,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[(i + j) % 3] ?? '5-8', moralLesson: 'none', childName: 'Hugo', customPrompt: idea, seed: 3 + i,
})));

describe('a chapter with plot has no stray scenery', () => {
  it('the robot book looks around only in quiet chapters and where the cast arrives', () => {
    const { plan, book } = tellStory({ character: 'little-bear', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '5-8', moralLesson: 'none', childName: 'Hugo', customPrompt: 'Hugo builds a robot', seed: 3 });
    const looks = book.chapters.flatMap((c, i) => (c.parts.some((p) => p.kind === 'texture:scenery') ? [i] : []));
    const plotted = (i: number): boolean => plan.chapters[i]?.events.some((e) => PLOT_BEATS.has(e.kind)) ?? false;
    expect(looks.filter((i) => plotted(i) && !arrivesIn(plan, i))).toEqual([]);
    // The helper's chapter in the garden and the turning point on the mountain are told without a look around.
    expect(looks.filter((i) => plotted(i)).length).toBeLessThan(plan.chapters.filter((_c, i) => plotted(i)).length);
  });

  it('over several plots, ages and both languages, no plotted chapter has a stray look around', () => {
    let quietScenery = 0;
    const found: string[] = [];
    for (const { plan, book } of BOOKS.map((r) => tellStory(r))) {
      found.push(...strayScenery(plan, book).map((f) => `${plan.lang} ${plan.plot} ch${f.chapter + 1}: ${f.detail}`));
      quietScenery += book.chapters.filter((c, i) => !plan.chapters[i]?.events.some((e) => PLOT_BEATS.has(e.kind)) && c.parts.some((p) => p.kind === 'texture:scenery')).length;
    }
    expect(found).toEqual([]);
    // The places are still described where nothing is happening: the opening, the night, the way home.
    expect(quietScenery).toBeGreaterThan(BOOKS.length);
  });
});
