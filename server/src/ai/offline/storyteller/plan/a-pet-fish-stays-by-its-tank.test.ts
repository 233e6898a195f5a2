// Faults found reading books (issue 10): 'the goldfish is hiding' and « le poisson rouge » were a race to the
// Whispering Wood; "Zara's goldfish looks lonely" set off to find the fish, who came tumbling out of hiding in a meadow
// with ears and hands. A pet fish lives in its bowl or tank: its book stays at home, where its water is (a plant and a
// castle for the tank, the right pinch of food, the tank cleaned with a grown-up, a friend fish from the pet shop),
// and the fish never walks, talks, has hands or ears.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['little-bear', 'wise-owl', 'curious-mouse'] as const)[seed % 3]!, theme: (['kindness', 'adventure', 'friendship'] as const)[seed % 3]!,
  length: LENGTHS[seed % 3]!, language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: (['empathy', 'none', 'responsibility'] as const)[seed % 3]!,
  childName, customPrompt, seed,
});

const FISH: [string, 'english' | 'french', string][] = [
  ['our goldfish looks lonely', 'english', 'Zara'], ["Zara's goldfish looks lonely", 'english', ''], ['the goldfish is hiding', 'english', 'Tom'],
  ["notre poisson rouge a l'air triste", 'french', 'Zara'], ['le poisson rouge', 'french', 'Léo'],
];
const TANK = { english: /tank/, french: /aquarium/ };
// Setting off, a wood, a meadow; the fish with legs, hands or ears, or tumbling out of hiding muddy.
const AWAY = {
  english: /set(?:s)? (?:off|out)|\bwood\b|forest|meadow|flask|tumbling|muddy|fish[^.]*\b(?:hands?|ears?|walked|legs)\b/i,
  french: /partirent|en route|se mirent en (?:route|chemin)|\bbois\b|forêt|prairie|gourde|poisson[^.]*\b(?:mains?|oreilles|marcha|pattes)\b/i,
};

describe('a pet fish stays by its tank', () => {
  for (const [idea, language, name] of FISH) {
    it(`"${idea}": a day at home by the tank, the fish never walks`, () => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const told = tellStory(request(idea, language, name, seed));
        const where = `${idea} ${seed}`;
        expect(told.plan.plot, where).toBe('find-friend');
        expect(told.plan.chapters.every((c) => c.place === 'home'), where).toBe(true);
        const text = [told.book.description, ...told.book.chapters.map((c) => c.content)].join('\n');
        expect(text, where).toMatch(TANK[language]);
        expect(text.match(AWAY[language])?.[0], where).toBeUndefined();
        expect(told.book.chapters.every((c) => c.brief.place !== 'meadow' && c.brief.place !== 'forest'), where).toBe(true);
      }
    });
  }
  it('a fishing trip is still a day out fishing, not a tank at home', () => {
    const told = tellStory(request('going fishing with grandpa', 'english', 'Tom', 2));
    expect(told.plan.plot).not.toBe('find-friend');
  });
});
