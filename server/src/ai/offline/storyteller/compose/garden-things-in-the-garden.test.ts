// The big things of a garden (picture-rules.yaml 'garden-things': the treehouse, the fence, the gate, the
// kennel, the swing) stand where they are: never drawn in a room, and, once the text has brought them in, on
// every page in the garden in the state the story has them in, not only on the pages about them.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { sceneCues } from './scene-cues.ts';
import { thingOf } from './scene-for-chapter.ts';

const story = (customPrompt: string, language: 'english' | 'french', seed = 5) =>
  tellStory({ character: 'little-bear', theme: 'family', language, length: 'medium', ageGroup: '5-8', moralLesson: 'sharing', childName: language === 'english' ? 'Maya' : 'Zoé', customPrompt, seed });

describe('the things of the garden', () => {
  it.each([
    ['our fence blew down', 'english', 'fence'],
    ["la cabane dans l'arbre est cassée", 'french', 'treehouse'],
    // The swing too is drawn broken before it is mended (plan/plots.yaml mend-broken 'trouble'), not left out.
    ['the swing in our garden broke', 'english', 'swing'],
    ['la balançoire du jardin est cassée', 'french', 'swing'],
  ] as const)('"%s": on every garden page from its first, broken until mended, and never indoors', (idea, lang, prop) => {
    const { plan, book } = story(idea, lang);
    const first = book.chapters.findIndex((c) => c.brief.props.some((p) => p.prop === prop));
    expect(first).toBeGreaterThanOrEqual(0);
    const resolved = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? 99;
    let gardenPages = 0;
    for (const [i, c] of book.chapters.entries()) {
      const drawn = c.brief.props.find((p) => p.prop === prop);
      if (c.brief.place === 'home') expect(drawn, `page ${i + 1}`).toBeUndefined();
      if (c.brief.place !== 'garden' || i < first) continue;
      gardenPages++;
      expect(drawn?.state, `page ${i + 1}`).toBe(i < resolved ? 'broken' : 'whole');
    }
    // Among them a garden page whose event is not about it (the helper met in the garden).
    expect(gardenPages).toBeGreaterThan(book.chapters.filter((c) => c.brief.keyObject === prop && c.brief.place === 'garden').length);
  });

  it('draws the swing, a garden thing, in the garden once mended', () => {
    expect(thingOf({ role: 'goal', noun: 'swing', gender: 'n', plural: false, introducedIn: 0, states: [] }, sceneCues('en'))).toBe('swing');
    expect(thingOf({ role: 'goal', noun: 'balançoire', gender: 'f', plural: false, introducedIn: 0, states: [] }, sceneCues('fr'))).toBe('swing');
    const { book } = story('la balançoire du jardin est cassée', 'french');
    const swings = book.chapters.filter((c) => c.brief.props.some((p) => p.prop === 'swing'));
    expect(swings.length).toBeGreaterThan(0);
    for (const c of swings) expect(c.brief.place).not.toBe('home');
  });
});
