// Faults found reading books: 'Chloé n'ose pas parler aux autres enfants au parc' became a party (not daring to
// talk to other children is wanting a friend); 'Inès est toute seule dans la cour' typed with no name in the form
// became a search for Inès (the lonely child the idea names is the hero); and the book thought of a doing, not a
// thing: 'time for missing Grandma', 'had brought making a new friend', « bonne nuit à l'absence de Papa ».
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName = '') => tellStory({
  character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'empathy', 'perseverance'] as const)[seed % 4]!, childName, customPrompt, seed,
});

describe('the lonely child is the hero', () => {
  it.each([
    ['fr', "Chloé n'ose pas parler aux autres enfants au parc"], ['fr', "il n'ose jamais aller vers les autres enfants"],
    ['en', "Tom doesn't dare to talk to the other kids at school"], ['en', "she won't play with the other children"],
  ] as const)('%s "%s" is a friend to make', (lang, idea) => {
    expect(readIdea(lang, idea).situation).toBe('make-friend');
  });

  it.each([
    ['Inès est toute seule dans la cour de récré', 'french', 'Inès'], ['Lily has nobody to play with at school', 'english', 'Lily'],
  ] as const)('"%s" with no name in the form: the named child is the hero, who makes a friend', (idea, language, name) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tell(idea, language, seed);
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(name);
      expect(plan.cast.find((c) => c.role === 'owner')?.name, `seed ${seed}`).not.toBe(name);
      expect(book.title, `seed ${seed}`).not.toMatch(/Looking for|recherche|Where/);
    }
  });

  it('with another name in the form, the named lonely child is befriended, never searched for', () => {
    const { plan, book } = tell('Inès est toute seule dans la cour de récré', 'french', 4, 'Emma');
    expect(plan.cast.find((c) => c.role === 'hero')?.name).toBe('Emma');
    expect(plan.cast.find((c) => c.role === 'owner')?.name).toBe('Inès');
    expect(book.chapters.map((c) => c.content).join(' ')).not.toMatch(/ramener Inès|retrouver Inès/);
  });

  it.each([
    ['she misses grandma who lives far away', 'english', 'Mia'], ['Noah is new at school and wants a friend', 'english', 'Noah'],
    ['Papa travaille loin et il lui manque', 'french', 'Léo'], ["ma fille est timide et n'a pas de copine", 'french', 'Emma'],
  ] as const)('"%s": what the book thinks of reads as a thing in every shared beat', (idea, language, name) => {
    for (let seed = 1; seed <= 24; seed++) {
      const text = tell(idea, language, seed, name).book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/\b(?:for|brought|to|out|about|of) (?:missing|making) |l'absence d|l'envie de se faire/i);
    }
  });
});
