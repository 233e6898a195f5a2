// Fault found reading books (session 31): on the moon the search and texture lines still swept leaves, parted
// bushes and brought passing dogs. The moon is airless (plan/flag-words.yaml): its chapters are filtered like a
// cave's ('underground'), so no passing dog, hedge or gust of wind. Session 32: the shared beats (a bed of dry
// leaves at night-camp, leaves shaken out of the hair at new-morning, a helper behind a bush at meet-helper, an acorn
// under a leaf at helper-task, find-lost's helper back with a leaf behind one ear) say `if: ["!underground"]` too.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const EARTHLY = /(?<!\p{L})(?:hedges?|dogs?|gusts?|leaf|leaves|bush|bushes|grass|haies?|chiens?|rafales?|feuilles?|buissons?|herbes?)(?!\p{L})/iu;

describe('a chapter on the moon', () => {
  it('has no passing dog, hedge, gust of wind, leaf, bush or grass, over many moon books in both languages', () => {
    let seen = 0;
    for (const idea of ['the moon lost its shine', 'a rocket trip to the moon', 'un voyage sur la lune']) {
      for (let seed = 1; seed <= 30; seed++) {
        const language = idea.startsWith('un ') ? 'french' : 'english';
        const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'long', language, ageGroup: '5-8', moralLesson: 'none', childName: 'Isla', customPrompt: idea, seed });
        plan.chapters.forEach((c, i) => {
          if (plan.places.find((p) => p.role === c.place)?.id !== 'moon') return;
          seen++;
          const text = book.chapters[i]?.content ?? '';
          expect(EARTHLY.exec(text)?.[0], `${idea} seed ${seed} ch${i}: ${text}`).toBeUndefined();
        });
      }
    }
    expect(seen).toBeGreaterThan(40);
  });
});
