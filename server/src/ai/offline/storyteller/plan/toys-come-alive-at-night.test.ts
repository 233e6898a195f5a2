// Issue 10, 'the parent's idea is the plot': 'the toys come alive at night when Emma is asleep', 'her dolls have a
// midnight party', « le doudou de Chloé prend vie » were a thing to find, a party to save or a castle. Toys awake at
// night are their own story: bedtime, the toys waking, a small adventure in the bedroom, a near-miss, everything back
// in place by dawn and the child waking to a clue, every page at home, with the toys the parent named.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('toys come alive at night', () => {
  it.each([
    ['en', 'the toys come alive at night when Emma is asleep', 'teddy'], ['en', "Leo's teddy comes to life and they have an adventure in the bedroom", 'teddy'],
    ['en', 'what do toys do at night?', 'teddy'], ['en', 'her dolls have a midnight party', 'dolls'],
    ['fr', "les jouets s'animent la nuit quand Lucas dort", 'nounours'], ['fr', 'le doudou de Chloé prend vie', 'doudou'],
    ['fr', 'la nuit, les peluches font la fête dans la chambre', 'peluches'],
  ] as const)('%s "%s" is read as the toys awake at night, %s leading', (lang, idea, toys) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('toys');
    expect(reading.subject?.words).toBe(toys);
    expect(reading.owner).toBeUndefined();
  });

  it.each([
    ['the toys come alive at night when Emma is asleep', 'english', '', 'Emma', /\bteddy\b/],
    ['her dolls have a midnight party', 'english', 'Mia', 'Mia', /\bdolls\b/],
    ["Leo's teddy comes to life and they have an adventure in the bedroom", 'english', '', 'Leo', /\bteddy\b/],
    ["les jouets s'animent la nuit quand Lucas dort", 'french', '', 'Lucas', /\bnounours\b/],
    ['le doudou de Chloé prend vie', 'french', '', 'Chloé', /\bdoudou\b/],
    ['la nuit, les peluches font la fête dans la chambre', 'french', 'Jade', 'Jade', /\bpeluches\b/],
  ] as const)('"%s": bedtime to morning at home, the toys named on the pages that matter, the child the hero', (idea, language, childName, hero, toys) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, childName));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('do-together');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, at).toBe(hero);
      // Nobody of the family on every page at midnight: the child, the companion and the toys.
      expect(plan.cast.some((c) => c.role === 'owner'), at).toBe(false);
      // Every page in the child's house, never the castle a knight lives in; bedtime first, the next morning last.
      expect(plan.places.find((p) => p.role === 'home')?.id, at).toBe('cottage');
      expect(plan.chapters.every((c) => c.place === 'home'), at).toBe(true);
      expect(plan.chapters[0]?.time.slot, at).toBe('evening');
      expect(plan.chapters.at(-1)?.time.slot, at).toBe('morning');
      // One night: the chapters of the night are all the same night.
      expect(new Set(plan.chapters.filter((c) => c.time.slot === 'night').map((c) => c.time.day)).size, at).toBe(1);
      for (const kind of ['problem', 'resolution']) expect(partOf(book, kind), `${at} ${kind}`).toMatch(toys);
      expect(partOf(book, 'turning-point'), at).toContain(hero);
      const words = book.chapters.map((c) => c.content).join(' ');
      expect(words, at).toMatch(language === 'english' ? /\b(?:bed|bedtime|pyjamas)\b/ : /\b(?:lit|coucher|pyjama)\b/);
      expect(words, at).toMatch(language === 'english' ? /\bmorning\b/i : /\bmatin\b/i);
      expect(words, at).not.toMatch(/\b(?:forest|castle|meadow|Where Is|nowhere to be found|forêt|château|prairie|Où est)\b/i);
      // Nobody left the house: no chapter is called 'Home Again'.
      expect(book.chapters.map((c) => c.title).join(' | '), at).not.toMatch(/Home Again|De retour à la maison/);
      // A moral is lived in the bedroom too: the treat shared at the toys' party came from under the pillow, not out of a bag on a
      // road, and nobody kicks a pebble or wants to go home from their own bed.
      expect(words, at).not.toMatch(/\b(?:bag|sac|pebble|caillou)\b|going home|rentrer à la maison/i);
    }
  });
});
