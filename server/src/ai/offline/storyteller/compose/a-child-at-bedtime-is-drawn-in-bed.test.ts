// A child tucked in, going to sleep or asleep at home is drawn in bed (issue 10 'each picture shows its page'):
// the brief puts a bed among the page's things and the room is the bedroom, the child lying in it asleep or
// tucked in awake ('lying'); the one tucked in is the one named after 'tucked' / « borda », never the one who
// tucks; a runner 'tucked in close behind' another is nobody in bed. The illustrator draws the sleeper in the
// bed under its quilt, not on the sitting room's floor.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { CastMember, PlotEvent } from '../plan/types.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { sceneCues, withoutIdioms } from './scene-cues.ts';
import { posesFor } from './scene-poses.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';

function poses(lang: 'en' | 'fr', text: string) {
  const cues = sceneCues(lang);
  const hero: CastMember = { role: 'hero', name: 'Emma', figure: 'child', species: 'the child', gender: 'f', introducedIn: 0 };
  const owner: CastMember = { role: 'owner', name: lang === 'en' ? 'Mum' : 'Maman', noun: lang === 'en' ? 'Mum' : 'Maman', species: 'mother', gender: 'f', introducedIn: 0 };
  const companion: CastMember = { role: 'companion', name: 'Maple', figure: 'little-bear', species: 'a bear', gender: 'f', introducedIn: 0 };
  const event: PlotEvent = { kind: 'resolution', place: 'home', present: ['hero', 'owner', 'companion'], mood: 'calm', pose: 'waving' };
  const cast = [{ role: 'hero' as const, member: hero }, { role: 'owner' as const, member: owner }, { role: 'companion' as const, member: companion }];
  return posesFor({ plot: 'do-together', event, text: withoutIdioms(text, cues), present: cast, named: cast, cues, pick: (l) => l[0] ?? 'waving' });
}

describe('a child at bedtime is drawn in bed', () => {
  it.each([
    ['en', 'Mum tucked Emma in and kissed her nose.'],
    ['en', 'Emma snuggled down under the covers.'],
    ['fr', 'Maman borda Emma et lui fit un bisou sur le nez.'],
    ['fr', 'Emma se blottit sous la couette.'],
  ] as const)('%s: "%s" puts Emma in bed, awake', (lang, text) => {
    const p = poses(lang, text);
    expect(p.get('hero')).toBe('lying');
    expect(p.get('owner')).not.toBe('lying');
  });

  it('puts nobody in bed for a runner tucked in behind another, nor a blanket tucked round', () => {
    expect(poses('en', 'Emma tucked in close behind Maple, where the wind was gentler.').get('hero')).not.toBe('lying');
    expect(poses('en', 'Mum tucked the blanket in all the way round.').get('owner')).not.toBe('lying');
    // Not wanting to go to bed is not being in it.
    expect(poses('fr', 'Emma pensait à tout, sauf à aller au lit.').get('hero')).not.toBe('lying');
  });

  it.each([
    ["Emma doesn't want to go to bed", 'english'],
    ['Léo ne veut pas aller au lit', 'french'],
  ] as const)('"%s": the child asleep or tucked in at home lies in a bed in the bedroom', (idea, language) => {
    let abed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { book } = tellStory(spreadRequest(idea, language, seed, ''));
      for (const [i, c] of book.chapters.entries()) {
        const hero = c.brief.cast.find((m) => m.who === 'hero');
        const things = [...c.brief.props, ...(c.brief.named ?? [])].map((p) => p.prop);
        const at = `seed ${seed} page ${i + 1}: ${c.content}`;
        if (c.brief.place === 'home' && (hero?.pose === 'sleeping' || hero?.pose === 'lying')) {
          expect(things, at).toContain('bed');
          expect(c.brief.room, at).toBe('bedroom');
          abed++;
        } else expect(things, at).not.toContain('bed');
      }
    }
    expect(abed).toBeGreaterThanOrEqual(6);
  });

  it('draws the sleeper in the bed under its quilt, and the room has no second bed behind', async () => {
    const illustrator = createOfflineIllustrator();
    const brief = (pose: 'sleeping' | 'lying', bed: boolean) => ({
      place: 'home' as const, time: 'night' as const, weather: 'clear' as const, framing: 'medium' as const, mood: 'calm' as const,
      cast: [{ who: 'hero', character: 'little-bear' as const, pose }], props: [], introduced: [], variation: 2, room: 'bedroom' as const, caption: 'In bed.',
      ...(bed ? { named: [{ prop: 'bed' as const, state: 'plain' }] } : {}),
    });
    const draw = async (b: ReturnType<typeof brief>): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), b, { seed: 3, kind: 'chapter' })).data.toString('utf8');
    const [floor, abed, awake] = await Promise.all([draw(brief('sleeping', false)), draw(brief('sleeping', true)), draw(brief('lying', true))]);
    // The quilt's pink patchwork (compose/in-bed.ts) over the sleeper; the room's own bed (its headboard) is gone.
    const quilt = /<path d="M[^"]*Q[^"]*" fill="#f6a5c0"/;
    expect(floor).not.toMatch(quilt);
    expect(abed).toMatch(quilt);
    expect(awake).toMatch(quilt);
    // Asleep, the 'z' curls rise; tucked in awake, none.
    expect(abed).toContain('#6a78c8');
    expect(awake).not.toContain('#6a78c8');
  });
});
