// A poorly pet taken to the vet (do-together 'vet') was drawn in a waiting room with nobody to see it: the vet named
// in the cue file's figures was never drawn, since nobody in the plan's cast is the vet. On a page in the waiting
// room whose pictured words have the vet look at the pet, the vet is drawn in the white coat (picture-rules.yaml
// 'visit-people') and the pet lies on the examination table ('examined-on'), not a second time on the floor; the
// pages at home that only talk of the vet (a thank-you picture for the vet) have no vet in them.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';

const VET = /\bvet\b|vétérinaire/i;

describe('a visit to the vet draws the vet and the pet on its table', () => {
  it.each([
    ['our dog is poorly and has to go to the vet', 'english', 'puppy'],
    ['our cat is poorly and has to go to the vets', 'english', 'kitten'],
    ['notre chat est malade, il doit aller chez le véto', 'french', 'kitten'],
  ] as const)('"%s" (%s): the vet and the %s on the table', (idea, language, pet) => {
    let examined = 0;
    let talkedOf = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, 'Emma'));
      expect(plan.idea?.together, idea).toBe('vet');
      for (const c of book.chapters) {
        const vet = c.brief.cast.some((m) => m.character === 'doctor');
        const things = [...c.brief.props, ...(c.brief.named ?? [])];
        const table = things.find((p) => p.prop === 'exam-table');
        // The vet is drawn in the waiting room only, with the pet on the table beside them.
        if (vet) {
          expect(c.brief.place, c.content.slice(0, 120)).toBe('waiting-room');
          expect(table?.state, c.content.slice(0, 120)).toBe(pet);
          expect(things.some((p) => p.prop === pet) || c.brief.cast.some((m) => m.who === 'owner'), 'the pet on the floor too').toBe(false);
          examined++;
        } else expect(table, c.content.slice(0, 120)).toBeUndefined();
        if (c.brief.place !== 'waiting-room') expect(vet, c.content.slice(0, 120)).toBe(false);
      }
      talkedOf += book.chapters.filter((c) => c.brief.place === 'home' && VET.test(c.content)).length;
    }
    expect(examined).toBeGreaterThanOrEqual(2);
    // Pages at home name the vet, and none of them drew one (above).
    expect(talkedOf).toBeGreaterThan(0);
  });

  it('draws the pet on the table', async () => {
    const illustrator = createOfflineIllustrator();
    const draw = async (state: 'empty' | 'puppy'): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), {
      place: 'waiting-room', time: 'day', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'waving' }],
      props: [], named: [{ prop: 'exam-table', state }], introduced: [], variation: 0, caption: 'x',
    }, { seed: 3, kind: 'chapter' })).data.toString('utf8');
    const [empty, puppy] = await Promise.all([draw('empty'), draw('puppy')]);
    // The table's blue pad is on both; the puppy's coat only on the table that has it.
    expect(empty).toContain('#7fb8e8');
    expect(puppy).toContain('#f3e1c7');
    expect(empty).not.toContain('#f3e1c7');
  });
});
