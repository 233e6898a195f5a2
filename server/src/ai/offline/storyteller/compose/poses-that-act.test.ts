// The words that make a figure act with something (issue 10 'poses that act where the text acts'): "swam"
// draws a swimmer, "pedalled" a cyclist, "rode the pony" a rider, "cast her line" one fishing, "stirred the
// soup" a cook, in English and French; a race only talked of is not swum; and "they swam" is the racers',
// never the friend's who waits on the sand.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { CastMember, PlotEvent } from '../plan/types.ts';
import { sceneCues, withoutIdioms } from './scene-cues.ts';
import { posesFor } from './scene-poses.ts';

function poses(lang: 'en' | 'fr', text: string) {
  const cues = sceneCues(lang);
  const hero: CastMember = { role: 'hero', name: 'Mia', figure: 'child', species: 'the child', gender: 'f', introducedIn: 0 };
  const rival: CastMember = { role: 'rival', noun: lang === 'en' ? 'speedy otter' : 'loutre rapide', species: 'otter', gender: 'f', introducedIn: 0 };
  const companion: CastMember = { role: 'companion', name: 'Maple', figure: 'little-bear', species: 'a bear', gender: 'f', introducedIn: 0 };
  const event: PlotEvent = { kind: 'complication', place: 'far', present: ['hero', 'rival', 'companion'], mood: 'happy', pose: 'running' };
  const cast = [{ role: 'hero' as const, member: hero }, { role: 'rival' as const, member: rival }, { role: 'companion' as const, member: companion }];
  return posesFor({ plot: 'win-race', event, text: withoutIdioms(text, cues), present: cast, named: cast, cues, pick: (l) => l[0] ?? 'waving' });
}

describe('poses that act where the text acts', () => {
  it.each([
    ['en', 'Mia swam as fast as she could towards the red buoy.', 'swimming'],
    ['en', 'Mia pedalled up the hill, puffing.', 'cycling'],
    ['en', 'Mia rode the little pony round the field.', 'riding'],
    ['en', 'Mia cast her line into the river and waited.', 'fishing'],
    ['en', 'Mia stirred the soup with the big wooden spoon.', 'stirring'],
    ['fr', 'Mia nagea de toutes ses forces vers la bouée rouge.', 'swimming'],
    ['fr', 'Mia pédalait dans la montée.', 'cycling'],
    ['fr', "Mia s'aperçut qu'on était en train de faire du vélo.", 'cycling'],
    ['en', 'Before she knew it, Mia was riding her bike all by herself.', 'cycling'],
    ['fr', 'Mia fit le tour du pré sur le poney.', 'riding'],
    ['fr', 'Mia lança sa ligne dans la rivière.', 'fishing'],
    ['fr', 'Mia touilla la soupe avec la grande cuillère.', 'stirring'],
  ] as const)('%s: "%s" is %s', (lang, text, pose) => {
    expect(poses(lang, text).get('hero')).toBe(pose);
  });

  it('does not swim a race that is only talked of', () => {
    expect(poses('en', 'Mia wanted to win the swimming race more than anything.').get('hero')).not.toBe('swimming');
    expect(poses('fr', 'Mia voulait gagner la course de natation.').get('hero')).not.toBe('swimming');
  });

  it("gives 'they swam' to the racers, not to the friend cheering on the sand", () => {
    for (const [lang, text] of [['en', 'They swam side by side, splashing.'], ['fr', 'Elles nagèrent côte à côte.']] as const) {
      const p = poses(lang, text);
      expect(p.get('hero')).toBe('swimming');
      expect(p.get('rival')).toBe('swimming');
      expect(p.get('companion')).not.toBe('swimming');
    }
  });

  it('draws the child on the bike the page says she rides at last, and that bike only once', () => {
    const { book } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'medium', language: 'french', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Zoé', customPrompt: 'Zoé apprend à faire du vélo avec papi', seed: 5 });
    // The page where she rides at last (plots/learn-skill/bike.yaml: « Zoé pédala jusqu'au bout de l'allée »).
    const page = book.chapters.find((c) => c.parts.some((p) => p.kind === 'resolution'));
    expect(page).toBeDefined();
    expect(page?.brief.cast.find((m) => m.who === 'hero')?.pose).toBe('cycling');
    expect([...(page?.brief.props ?? []), ...(page?.brief.named ?? [])].map((p) => p.prop)).not.toContain('bicycle');
    // The dream of riding, talked of, is not ridden.
    expect(poses('fr', 'Zoé pensait au rêve de faire du vélo.').get('hero')).not.toBe('cycling');
  });
});
