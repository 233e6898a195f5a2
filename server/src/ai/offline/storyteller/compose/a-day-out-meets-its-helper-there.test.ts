// A day out at the swimming pool, the zoo, the big top or the aquarium (issue 10, an editor reading the books): the helper
// who joins in is met there, never 'under the hedge' or 'over the fence' from 'just down the lane', and the wind there
// whistles in no chimney and rattles no shutters (plan/flag-words.yaml 'hedged', 'homely'; the linter's
// 'house-and-hedge-away').
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { FLAG_WORDS } from '../plan/flags.ts';

const DAYS = {
  english: ['a trip to the zoo', 'a day at the swimming pool with mum', 'a day at the circus', 'a visit to the aquarium'],
  french: ['une sortie au zoo', 'une journée à la piscine avec maman', 'une journée au cirque', 'une visite à l\'aquarium'],
} as const;
const MORALS = ['none', 'sharing', 'empathy', 'perseverance'] as const;

function books(language: 'english' | 'french') {
  return DAYS[language].flatMap((customPrompt) => [1, 2, 3, 4, 5, 6].map((seed) => {
    const req: StoryRequest = {
      character: (['curious-mouse', 'little-bear', 'friendly-dragon'] as const)[seed % 3]!, theme: 'family', language, length: 'long',
      ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: MORALS[seed % 4]!, childName: language === 'english' ? 'Emma' : 'Léa', customPrompt, seed,
    };
    return { req, ...tellStory(req) };
  }));
}

describe.each(['english', 'french'] as const)('a day out in %s', (language) => {
  const told = books(language);

  it('meets its helper where the day is, with no hedge, lane or chimney there', () => {
    const away = told.filter(({ plan }) => plan.chapters.some((c) => c.events.some((e) => e.kind === 'meet-helper') && !FLAG_WORDS.hedged.some((h) => h === plan.places.find((p) => p.role === c.place)?.id)));
    expect(away.length).toBeGreaterThan(3);
    const found = told.flatMap(({ req, plan, book }) => lintStory(plan, book).filter((x) => x.rule === 'house-and-hedge-away').map((x) => `${req.customPrompt} #${req.seed}: ${x.detail}`));
    expect(found).toEqual([]);
  });
});
