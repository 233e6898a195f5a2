// Pictures of a child lost at the shops (issue 10, 'Pictures of the page'): the parent the child finds again is
// drawn in the reunion picture and never on the pages where the child is still lost; the shop worker the child
// asks for help is drawn at the till on that page; both among the three figures a picture holds.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { mainEvent } from './scene-for-chapter.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['little-bear', 'wise-owl', 'curious-mouse', 'brave-knight'] as const)[seed % 4]!, theme: 'family',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + 1) % 3]!,
  moralLesson: 'none', childName: language === 'english' ? 'Emma' : 'Léo', customPrompt, seed,
});

const IDEAS: [string, 'english' | 'french'][] = [
  ['lost in the supermarket', 'english'], ['Emma got lost at the shops', 'english'], ['perdu au supermarché', 'french'], ["Léo s'est perdu au marché", 'french'],
];
const PARENT = { english: { mother: /\bMum\b/, father: /\bDad\b/ }, french: { mother: /\bMaman\b/, father: /\bPapa\b/ } };
const PEOPLE = new Set(['mother', 'father']);
const TILL = { english: /\btill\b/, french: /\bcaisse\b/ };
const WORKERS = new Set(['cashier', 'shop-assistant']);

describe('a child lost at the shops, in pictures', () => {
  it.each(IDEAS)('"%s": the parent hugs the child in the reunion picture and is nowhere in the lost pages', (idea, language) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      const at = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      const reunion = book.chapters[at]!;
      const parent = reunion.brief.cast.slice(0, 3).find((c) => PEOPLE.has(c.character));
      expect(parent, `seed ${seed}: ${JSON.stringify(reunion.brief.cast)}`).toBeDefined();
      // Mum is the mother, Dad the father, as the page says.
      expect(reunion.content, `seed ${seed}`).toMatch(PARENT[language][parent!.character as 'mother' | 'father']);
      expect(reunion.brief.cast[0]?.pose, `seed ${seed}`).toBe('hugging');
      expect(parent!.pose, `seed ${seed}`).toBe('hugging');
      for (const c of book.chapters.slice(0, at)) expect(c.brief.cast.map((x) => x.character).filter((x) => PEOPLE.has(x)), `seed ${seed} page ${c.brief.variation + 1}`).toEqual([]);
    }
  });

  it.each(IDEAS)('"%s": the shop worker at the till is drawn on the page the child goes to the till', (idea, language) => {
    let pages = 0;
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      for (const [i, c] of plan.chapters.entries()) {
        const event = mainEvent(c);
        if (event.kind !== 'turning-point') continue;
        const words = book.chapters[i]!.parts.filter((p) => p.kind === event.kind).map((p) => p.text).join(' ');
        expect(words, `seed ${seed}`).toMatch(TILL[language]);
        pages++;
        expect(book.chapters[i]!.brief.cast.slice(0, 3).some((x) => WORKERS.has(x.character)), `seed ${seed}: ${words}`).toBe(true);
      }
      // Nobody at work in the shop comes home with the child.
      for (const [i, c] of plan.chapters.entries()) if (c.place === 'home') expect(book.chapters[i]!.brief.cast.some((x) => WORKERS.has(x.character)), `seed ${seed} page ${i + 1}`).toBe(false);
    }
    expect(pages).toBeGreaterThan(4);
  });
});
