// Nouns parents write that had no drawing (issue 10 'pictures of the page'; picture-coverage.ts --missing):
// the vase, the moon, the island, the funfair, the castle, a whale, spiders, the hoover, a unicorn. Each
// noun finds its table row through the cue files, in English and French, and its book draws it on a page;
// the places an idea travels to are seen far off on the way, never on their own page, and a whale is not
// brought into the living room.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryObject } from '../plan/types.ts';
import { sceneCues } from './scene-cues.ts';
import { thingOf } from './scene-for-chapter.ts';

const book = (customPrompt: string, language: 'english' | 'french') =>
  tellStory({ character: 'little-bear', theme: 'adventure', language, length: 'medium', ageGroup: '5-8', moralLesson: 'sharing', childName: language === 'english' ? 'Maya' : 'Zoé', customPrompt, seed: 5 });
const noun = (n: string): StoryObject => ({ role: 'goal', noun: n, gender: 'n', plural: false, introducedIn: 0, states: [] });

describe("the nouns parents write find a drawing", () => {
  it.each([
    ['en', 'favourite vase', 'vase'], ['en', 'moon', 'moon'], ['en', 'treasure island', 'island'], ['en', 'funfair', 'fair'], ['en', 'castle', 'castle'],
    ['en', 'sand castle', 'sandcastle'], ['en', 'little whale', 'whale'], ['en', 'spiders', 'spider'], ['en', 'vacuum cleaner', 'hoover'], ['en', 'hoover', 'hoover'], ['en', 'unicorn', 'unicorn'],
    ['fr', 'vase', 'vase'], ['fr', 'lune', 'moon'], ['fr', 'île', 'island'], ['fr', 'fête foraine', 'fair'], ['fr', 'château', 'castle'], ['fr', 'château de sable', 'sandcastle'],
    // The school of a first day, the most frequent noun left undrawn (picture-coverage.ts --missing).
    ['en', 'big school', 'school'], ['en', 'first day at school', 'school'], ['fr', 'rentrée', 'school'], ['fr', "premier jour d'école", 'school'], ['fr', 'premier jour à la crèche', 'school'],
    ['fr', 'baleineau', 'whale'], ['fr', 'araignées', 'spider'], ['fr', 'aspirateur', 'hoover'], ['fr', 'licorne', 'unicorn'],
  ] as const)('%s: %s is drawn as %s', (lang, n, prop) => {
    expect(thingOf(noun(n), sceneCues(lang))).toBe(prop);
  });

  it.each([
    ["my twins broke mummy's favourite vase and hid it", 'english', 'vase'], ["il a cassé le vase de mamie et n'ose pas le dire", 'french', 'vase'],
    ['a trip to the moon in a rocket', 'english', 'moon'], ['une fusée pour aller sur la lune', 'french', 'moon'],
    ['a penguin who wants to swim to the island', 'english', 'island'], ['un petit escargot qui veut aller à la fête foraine', 'french', 'fair'],
    ['a duckling on a journey to the castle', 'english', 'castle'], ['a little whale stuck in the harbour who wants its mum', 'english', 'whale'],
    ['un dinosaure qui a peur des araignées', 'french', 'spider'], ['he is scared of the hoover', 'english', 'hoover'], ['une licorne perdue dans la forêt', 'french', 'unicorn'],
  ] as const)('"%s" (%s) draws the %s on a page', (idea, lang, prop) => {
    const { book: b } = book(idea, lang);
    expect(b.chapters.some((c) => c.brief.props.some((p) => p.prop === prop))).toBe(true);
  });

  it('draws the moon on the way, not on the moon, and the whale outdoors only', () => {
    const moon = book('a trip to the moon in a rocket', 'english');
    for (const [i, c] of moon.book.chapters.entries()) {
      const place = moon.plan.places.find((p) => p.role === moon.plan.chapters[i]?.place)?.id;
      if (place === 'moon') expect(c.brief.props.map((p) => p.prop)).not.toContain('moon');
    }
    const whale = book('a little whale stuck in the harbour who wants its mum', 'english');
    for (const c of whale.book.chapters) if (c.brief.place === 'home') expect(c.brief.props.map((p) => p.prop)).not.toContain('whale');
  });
});
