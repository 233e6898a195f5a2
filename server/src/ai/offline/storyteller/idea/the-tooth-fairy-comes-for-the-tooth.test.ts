// Found reading (session 34): « Jeanne perd sa première dent et attend la petite souris, mais elle a peur que la
// souris ne la trouve pas sous l'oreiller » was read as a fear of mice: the child set off « pour regarder la
// souris en face » and danced « Vive la souris ! ». A milk tooth and the tooth fairy (la petite souris) together
// are the tooth that comes out and the night the fairy comes, whatever the child fears about it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const IDEAS = [
  ['fr', "Jeanne perd sa première dent et attend la petite souris, mais elle a peur que la souris ne la trouve pas sous l'oreiller", 'dent'],
  ['fr', 'la petite souris va passer ce soir pour la dent de Lucas', 'dent'],
  ['fr', 'Tom a perdu une dent et il attend la petite souris', 'dent'],
  ['fr', "ma fille a une dent qui bouge et elle a hâte que la petite souris passe", 'dent'],
  ['fr', 'Léo a peur que la petite souris oublie sa dent', 'dent'],
  ['fr', 'la dent de Zoé est tombée, la petite souris va venir', 'dent'],
  ['en', "Emma lost her first tooth and is worried the tooth fairy won't find it under her pillow", 'tooth'],
  ['en', "the tooth fairy is coming tonight for Max's tooth", 'tooth'],
  ['en', 'my daughter has a wobbly tooth and is scared the tooth fairy will forget her', 'tooth'],
  ["en", "Leo's tooth fell out and he can't wait for the tooth fairy", 'tooth'],
  ['en', "Noah is afraid the tooth fairy won't come because he lost his tooth in the garden", 'tooth'],
] as const;

describe('the tooth fairy and a milk tooth', () => {
  it.each(IDEAS)('%s "%s" is the tooth lost, the fairy used', (lang, idea, tooth) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('lost');
    expect(r.subject?.head).toBe(tooth);
    expect(r.used.join(' ')).toMatch(/tooth fairy|petite souris/);
    expect(r.unused.join(' ')).not.toMatch(/fairy|souris/);
  });

  it.each(IDEAS)('%s "%s": the book looks for the tooth and meets no mouse', (lang, idea) => {
    const language = lang === 'fr' ? 'french' : 'english';
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, book } = tellStory({ character: 'magical-unicorn', theme: 'magic', length: 'medium', language, ageGroup: '3-5', moralLesson: 'honesty', childName: 'Jeanne', customPrompt: idea, seed });
      expect(plan.objects.find((o) => o.role === 'goal')?.prop, `seed ${seed}`).toBe('tooth');
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/Vive la souris|la souris en face|face the tooth fairy/);
    }
  });
});
