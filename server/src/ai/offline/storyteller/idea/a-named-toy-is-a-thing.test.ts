// Fault found reading books: 'Flopsy, my toy rabbit' gave a person Flopsy, and 'Flopsy, mon lapin en peluche' a
// rabbit Flopsy who ran off and hid or was met as a friend. A name set beside the family's toy with a comma is
// that toy's name, and a rabbit 'en peluche' is a toy: found on a shelf or under a bush, never running.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a toy the parent names', () => {
  it.each([
    ['en', 'Flopsy, my toy rabbit', 'rabbit'], ['en', 'I lost Flopsy, my toy rabbit', 'rabbit'], ['en', 'my toy rabbit, Flopsy, is lost', 'rabbit'],
    ['fr', 'Flopsy, mon lapin en peluche', 'lapin'], ["fr", "j'ai perdu Flopsy, mon lapin en peluche", 'lapin'],
  ] as const)('%s "%s" is one toy called by its name', (lang, idea, head) => {
    const r = readIdea(lang, idea);
    expect(r.subject).toMatchObject({ head, name: 'Flopsy', kind: 'object' });
    expect(r.unused).toEqual([]);
  });

  it('a rabbit "en peluche" is a toy even with no name', () => {
    expect(readIdea('fr', 'mon lapin en peluche a disparu').subject).toMatchObject({ head: 'lapin', kind: 'object' });
  });

  it.each([['Flopsy, my toy rabbit', 'english'], ['Flopsy, mon lapin en peluche', 'french']] as const)('"%s" is the thing the book looks for, not a being', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'short', language, ageGroup: '3-5', moralLesson: 'sharing', childName: 'Léa', customPrompt: idea, seed });
      expect(plan.cast.some((c) => c.name === 'Flopsy'), `seed ${seed}`).toBe(false);
      expect(plan.objects.find((o) => o.role === 'goal')?.name, `seed ${seed}`).toBe('Flopsy');
    }
  });

  // 'Rex the toy dinosaur' lost its name Rex, and « mon robot jouet » was a person robot: a toy creature of any
  // kind, named before 'the' or called a toy after its noun in French, stays a thing (issue 10, session 30).
  it.each([
    ['en', 'Rex the toy dinosaur', 'dinosaur', 'Rex'], ['en', 'Rex the toy dinosaur is lost', 'dinosaur', 'Rex'],
    ['fr', 'mon robot jouet', 'robot', undefined], ['fr', 'mon dinosaure en plastique', 'dinosaure', undefined], ['fr', 'mon robot jouet est cassé', 'robot', undefined],
  ] as const)('%s "%s" is a toy, a thing', (lang, idea, head, name) => {
    const r = readIdea(lang, idea);
    expect(r.subject).toMatchObject({ head, kind: 'object', ...(name ? { name } : {}) });
    expect(r.unused).toEqual([]);
  });
});
