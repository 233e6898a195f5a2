// Issue 10 'pictures of the page': an idea naming a day out's place ('a trip to the zoo', 'visiting the farm',
// « une journée à la piscine ») was told there but drawn as the village, or a pool as nothing of the kind. Such a
// place is one of the plan's places now (plan/plots.yaml 'idea-places', the lexicon's place keys), and the pages
// told there are drawn as it: the zoo, the farm, the pool, the fair, the hall for a museum or a shop, the
// circus from inside its big top, the aquarium's glowing tanks, and the town park with its pond and playground
// (a picnic in the park was told in 'the sunny meadow' and drawn as a wild one).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

describe('a day out is drawn where it is', () => {
  it.each([
    ['a trip to the zoo with Grandpa', 'english', 'zoo'], ['visiting the farm', 'english', 'farm'], ['a day at the swimming pool', 'english', 'pool'],
    ['going to the fair with Mum', 'english', 'fair'], ['a day at the museum with Grandpa', 'english', 'hall'], ['lost in the supermarket', 'english', 'hall'],
    ['une journée au zoo avec papi', 'french', 'zoo'], ['une visite à la ferme', 'french', 'farm'], ['une journée à la piscine', 'french', 'pool'],
    ['la fête foraine avec maman', 'french', 'fair'], ['une journée au musée avec papi', 'french', 'hall'],
    ['a day at the circus with Grandma', 'english', 'circus'], ['une journée au cirque avec mamie', 'french', 'circus'],
    ['a trip to the aquarium with Nanny', 'english', 'aquarium'], ['Léa va à l\'aquarium', 'french', 'aquarium'],
    ['a picnic in the park with Grandma', 'english', 'park'], ['un pique-nique au parc avec Mamie', 'french', 'park'],
    ['Noah plays at the playground with Dad', 'english', 'park'], ['Léo va au parc avec papi', 'french', 'park'],
  ] as const)('"%s" (%s) has the %s among its places, and pages drawn there', (idea, language, place) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, seed % 2 ? 'Ella' : ''));
      expect(plan.places.map((p) => p.id), `${idea} seed ${seed}`).toContain(place);
      expect(book.chapters.some((c) => c.brief.place === place), `${idea} seed ${seed}`).toBe(true);
    }
  });
});
