// Fault found walking the app (session 34): « Mon fils Hugo a peur du noir, il dort avec son doudou lapin et une
// veilleuse en forme de lune » sent the bear and the child to the moon (craters, the Earth rising) for a fear of
// the dark at home. A shape said of a thing ('en forme de lune', 'shaped like a star') is how the thing looks,
// part of its name: never a place the story goes to.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const IDEAS = [
  ['fr', 'Mon fils Hugo a peur du noir, il dort avec son doudou lapin et une veilleuse en forme de lune', 'une veilleuse en forme de lune'],
  ['fr', "ma fille a une lampe en forme d'étoile et elle a peur du noir", "une lampe en forme d'étoile"],
  ['fr', 'Léa a perdu son coussin en forme de nuage', 'son coussin en forme de nuage'],
  ['en', 'Leo is scared of the dark but he has a night light shaped like a moon', 'a night light shaped like a moon'],
  ['en', 'Mia lost her cushion in the shape of a cloud', 'her cushion in the shape of a cloud'],
  ['en', 'my son has a lamp shaped like a rocket and he is afraid of the dark', 'a lamp shaped like a rocket'],
] as const;

describe('the shape of a thing', () => {
  it.each(IDEAS)('%s "%s": the shape stays with its thing, no place is read from it', (lang, idea, whole) => {
    const r = readIdea(lang, idea);
    expect(r.place).toBeUndefined();
    expect([...r.used, ...r.unused].some((p) => p.includes(whole))).toBe(true);
  });

  it.each(IDEAS.filter(([, idea]) => /peur|scared|afraid/.test(idea)))('%s "%s": a fear of the dark stays on the ground', (lang, idea) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan } = tellStory({ character: 'little-bear', theme: 'family', length: 'short', language: lang === 'fr' ? 'french' : 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Hugo', customPrompt: idea, seed });
      expect(plan.places.map((p) => p.id), `seed ${seed}`).not.toContain('moon');
    }
  });
});
