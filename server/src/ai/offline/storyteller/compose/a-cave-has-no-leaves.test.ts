// Fault found reading books: 'a pirate looking for buried treasure' searched a cave "under every leaf", was
// scattered by "a gust of wind ... sending leaves everywhere" and found the treasure by parting "the leaves of
// the last bush", all underground. A chapter in the cave has the flag 'underground' (compose/entities.ts).
// Session 32: nor does the search stop the postman there, or ask a duck or a squirrel.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const OUTDOORS = /\bpostman\b|\bducks?\b|\bsquirrels?\b|under every leaf|under the leaves|last big leaf|last bush|in the hedge|long grass|shone in the grass|dog|sending leaves|Lots of trees|treetops|window opened/i;

describe('a search in a cave', () => {
  it('never looks under leaves, in hedges or long grass, nor meets a dog there', () => {
    let caveChapters = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const req: StoryRequest = { character: 'curious-mouse', theme: 'adventure', length: 'long', language: 'english', ageGroup: seed % 2 ? '8-12' : '3-5', moralLesson: 'none', childName: 'Noah', customPrompt: 'a pirate looking for buried treasure', seed };
      const told = tellStory(req);
      told.plan.chapters.forEach((chapter, i) => {
        if (told.plan.places.find((p) => p.role === chapter.place)?.id !== 'cave') return;
        caveChapters++;
        // The place's own scenery is about the cave; the search's tellings are what this checks.
        const acting = told.book.chapters[i]?.content.split('\n\n').filter((p) => /Noah|Button/.test(p)) ?? [];
        for (const p of acting) expect(p, `seed ${seed} chapter ${i + 1}`).not.toMatch(OUTDOORS);
      });
    }
    expect(caveChapters).toBeGreaterThan(4);
  });
});
