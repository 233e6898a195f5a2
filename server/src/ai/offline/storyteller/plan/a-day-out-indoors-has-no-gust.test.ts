// « Une sortie à l'aquarium avec papi » (issue 10, an editor reading the books): the day's small trouble came with a gust of
// wind in the aquarium. A windy complication never blows in a big room that is no house (indoors and not homely,
// plan/flag-words.yaml: the aquarium, the swimming pool, the museum's hall, the big top); the cottage may still hear it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a day out in a big room', () => {
  it.each([
    ['english', ['a visit to the aquarium with grandpa', 'a day at the swimming pool with mum', 'a trip to the museum', 'a day at the circus']],
    ['french', ["une sortie à l'aquarium avec papi", 'une journée à la piscine avec maman', 'une sortie au musée', 'une journée au cirque']],
  ] as const)('has no windy chapter there, in %s', (language, ideas) => {
    let seen = 0;
    for (const idea of ideas) for (let seed = 1; seed <= 12; seed++) {
      const { plan } = tellStory({ character: 'wise-owl', theme: 'family', length: seed % 2 ? 'long' : 'medium', language, ageGroup: '5-8', moralLesson: 'honesty', childName: 'Léa', customPrompt: idea, seed });
      for (const c of plan.chapters) {
        const place = plan.places.find((p) => p.role === c.place)?.id;
        if (!['aquarium', 'pool', 'hall', 'circus'].includes(place ?? '')) continue;
        if (c.events.some((e) => e.kind === 'complication')) seen++;
        expect(c.weather, `${idea} #${seed} ch${c.index + 1} (${place})`).not.toBe('wind');
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
