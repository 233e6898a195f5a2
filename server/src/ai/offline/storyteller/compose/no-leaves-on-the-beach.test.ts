// Issue 10 (an editor read 'Rain drummed on every leaf' and 'the wind sent leaves spinning' on a beach): the weather
// out of doors shakes no tree, leaf or branch where there is none (plan/flag-words.yaml 'treeless': the seashore, the
// clouds, the moon, the cave). Every such weather line says `"!treeless"`, and seaside books of our own phrasings,
// windy, stormy, rainy and foggy, in both languages, say none at the beach.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import { FLAG_WORDS } from '../plan/flags.ts';

const TREE = { en: /\b(?:leaf|leaves|trees?|branch(?:es)?)\b/iu, fr: /(?<!\p{L})(?:feuilles?|arbres?|branches?)(?!\p{L})/iu };
const EN = [
  'a windy day at the beach with grandpa', 'my son lost his kite at the seaside when the wind blew it away', 'a storm at the beach',
  'Mia is scared of the thunder at the seaside', 'a rainy day at the beach', 'a foggy morning by the sea and a lost crab',
];
const FR = [
  'une journée de vent à la plage avec papi', 'le cerf-volant de mon fils s\'envole à la mer', 'un orage à la plage',
  'Léa a peur du tonnerre au bord de la mer', 'une journée de pluie à la plage', 'un crabe perdu dans le brouillard au bord de la mer',
];

describe('no leaves on the beach', () => {
  it('gates every out-of-doors weather line that shakes a tree or a leaf on "!treeless"', () => {
    const open = (['en', 'fr'] as const).flatMap((lang) => contentFor(lang).texture.weather
      .filter((t) => !t.if.includes('indoors') && TREE[lang].test(t.young.source + (t.older.source ?? '')) && !t.if.includes('!treeless')).map((t) => t.key));
    expect(open).toEqual([]);
  });

  it('tells seaside books of wind, storm, rain and fog with no leaf at the beach', () => {
    const wrong: string[] = [];
    let weathered = 0;
    for (const [language, ideas] of [['english', EN], ['french', FR]] as const) {
      ideas.forEach((customPrompt, i) => (['long', 'medium'] as const).forEach((length, j) => {
        const req: StoryRequest = { character: 'little-bear', theme: 'adventure', language, length, ageGroup: j ? '3-5' : '8-12', moralLesson: 'none', childName: 'Sacha', customPrompt, seed: 3 + i * 11 + j };
        const { plan, book } = tellStory(req);
        book.chapters.forEach((c, k) => {
          const place = plan.places.find((p) => p.role === plan.chapters[k]?.place)?.id;
          if (!place || !FLAG_WORDS.treeless.some((p) => p === place)) return;
          for (const part of c.parts.filter((p) => p.kind === 'texture:weather')) {
            weathered += 1;
            if (TREE[plan.lang].test(part.text)) wrong.push(`${customPrompt}: ${part.text}`);
          }
        });
      }));
    }
    expect(weathered).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
