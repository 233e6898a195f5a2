// Issue 10, 'the parent's idea is the plot': 'a secret door in the library that leads to a world of talking books', 'a trip to
// a land made of sweets', « un voyage au pays des bonbons » were 'the world' escaped and found in a cosy nook, or a walk
// through a meadow with the sweets dropped. A magic land is its own story: the way in found at home, the land told by its
// stuff, someone there helped, home before the way closes, bed, and a small thing of the land kept.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const EN = [
  ['a girl who finds a secret door in the library that leads to a world of talking books', /\b(?:books?|pages)\b/i, 'library'],
  ['a magic wardrobe that leads to a snowy land', /\b(?:snow|snowy|snowflakes?)\b/i, 'mountain'],
  ['a trip to a land made of sweets', /\b(?:sweets?|lollipops?|chocolate|candyfloss)\b/i, 'garden'],
  ['a boy who discovers a hidden world under his bed', /\bhidden world\b/iu, 'meadow'],
  ['a journey to the land of dreams', /\b(?:dreams?|stars?|floating|floated)\b/i, 'clouds'],
] as const;
const FR = [
  ['une porte secrète dans la bibliothèque qui mène à un monde de livres qui parlent', /(?<!\p{L})livres?(?!\p{L})/iu, 'library'],
  ['un voyage au pays des bonbons', /(?<!\p{L})(?:bonbons?|sucettes?|chocolat)(?!\p{L})/iu, 'garden'],
  ['un monde caché sous son lit', /(?<!\p{L})monde caché(?!\p{L})/iu, 'meadow'],
  ['Léa trouve une armoire magique qui mène au pays de la neige', /(?<!\p{L})(?:neige|flocons?)(?!\p{L})/iu, 'mountain'],
] as const;
// The way in, told before the land: a door, a wardrobe, under the bed, floating off to sleep.
const WAY_IN = /\b(?:door|wardrobe|under the bed|float|porte|armoire|sous le lit|tunnel)\b/i;
// 'The world had escaped', 'there, tucked into a cosy nook, was the world': the land is never a thing lost or found.
const LOST = /\b(?:world|land|monde|pays)\b[^.!?]*\b(?:escaped|lost|missing|gone|nowhere to be found|s'était échappé|perdu|disparu)\b|\b(?:found|find|found)\s+the\s+(?:world|land)\b|\b(?:retrouvé|retrouver)\s+le\s+(?:monde|pays)\b/i;

describe('a magic land is entered and left', () => {
  it.each([...EN.map((c) => ['english', ...c] as const), ...FR.map((c) => ['french', ...c] as const)])('%s "%s": the way in, the land by its stuff, home again', (language, idea, stuff, place) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, ''));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('do-together');
      expect(plan.idea?.together, at).toBe('land');
      // Drawn where its kind is: the library for talking books, the clouds for dreams.
      expect(plan.places.find((p) => p.role === 'far')?.id, at).toBe(place);
      // The land's stuff is named in at least half the chapters.
      const named = book.chapters.filter((c) => stuff.test(c.content) || stuff.test(c.title)).length;
      expect(named * 2, `${at}: ${named}/${book.chapters.length}`).toBeGreaterThanOrEqual(book.chapters.length);
      // The way in is told before the land's first description.
      const text = book.chapters.map((c) => c.content).join('\n');
      const way = text.search(WAY_IN);
      expect(way, at).toBeGreaterThanOrEqual(0);
      const land = text.search(stuff);
      expect(land, at).toBeGreaterThan(way);
      expect(partOf(book, 'problem'), at).toMatch(WAY_IN);
      expect(text, at).not.toMatch(LOST);
      // Named whole, with its own gender: « le pays de la neige », never « la pays », nor 'the world' for 'the hidden world'.
      expect(text, at).not.toMatch(/(?<!\p{L})(?:la|une) pays(?!\p{L})/iu);
      expect(text.replace(/\bhidden world\b/g, ''), at).not.toMatch(/(?<!\b(?:in|of) )\b(?:the|a) world\b(?! of)/i);
      // Home at the end: the last chapter is at home, at night, in bed.
      expect(plan.chapters.at(-1)?.place, at).toBe('home');
      expect(book.chapters.at(-1)?.content, at).toMatch(language === 'english' ? /\b(?:bed|home|asleep|goodnight|pillow)\b/i : /\b(?:lit|maison|endormi|bonne nuit|oreiller)\b/i);
    }
  });
});
