// Pictures of the page (issue 10 item 5): a pet's mischief shows the thing it spoils (the sofa it scratches,
// the curtains it climbs, the wires it chews), in the house only, never carried out to the garden; a kite that
// will not fly lies on the grass until it is mended, never drawn flying.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const story = (customPrompt: string, language: 'english' | 'french', seed: number, character: 'playful-cat' | 'friendly-dragon' = 'playful-cat') =>
  tellStory({ character, theme: 'family', language, length: 'medium', ageGroup: '5-8', moralLesson: 'responsibility', childName: language === 'english' ? 'Leo' : 'Léo', customPrompt, seed });

describe('the pictures of a pet\'s mischief', () => {
  it.each([
    ['our kitten climbs the curtains', 'english', 'curtains'],
    ['the cat scratches the sofa', 'english', 'sofa'],
    ['our rabbit chews the wires', 'english', 'wires'],
    ['mon chaton grimpe aux rideaux', 'french', 'curtains'],
    ['le chat qui griffe le canapé', 'french', 'sofa'],
    ['notre lapin ronge les fils', 'french', 'wires'],
  ] as const)('"%s" (%s): the %s drawn in the house, never in the garden', (idea, lang, prop) => {
    for (const seed of [1, 2, 3]) {
      const { book } = story(idea, lang, seed);
      const drawn = book.chapters.filter((c) => c.brief.props.some((p) => p.prop === prop));
      expect(drawn.length, `${idea} ${seed}`).toBeGreaterThan(1);
      for (const c of drawn) expect(c.brief.place, `${idea} ${seed}: ${c.title}`).toBe('home');
    }
  });
});

describe('a kite that will not fly', () => {
  it.each([
    ["my kite won't fly", 'english'],
    ['le cerf-volant est déchiré', 'french'],
  ] as const)('"%s": on the grass until mended, never flying before', (idea, lang) => {
    for (const seed of [1, 2, 3]) {
      const { plan, book } = story(idea, lang, seed, 'friendly-dragon');
      expect(plan.plot).toBe('mend-broken');
      const resolved = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? 99;
      const before = book.chapters.slice(0, resolved).flatMap((c) => c.brief.props.filter((p) => p.prop === 'kite'));
      expect(before.length, `${idea} ${seed}`).toBeGreaterThan(0);
      for (const p of before) expect(p.state, `${idea} ${seed}`).toBe('grounded');
    }
  });
});
