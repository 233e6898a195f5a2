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
    // First glasses are a visit to the optician now (plan/first-glasses-are-a-visit-to-the-optician.test.ts).
    expect(readIdea('en', 'Emma gets glasses for the first time').situation).toBe('afraid');
  });

  it('reads a lesson named for what is learnt as a day, and a month as when', () => {
    expect(readIdea('en', "amelia's first ballet lesson").subject).toMatchObject({ head: 'ballet lesson', kind: 'event' });
    // A swimming lesson is learning to swim (plots/learn-skill/swim.yaml).
    expect(readIdea('en', "Tom's first swimming lesson").deed).toBe('swim');
    // Feared, the lesson is still learning to swim: the swim lesson's tellings are about that very fear.
    expect(readIdea('en', 'Noah is nervous about his swimming lesson').deed).toBe('swim');
    const school = readIdea('en', 'theo is starting big school in september and is worried');
    expect(school.used.join(' ')).not.toMatch(/september/);
  });

  it("reads a pet's name that is also a word as its name, and what it chews as its mischief", () => {
    const r = readIdea('en', 'our dog biscuit keeps eating socks');
    expect(r.subject).toMatchObject({ head: 'dog', name: 'Biscuit', kind: 'animal' });
    expect(r.mischief).toMatchObject({ does: 'chew', thing: { noun: 'socks' } });
  });

  it('reads a lower-case first name after "my daughter" as hers, and "ride one" as the thing named before', () => {
    const r = readIdea('en', 'my daughter rose loves horses and wants to ride one');
    expect(r.deed).toBe('ride a horse');
    expect(r.other).toMatchObject({ head: 'horse' });
    expect(r.unused).toEqual([]);
  });

  it('reads two who become friends as a friend made, the first followed, the second met', () => {
    const r = readIdea('en', 'a fox and a rabbit become friends');
    expect(r.situation).toBe('make-friend');
    expect(r.subject?.head).toBe('fox');
    expect(r.other?.head).toBe('rabbit');
  });

  it("never makes the beings a trip goes to see its travellers, nor a poorly pet's trip to the vet a journey", () => {
    const farm = readIdea('en', 'a trip to the farm to feed the lambs');
    expect(farm.subject).toBeUndefined();
    expect(farm.place?.head).toBe('farm');
    const vet = readIdea('en', 'our cat is poorly and has to go to the vets');
    expect(vet.situation).not.toBe('journey');
    expect(vet.owner?.head).toBe('cat');
  });

  it("keeps the child named as whose one it is among the idea's words: Finn in 'Finn's grandma is in hospital'", () => {
    const r = readIdea('en', "Finn's grandma is in hospital");
    expect(r.owner?.head).toBe('grandma');
    expect(r.used).toContain('Finn');
  });

  it('reads a first name typed in lower case mid-idea as a name, never a thing', () => {
    expect(readIdea('en', 'a tea party with rose').owner).toMatchObject({ name: 'Rose', kind: 'person' });
    const zoo = readIdea('en', 'ruby and max go to the zoo');
    expect(zoo.other).toMatchObject({ name: 'Max', kind: 'person' });
    const dragon = readIdea('en', 'the day leo met a dragon');
    expect(dragon.subject?.head).toBe('dragon');
    expect(dragon.unused).toContain('Leo');
    expect(readIdea('en', 'picking roses in june').used).toEqual(['roses']);
  });

  it('reads a rainy day stuck inside as a blanket fort built together under the rain, never a thing stuck to free', () => {
    const r = readIdea('en', 'a rainy day stuck inside with nothing to do');
    expect(r.situation).toBe('together');
    expect(r.together).toBe('fort');
    expect(r.weather).toBe('rain');
    expect(readIdea('en', 'the cat is stuck inside the shed').situation).toBe('stuck');
  });

  it('brings no snow with the Snow Queen, a name', () => {
    const r = readIdea('en', 'freya and the snow queen');
    expect(r.subject?.head).toBe('queen');
    expect(r.weather).toBeUndefined();
    expect(r.unused).toContain('Freya');
  });
});
