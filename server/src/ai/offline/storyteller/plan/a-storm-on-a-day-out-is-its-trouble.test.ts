// Fault found reading books: 'Jack and his grandpa go fishing on the lake and a storm comes' was plot weather-storm,
// a quest from the castle to the garden 'to beat the storm, with the red spotty umbrella held tight': no fishing, no
// lake, an umbrella nobody named. A storm on a day out with the family is that day's trouble (plan/storm-on-the-day.ts):
// the activity is the plot, the sky is fair until the storm breaks before the turning point, the child finds the
// shelter or the way through it there, and the activity ends after it (the fish caught after the rain).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const CASES = [
  ['en', 'english', 'Jack and his grandpa go fishing on the lake and a storm comes', 'fishing', /\bfish/i],
  ['en', 'english', 'a picnic in the park with Granny and then a thunderstorm', 'picnic', /picnic/i],
  ['fr', 'french', 'Léo va à la pêche avec papi et un orage éclate', 'fishing', /poisson|pêch/i],
  ['fr', 'french', 'un pique-nique au parc avec mamie et un gros orage', 'picnic', /pique-nique/i],
] as const;

describe('a storm on a day out with the family', () => {
  it.each(CASES)('%s (%s) "%s" is the activity with a storm coming', (lang, _language, idea, activity) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe(activity);
    expect(reading.storm).toBe(true);
  });

  it.each(CASES)('%s (%s) "%s": the storm breaks before the turning point, the child shelters, the day ends fair', (_lang, language, idea, _activity, said) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, seed % 2 ? 'Emma' : 'Léo'));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).toMatch(said);
      expect(text, `seed ${seed}`).not.toMatch(/umbrella|parapluie|beat the storm|vaincre l'orage/i);
      const turning = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'turning-point'));
      expect(plan.chapters[turning]?.weather, `seed ${seed}`).toBe('storm');
      // A fair morning: no storm before the chapter where the sky turns, and a fair sky once it has passed.
      expect(plan.chapters.slice(0, turning - 1).map((c) => c.weather), `seed ${seed}`).not.toContain('storm');
      expect(plan.chapters.slice(turning + 1).map((c) => c.weather), `seed ${seed}`).not.toContain('storm');
      expect(partOf(book, 'complication'), `seed ${seed}`).toMatch(/thunder|storm|rumble|tonnerre|orage|grrr/i);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toMatch(/shelter|hut|count|blanket|abri|cabane|compt|couverture/i);
    }
  });
});
