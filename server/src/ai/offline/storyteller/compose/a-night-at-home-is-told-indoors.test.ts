// Issue 10, an editor's read of long books: « Lucas cherche le trésor de son grand-père » and « Chloé a peur de
// l'orage » spend their night at home, in the cottage, and were told « Quelque part dans le noir, un hibou appela...
// Avec un bâton, Lucas dessina une carte dans la terre »: a map in the earth of a kitchen floor. That night telling
// is now for a night out of doors only (fr beats/night-camp.yaml, as the English one already was).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, childName: string, seed: number): StoryRequest => ({
  character: (['friendly-dragon', 'playful-cat', 'little-bear', 'wise-owl'] as const)[seed % 4]!, theme: (['family', 'bravery'] as const)[seed % 2]!, length: 'long', language: 'french',
  ageGroup: (['5-8', '8-12'] as const)[seed % 2]!, moralLesson: (['empathy', 'perseverance', 'honesty', 'none'] as const)[seed % 4]!, customPrompt, childName, seed,
});

const OUTDOORS = /dans la terre|au pied d'un grand arbre|un creux entre deux racines|sous un rocher/;

describe('a night spent at home is told indoors', () => {
  // A fear of storms is told in one day since stop 33 (plan/a-feared-storm-is-waited-for-at-home.test.ts): the
  // fear of the bath keeps a night at home in a long book.
  it.each([["Lucas cherche le trésor de son grand-père", 'Lucas'], ['le chien de Chloé a peur du bain', 'Chloé']] as const)('"%s": no map drawn in the earth of the cottage', (idea, name) => {
    let atHome = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const { plan, book } = tellStory(request(idea, name, seed));
      plan.chapters.forEach((c, i) => {
        if (c.place !== 'home' || !c.events.some((e) => e.kind === 'night-camp')) return;
        if (!['cottage', 'castle', 'library'].includes(plan.places.find((p) => p.role === 'home')?.id ?? '')) return;
        atHome++;
        expect(book.chapters[i]?.content, `seed ${seed}`).not.toMatch(OUTDOORS);
      });
    }
    expect(atHome).toBeGreaterThan(0);
  });
});
