import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea.ts';

// Fresh ideas parents type (issue 10): an opening verb, the child's own name, a 'first time' or a day of the year
// threw the idea's real thing away ('Going' was a person, 'Emma' the subject and her glasses unused).
describe('The English reader keeps the thing an idea names beside the child', () => {
  it('never reads a capitalised -ing word opening the idea as a person', () => {
    for (const [text, head] of [['Going to see fireworks on bonfire night', 'bonfire night'], ['Playing in the snow with our dog Max', 'dog'], ['Baking cookies for the school bake sale', 'bake sale']] as const) {
      const r = readIdea('en', text);
      expect(r.subject?.head, text).toBe(head);
      expect(r.subject?.kind, text).not.toBe('person');
      expect([...r.used, ...r.unused].filter((w) => /^\p{Lu}\p{L}*ing$/u.test(w)), text).toEqual([]);
    }
  });

  it('reads the day a thing is made for as what the idea is about', () => {
    const r = readIdea('en', 'carving pumpkins for Halloween');
    expect(r.situation).toBe('none');
    expect(r.subject).toMatchObject({ head: 'halloween', kind: 'event' });
    expect(r.used).toContain('Halloween');
  });

  it('reads a first name opening the idea as the child, and what is beside them as the story', () => {
    const cases = [
      ['Emma gets glasses for the first time', 'glasses', 'Emma'],
      ['Oscar goes on an aeroplane for the first time', 'aeroplane', 'Oscar'],
      ['Chloe and the magic shoes that make her dance', 'shoe', 'Chloe'],
      ['Lily helps at the vet\'s with a poorly puppy', 'puppy', 'Lily'],
      ['jack and the giant sunflower', 'sunflower', 'Jack'],
      ['rose and her puppy', 'puppy', 'Rose'],
    ] as const;
    for (const [text, head, child] of cases) {
      const r = readIdea('en', text);
      expect(r.situation, text).toBe('none');
      expect(r.subject?.head, text).toBe(head);
      // The name is left for plan/idea-child.ts, which makes it the hero's, capitalised as a name.
      expect(r.unused, text).toContain(child);
    }
    expect(readIdea('en', 'Lily helps at the vet\'s with a poorly puppy').place).toMatchObject({ head: 'vet', kind: 'place' });
  });

  it('reads a lesson named for what is learnt as a day, and a month as when', () => {
    expect(readIdea('en', "amelia's first ballet lesson").subject).toMatchObject({ head: 'ballet lesson', kind: 'event' });
    const school = readIdea('en', 'theo is starting big school in september and is worried');
    expect(school.used.join(' ')).not.toMatch(/september/);
  });
});
