// Issue 10 (an editor read 'a fib about knowing the way' in a book spent at home, a fib told to the companion owned up
// to a helper who never heard it, and bedtime's 'The truth had been hard to say' that could close any book): the fib
// this book told (its setup's `sets`) is owned up to, and said again at bedtime (morals/honesty.yaml endings `if:
// [fib-…]`, compose/write-book.ts moralLines); a way is only fibbed about on a way. Parents' phrasings of our own.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import type { Telling } from '../content/tellings.ts';

const EN = [
  'my daughter lost her teddy at the park yesterday', 'Leo is scared of the dark', 'we are moving house and my son is sad',
  'a kite stuck in the big oak tree', 'Noah wants to learn to ride his bike', 'a birthday party for grandma but it rains',
  'our cat Whiskers is lost', 'my son wont tidy his room', 'a little fox lost in the snow', 'making pancakes with daddy',
  'Emma has a wobbly tooth', 'a shy owl who wants a friend', 'a baby bird fell out of its nest', 'our puppy chews shoes',
  'Mia is nervous about her first day at school',
];
const FR = [
  'ma fille a perdu son doudou au parc', 'Léo a peur du noir', 'nous déménageons et mon fils est triste',
  'un cerf-volant coincé dans le grand chêne', 'Noé veut apprendre à faire du vélo', "l'anniversaire de mamie mais il pleut",
  'notre chat Pompon a disparu', 'mon fils ne veut pas ranger sa chambre', 'un petit renard perdu dans la neige', 'faire des crêpes avec papa',
  'Léo va perdre sa première dent', 'une chouette timide qui veut un ami', 'un bébé oiseau tombé du nid', 'notre chiot mâchouille les chaussures',
  "Inès a peur de sa rentrée à l'école",
];

const books = ([['english', EN], ['french', FR]] as const).flatMap(([language, ideas]) => ideas.flatMap((customPrompt, i) =>
  (['long', 'short', 'medium'] as const).map((length, j) => {
    const req: StoryRequest = {
      character: (['little-bear', 'brave-knight', 'curious-mouse', 'clever-princess'] as const)[(i + j) % 4]!, theme: 'family', language, length,
      ageGroup: (['8-12', '3-5', '5-8'] as const)[j]!, moralLesson: 'honesty', childName: i % 4 ? 'Sacha' : '', customPrompt, seed: 11 + i * 5 + j,
    };
    return { req, ...tellStory(req) };
  })));

const tellings = (lang: 'en' | 'fr'): Map<string, Telling> => {
  const m = contentFor(lang).morals.honesty;
  return new Map([...m.setup, ...m['turning-point'], ...m.ending].map((t) => [t.key, t]));
};
const BY_KEY = { en: tellings('en'), fr: tellings('fr') };

describe('the fib told is the one said at bedtime', () => {
  const threads = books.map(({ req, plan, book }) => {
    const lines = book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'moral:honesty').map((p) => ({ ...p, t: BY_KEY[plan.lang].get(p.key) }));
    return { req, plan, setup: lines[0], owned: lines[1], ending: lines.at(-1) };
  });

  it('sets up a fib in nearly every book, so the checks below mean something', () => {
    expect(threads.filter((t) => t.setup?.t?.sets?.length).length).toBeGreaterThan(books.length * 0.6);
  });

  it('ends with the fib this book told, at every age and in both languages', () => {
    const wrong = threads.filter((t) => t.setup?.t?.sets?.length && t.ending?.key !== t.owned?.key)
      .filter((t) => !t.setup!.t!.sets!.some((s) => t.ending?.t?.if.includes(s)))
      .map((t) => `${t.req.customPrompt} (${t.req.ageGroup}): ${t.ending?.text}`);
    expect(wrong).toEqual([]);
  });

  it('owns up to the companion a fear it was told, and never fibs about the way in a book spent at home', () => {
    const wrong = threads.flatMap(({ req, plan, setup, owned }) => {
      const companion = plan.cast.find((c) => c.role === 'companion')?.name ?? '';
      const out: string[] = [];
      if (setup?.t?.sets?.includes('fib-scared') && !owned?.text.includes(companion)) out.push(`${req.customPrompt}: owned up to someone else: ${owned?.text}`);
      const home = plan.places.find((p) => p.role === 'home')?.id;
      if (setup?.t?.sets?.includes('fib-way') && plan.places.find((p) => p.role === 'far')?.id === home) out.push(`${req.customPrompt}: a way fibbed about at home: ${setup.text}`);
      return out;
    });
    expect(wrong).toEqual([]);
  });
});
