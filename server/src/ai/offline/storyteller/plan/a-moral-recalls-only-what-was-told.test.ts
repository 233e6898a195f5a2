// Read as a parent (issue 10): creativity books closed on "Tomorrow, Ruby thought, I'll fill my pockets again" /
// « Demain, pensa Jade, je remplirai encore mes poches » when the odd bits had gone into a bag or a pile by the door,
// or no pocket was ever filled. The ending recalls the pockets only when this book's setup filled them ('pockets').
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const IDEAS = {
  english: ['my son Jack wants to find a lost kitten', 'ruby goes to the beach with grandma', 'teaching the puppy to sit', 'a trip to the moon'],
  french: ['mon fils Léo cherche son chat perdu', 'Jade va à la plage avec mamie', 'apprendre au chiot à s\'asseoir', 'un voyage sur la lune'],
} as const;
const RECALL = { english: /fill my pockets again/i, french: /remplirai encore mes poches/i };
const SETUP = { english: /pocket/i, french: /poche/i };

describe('a moral recalls only what was told', () => {
  it.each(['english', 'french'] as const)('%s: "fill my pockets again" only after pockets were filled earlier in the book', (language) => {
    let recalled = 0;
    for (const idea of IDEAS[language]) for (let seed = 1; seed <= 30; seed++) {
      const request: StoryRequest = {
        character: (['curious-mouse', 'little-bear', 'wise-owl'] as const)[seed % 3]!, theme: 'adventure', length: LENGTHS[seed % 3]!,
        language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: 'creativity', childName: 'Ruby', customPrompt: idea, seed,
      };
      const text = tellStory(request).book.chapters.map((c) => c.content).join('\n');
      const at = text.search(RECALL[language]);
      if (at < 0) continue;
      recalled++;
      expect(text.slice(0, at), `${idea}, seed ${seed}`).toMatch(SETUP[language]);
    }
    expect(recalled, 'the recall still ends some books').toBeGreaterThan(0);
  });
});
