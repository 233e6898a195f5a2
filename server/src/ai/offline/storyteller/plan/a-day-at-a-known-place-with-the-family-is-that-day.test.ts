// Read by the lead: 'a day at the swimming pool with mum', 'a day at the farm with grandpa', « une journée à la
// piscine avec papa », the commonest way a parent writes a day out, were all 'The Big Yellow Umbrella and the
// Storm': the reader tells a day out with the family as the outing's storm (idea/situations-<lang>.yaml), and the
// big day (plan/day-of.ts) only took ideas with nothing happening. At a place a big day knows, with no word of
// weather said, it is that day now, with the one it is spent with beside the child; a stormy day stays a storm,
// and a day somewhere no big day knows stays the outing.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

describe('a day at a known place with the family', () => {
  it.each([
    ['a day at the swimming pool with mum', 'english', 'Mum', /swimming pool/i],
    ['a day at the farm with grandpa', 'english', 'Grandpa', /farm/i],
    ['a day at the museum with Grandpa', 'english', 'Grandpa', /museum/i],
    ['une journée à la piscine avec papa', 'french', 'Papa', /piscine/i],
    ['une journée à la ferme avec papi', 'french', 'Papi', /ferme/i],
  ] as const)('"%s" is that day, with them beside the child', (idea, language, who, place) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, 'Noé'));
      const at = `seed ${seed}`;
      expect(plan.idea?.together, at).toBe('bigday');
      expect(plan.cast.find((c) => c.role === 'owner')?.name, at).toBe(who);
      const chapters = book.chapters.map((c) => c.content);
      // As the big day's own test (a-big-day-is-that-day): named on a third of the pages at least.
      expect(chapters.filter((c) => place.test(c)).length, at).toBeGreaterThanOrEqual(Math.ceil(chapters.length / 3));
      expect(chapters.join('\n'), at).not.toMatch(/umbrella|storm|parapluie|orage/i);
    }
  });

  it.each([
    ['a stormy day at the beach with grandpa', 'english'], ['a day in the woods with grandpa', 'english'], ["une journée d'orage à la plage avec papi", 'french'],
  ] as const)('"%s" keeps its weather', (idea, language) => {
    for (let seed = 1; seed <= 3; seed++) expect(tellStory(spreadRequest(idea, language, seed, 'Noé')).plan.plot).toBe('weather-storm');
  });
});
