// A costume the page puts on is worn in its picture (issue 10 'each picture shows its page'): the brief gives the
// figure a typed `wear` (pirate hat, crown, knight's helmet, cape, astronaut's helmet, firefighter's helmet,
// wizard's hat) when a sentence names it and puts it on ('put on', 'wore', 'dressed up as', « mit », « déguisé
// en »), on whoever that sentence's action belongs to, or on the one whose head the words name ('put it on Tom's
// head', « sur la tête d'Inès »); a costume only talked of is not worn, nor is the helmet that 'got squashed'. The
// illustrator draws it on the head (the cape behind the shoulders) and not a second time beside the figure.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { CastMember, PlotEvent } from '../plan/types.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { narration } from './scene-for-chapter.ts';
import { sceneCues, withoutIdioms } from './scene-cues.ts';
import { wornBy } from './scene-poses.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';

function worn(lang: 'en' | 'fr', text: string) {
  const cues = sceneCues(lang);
  const hero: CastMember = { role: 'hero', name: lang === 'en' ? 'Maya' : 'Zoé', figure: 'child', species: 'the child', gender: 'f', introducedIn: 0 };
  const owner: CastMember = { role: 'owner', name: lang === 'en' ? 'Grandma' : 'Mamie', noun: lang === 'en' ? 'Grandma' : 'Mamie', species: 'grandmother', gender: 'f', introducedIn: 0 };
  const companion: CastMember = { role: 'companion', name: 'Maple', figure: 'little-bear', species: 'a bear', gender: 'f', introducedIn: 0 };
  const event: PlotEvent = { kind: 'try', place: 'home', present: ['hero', 'owner', 'companion'], mood: 'happy', pose: 'waving' };
  const cast = [{ role: 'hero' as const, member: hero }, { role: 'owner' as const, member: owner }, { role: 'companion' as const, member: companion }];
  return wornBy({ plot: 'do-together', event, text, present: cast, named: cast, cues, pick: (l) => l[0] ?? 'waving' }, withoutIdioms(narration(text), cues));
}

describe('a costume put on is worn', () => {
  it.each([
    ['en', 'Maya put on her pirate hat and said arr.', 'hero', 'pirate-hat'],
    ['en', 'Maya dressed up as a knight.', 'hero', 'knight-helmet'],
    ['en', 'Maple wore a long red cape all afternoon.', 'companion', 'cape'],
    ['en', 'Maple made a crown out of daisies and put it on Maya\'s head.', 'hero', 'crown'],
    ['en', 'Maya climbed the ladder, with the shiny red helmet slipping down over her eyes.', 'hero', 'firefighter-helmet'],
    ['fr', 'Zoé mit son chapeau de magicien.', 'hero', 'wizard-hat'],
    ['fr', "Mamie posa la couronne en papier doré sur la tête de Zoé.", 'hero', 'crown'],
    ['fr', 'Zoé enfila sa combinaison spatiale.', 'hero', 'astronaut-helmet'],
  ] as const)('%s: "%s" puts the %s in a %s', (lang, text, who, wear) => {
    const on = worn(lang, text);
    expect(on.get(who)).toBe(wear);
    expect([...on.keys()]).toEqual([who]);
  });

  it.each([
    ['en', 'The pirate hat was nowhere to be found.'],
    ['en', '“Put on your crown,” said Grandma.'],
    ['fr', 'La couronne avait disparu.'],
  ] as const)('%s: "%s" puts nothing on anyone', (lang, text) => {
    expect(worn(lang, text).size).toBe(0);
  });

  it('crowns the child Sizzle crowned with daisies, and puts the dream\'s red helmet on the child, never beside them too', () => {
    let crowned = 0;
    let helmets = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const [idea, wear] of [['Tom wants to be an astronaut', 'crown'], ['Leo wants to be a firefighter', 'firefighter-helmet']] as const) {
        for (const c of tellStory(spreadRequest(idea, 'english', seed, '')).book.chapters) {
          const on = c.brief.cast.filter((m) => m.wear === wear);
          if (on.length === 0) continue;
          expect(on.map((m) => m.who), c.content).toEqual(['hero']);
          if (wear === 'crown') crowned++;
          else {
            helmets++;
            expect([...c.brief.props, ...(c.brief.named ?? [])].map((p) => p.prop), c.content).not.toContain('hat');
            expect(c.content).not.toMatch(/helmet got squashed/);
          }
        }
      }
    }
    expect(crowned).toBeGreaterThan(0);
    expect(helmets).toBeGreaterThan(0);
  });

  it('draws the thing worn on the figure: the pirate hat over the head, the cape behind the body', async () => {
    const illustrator = createOfflineIllustrator();
    const brief = (wear?: 'pirate-hat' | 'cape') => ({
      place: 'meadow' as const, time: 'day' as const, weather: 'clear' as const, framing: 'medium' as const, mood: 'happy' as const,
      cast: [{ who: 'hero', character: 'little-bear' as const, pose: 'waving' as const, ...(wear ? { wear } : {}) }], props: [], introduced: [], variation: 1, caption: 'Arr.',
    });
    const draw = async (b: ReturnType<typeof brief>): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), b, { seed: 3, kind: 'chapter' })).data.toString('utf8');
    const [bare, hat, cape] = await Promise.all([draw(brief()), draw(brief('pirate-hat')), draw(brief('cape'))]);
    expect(bare).not.toContain('#2e2a3a');
    expect(hat).toContain('fill="#2e2a3a"');
    expect(bare).not.toContain('#d8404a');
    // The cape comes before the bear's fur in the drawing: behind it.
    expect(cape.indexOf('#d8404a')).toBeGreaterThan(0);
    expect(cape.indexOf('fill="#b07a4f"')).toBeGreaterThan(0);
    expect(cape.indexOf('#d8404a')).toBeLessThan(cape.indexOf('fill="#b07a4f"'));
  });
});
