// An editor read 'Behind a tree, trying very hard not to be seen, was a friendly little dragon' at the swimming pool,
// and a helper 'poked out from behind a bush' in the Great Library. The pool, the library, the school hall, the
// aquarium and the big top are indoors (plan/flag-words.yaml 'indoors'): a helper met or paid back there, the weather
// and the feelings told there, never have a tree, a bush, a hedge, a fence, a puddle, a log, grass, leaves or a
// path. Both languages; the family's own home (the cottage, the castle) has its garden outside and is not counted.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { requestGrid } from '../../story-lint/request-grid.ts';
import type { StoryRequest } from '../../../types.ts';

const INSIDE = new Set(['pool', 'library', 'hall', 'aquarium', 'circus']);
const OUTDOORS = /(?<!\p{L})(trees?|bush(es)?|hedges?|fence( post)?|puddles?|log|grass|leaf|leaves|branch(es)?|path|gusts?|arbres?|tronc|buissons?|haies?|barrière|flaques?|herbe|feuilles?|branches?|chemin|sentier|racine)(?!\p{L})/iu;
// The beats told wherever the chapter is: they must fit an indoor place.
const SHARED = /^(meet-helper|helper-task|helper-back|texture:(feelings|talk|weather))$/;
const IDEAS = ['a day at the swimming pool with mum', 'my son is learning to swim', 'we lost teddy at the library', 'a trip to the aquarium with grandpa', 'a day at the circus', 'une journée à la piscine avec maman', 'Léo apprend à nager', 'le doudou perdu à la bibliothèque', 'une sortie au cirque'];
const REQS: StoryRequest[] = IDEAS.flatMap((idea, i) => [1, 2, 3, 4, 5].map((seed): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'wise-owl', 'little-bear', 'magical-unicorn'] as const)[seed - 1] ?? 'little-bear',
  theme: (['adventure', 'friendship', 'magic'] as const)[seed % 3] ?? 'adventure', language: /[éà]|^(une|le) /.test(idea) ? 'french' : 'english',
  length: seed % 2 ? 'long' : 'medium', ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + i) % 3] ?? '5-8', moralLesson: 'none', childName: '', customPrompt: idea, seed,
})));

describe('an indoor place has no trees', () => {
  it('no helper, weather, feeling or word between friends told indoors names a tree, a bush, a puddle or a path', () => {
    const wrong = new Set<string>();
    let inside = 0;
    for (const { plan, book } of [...REQS, ...requestGrid(40)].map((r) => tellStory(r))) {
      for (const [i, chapter] of book.chapters.entries()) {
        const place = plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id ?? '';
        if (!INSIDE.has(place) || plan.chapters[i]?.place === 'home') continue;
        for (const part of chapter.parts.filter((p) => SHARED.test(p.kind))) {
          inside += 1;
          if (OUTDOORS.test(part.text)) wrong.add(`${place} ${part.key}: ${part.text.slice(0, 120)}`);
        }
      }
    }
    expect(inside).toBeGreaterThan(40);
    expect([...wrong]).toEqual([]);
  });
});
