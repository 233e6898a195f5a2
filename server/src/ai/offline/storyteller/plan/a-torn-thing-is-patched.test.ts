// A thing of cloth, plastic or paper ('the paddling pool has a hole in it', 'the kite won't fly') is patched
// or sewn: an editor read "the pieces slid gently apart", "a brand-new crack" and an old clockmaker peering
// at a paddling pool (plan/plots.yaml 'soft-things', the 'soft' flag of the mend-broken tellings).
import type { AgeGroup } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const PLOT_KINDS = new Set(['problem', 'try', 'complication', 'turning-point', 'resolution', 'celebration']);
const plotText = (idea: string, ageGroup: AgeGroup, seed: number): { plot: string; text: string } => {
  const { plan, book } = tellStory({ character: 'wise-owl', theme: 'kindness', length: 'long', language: 'english', ageGroup, moralLesson: 'creativity', childName: seed % 2 ? 'Finn' : '', customPrompt: idea, seed });
  return { plot: plan.plot, text: book.chapters.flatMap((c) => c.parts).filter((p) => PLOT_KINDS.has(p.kind)).map((p) => p.text).join(' ') };
};

describe('a torn thing is patched', () => {
  for (const idea of ['the paddling pool has a hole in it', "a windy day and the kite won't fly"]) {
    it(`mends "${idea}" with patches and stitches, never pieces, cracks, nails or a clockmaker`, () => {
      let patched = 0;
      for (const age of ['3-5', '8-12'] as const) for (let seed = 1; seed <= 12; seed++) {
        const { plot, text } = plotText(idea, age, seed);
        expect(plot).toBe('mend-broken');
        expect(text, `${age} seed ${seed}`).not.toMatch(/\b(?:pieces?|crack|nail|clockmaker|planks?)\b/i);
        if (/\b(?:patch|stitch(?:es)?|hole|tear)\b/.test(text)) patched++;
      }
      expect(patched).toBe(24);
    });
  }

  it('keeps the child on the page of the second hole (the story linter\'s child-not-hero)', () => {
    const { book } = tellStory({ character: 'brave-knight', theme: 'kindness', length: 'long', language: 'english', ageGroup: '3-5', moralLesson: 'responsibility', childName: 'Zanzibar', customPrompt: "a windy day and the kite won't fly", seed: 4601939 });
    const page = book.chapters.find((c) => /second hole/.test(c.content));
    expect(page?.content).toMatch(/Zanzibar/);
  });

  it('still mends a china vase from its pieces', () => {
    const texts = Array.from({ length: 8 }, (_, i) => plotText("my twins broke mummy's favourite vase", '8-12', i + 1).text);
    expect(texts.some((t) => /\bpieces?\b|crack/.test(t))).toBe(true);
  });
});
