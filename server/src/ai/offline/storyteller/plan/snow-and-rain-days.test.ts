// Faults found reading books about snow and rain: 'une tempête de neige' was a storm with no snow (a storm's sky
// won over the idea's), 'a snowflake that wants to go back to the clouds' was a skill to learn and, once
// brought home, glowed warm like a fallen star; 'the first snow of winter' was hunted for like a lost thing
// ('which corners they had already searched') and 'la première neige de l'hiver' lost the winter; 'a walk in
// the rain with Mummy' was a thunderstorm; and snowy pages had frogs, daisies and a dragon basking in the sun.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'little-bear', 'brave-knight', 'playful-cat'] as const)[seed % 4]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: seed % 2 ? 'sharing' : '', childName: seed % 2 ? 'Emma' : '', customPrompt, seed,
});
const books = (idea: string, language: 'english' | 'french', n = 6) => Array.from({ length: n }, (_, i) => ({ seed: i + 1, ...tellStory(request(idea, language, i + 1)) }));

describe('snow and rain days', () => {
  it.each([['une tempête de neige', 'french'], ['a snowstorm at the farm', 'english']] as const)('"%s" is a storm in the snow, with no rain or thunder', (idea, language) => {
    for (const { seed, plan, book } of books(idea, language)) {
      expect(plan.plot, `seed ${seed}`).toBe('weather-storm');
      expect(plan.chapters.every((c) => c.weather === 'snow'), `seed ${seed}`).toBe(true);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/\b(?:rain|thunder|lightning|pluie|tonnerre|éclairs?|gouttes)\b/iu);
    }
  });

  it.each([['a snowflake that wants to go back to the clouds', 'english'], ['un flocon de neige qui veut retourner dans les nuages', 'french']] as const)('"%s" is taken back to the sky as a snowflake, not a star', (idea, language) => {
    for (const { seed, plan, book } of books(idea, language)) {
      expect([plan.plot, plan.belongs], `seed ${seed}`).toEqual(['bring-home', 'sky']);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/\b(?:stars?|glow\w*|warm to touch|étoiles?|brûlante)\b/iu);
    }
  });

  it.each([['the first snow of winter', 'english'], ["la première neige de l'hiver", 'french']] as const)('"%s" is waited for and played in, never hunted', (idea, language) => {
    for (const { seed, plan, book } of books(idea, language)) {
      expect(plan.idea?.situation, `seed ${seed}`).toBe('wish');
      expect(plan.objects.find((o) => o.role === 'goal')?.noun, `seed ${seed}`).toMatch(/snow|neige/);
      const text = [book.title, ...book.chapters.map((c) => c.content)].join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/where is|hunt|searched|fouill|chasse|mais où/iu);
      expect(book.chapters.at(-1)?.content, `seed ${seed}: played in once it has come`).toMatch(/snowman|snow angel|sledge|bonhomme|ange de neige|luge/i);
    }
  });

  it.each([['a walk in the rain with Mummy', 'english'], ['une promenade sous la pluie avec maman', 'french']] as const)('"%s" is a day out in the rain, not a thunderstorm', (idea, language) => {
    for (const { seed, plan } of books(idea, language)) {
      expect(plan.plot, `seed ${seed}`).toBe('weather-storm');
      expect(plan.chapters.some((c) => c.weather === 'rain'), `seed ${seed}`).toBe(true);
      expect(plan.chapters.some((c) => c.weather === 'storm'), `seed ${seed}`).toBe(false);
    }
  });

  // A snowy page sees snow: no frogs, ladybirds, butterflies, daisies, dew, wet grass or basking in the sun.
  const SUMMER = /\b(?:frogs?|ladybirds?|butterfl\w+|daisies|dandelions?|dew|sunshine|sunbeams?|grenouilles?|coccinelles?|papillons?|pâquerettes?|pissenlits?|rosée|au soleil|herbe (?:encore )?humide)\b/iu;
  it.each([
    ['une tempête de neige', 'french'], ['Hugo fait de la luge dans la neige', 'french'], ['un chaton perdu dans la neige', 'french'],
    ['lost in the snow', 'english'], ['a snowstorm at the farm', 'english'], ['our puppy lost in the snow', 'english'],
  ] as const)('"%s": nothing summery on a snowy page', (idea, language) => {
    for (const { seed, plan, book } of books(idea, language, 24)) {
      book.chapters.forEach((c, i) => {
        if (plan.chapters[i]?.weather === 'snow') expect(c.content, `seed ${seed} chapter ${i + 1}`).not.toMatch(SUMMER);
      });
    }
  });
});
