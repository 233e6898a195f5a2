// Issue 10 'pictures of the page' (scripts/picture-coverage.ts --missing): the thing a day or an idea is about had
// no drawing, so its book never showed it: the tent of a camping night, the biggest puddle, the red panda of a day
// at the zoo, tomatoes grown, a pumpkin, a water bottle, a paddling pool, a seal. Each is drawn on a page now, held,
// on the ground or as a figure.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

describe("a day's own thing is drawn", () => {
  it.each([
    ['going camping with Grandpa', 'english', 'tent'], ['jumping in puddles with Dad', 'english', 'puddle'], ['a day at the zoo with Grandma', 'english', 'red-panda'],
    ['she wants to grow tomatoes on the balcony', 'english', 'tomatoes'], ['the paddling pool has a hole in it', 'english', 'paddling-pool'],
    ['sam lost his shiny blue water bottle at the park', 'english', 'water-bottle'], ['carving a pumpkin with Mum', 'english', 'pumpkin'],
    ['faire du camping avec papi', 'french', 'tent'], ['une journée au zoo avec mamie', 'french', 'red-panda'], ['un bébé phoque perdu sur la plage', 'french', 'seal'],
  ] as const)('"%s" (%s) shows its %s', (idea, language, thing) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { book } = tellStory(spreadRequest(idea, language, seed, seed % 2 ? 'Ella' : ''));
      const shown = book.chapters.some((c) => c.brief.props.some((p) => p.prop === thing) || c.brief.cast.some((m) => m.character === thing));
      expect(shown, `${idea} seed ${seed}`).toBe(true);
    }
  });
});
