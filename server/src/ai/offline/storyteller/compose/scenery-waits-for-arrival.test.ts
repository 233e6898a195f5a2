// An editor read 'Smooth grey pebbles lay in a long curve, sorted by the waves' while Emma and Grandma were still
// setting off down the road, and only then 'They came round the last corner, and there it was: the beach'. A chapter
// that travels to its place (a set-off, a journey) tells that place's scenery once the cast is there: after the way
// (the journey), or after what they do on arriving when the chapter only sets off. Both languages.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { requestGrid } from '../../story-lint/request-grid.ts';
import type { StoryRequest } from '../../../types.ts';

const TRAVEL = new Set(['set-off', 'journey']);
const DAYS: StoryRequest[] = ['a trip to the beach', 'a day at the swimming pool', 'going to the zoo with grandpa', 'une journée à la plage', 'une sortie à la piscine avec papi'].flatMap((idea, i) =>
  [1, 2, 3, 4, 5, 6].map((seed): StoryRequest => ({
    character: 'curious-mouse', theme: 'adventure', language: idea.startsWith('une') ? 'french' : 'english', length: 'long',
    ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3] ?? '5-8', moralLesson: 'none', childName: i % 2 ? 'Emma' : '', customPrompt: idea, seed,
  })));

describe('scenery waits for the arrival', () => {
  it('a chapter that travels to its place describes it only once they are there', () => {
    const early: string[] = [];
    let travelling = 0;
    for (const { plan, book } of [...DAYS, ...requestGrid(30)].map((r) => tellStory(r))) {
      for (const [i, chapter] of book.chapters.entries()) {
        const at = plan.chapters[i];
        if (!at || at.place === 'home' || !at.events.some((e) => TRAVEL.has(e.kind))) continue;
        const kinds = chapter.parts.map((p) => p.kind);
        const scenery = kinds.indexOf('texture:scenery');
        if (scenery < 0) continue;
        travelling += 1;
        const lastWay = kinds.findLastIndex((k) => TRAVEL.has(k));
        // Only set off: the scenery waits for the first thing done there, too.
        const arrived = kinds[lastWay] === 'set-off' ? kinds.findIndex((k, j) => j > lastWay && !k.startsWith('texture') && !k.startsWith('moral')) : lastWay;
        if (scenery < lastWay || (arrived >= 0 && scenery < arrived)) early.push(`${plan.lang} ch${i} [${kinds.join(',')}]: ${chapter.parts[scenery]?.text}`);
      }
    }
    expect(travelling).toBeGreaterThan(20);
    expect(early).toEqual([]);
  });
});
