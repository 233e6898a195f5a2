// An editor read 'our snowman melted' and 'the power went out' (« notre bonhomme de neige a fondu », « une panne de
// courant ») told as mending with sticky tape, string and honey, the snowman 'turned the right way up' and the power
// 'carried round to show everybody'; « une panne de courant » was even a 'panne' lost and looked for at the seaside.
// A melted snowman is made again when the snow comes back, its scarf and carrot kept; a power cut is a cosy evening
// by torch and candle until the lights come back (plan/plots.yaml 'home-troubles'): at home, nobody sets off.
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const PLOT_KINDS = new Set(['problem', 'try', 'complication', 'turning-point', 'resolution', 'celebration']);
const book = (idea: string, language: 'english' | 'french', length: StoryLength, ageGroup: AgeGroup, seed: number) =>
  tellStory({ character: 'little-bear', theme: 'family', length, language, ageGroup, moralLesson: 'none', childName: seed % 2 ? 'Léo' : 'Zoé', customPrompt: idea, seed });

const CASES = [
  { idea: 'our snowman melted', language: 'english', own: /\b(?:scarf|carrot|snow)\b/i, wrong: /\b(?:tape|glue|string|honey|pieces?|crack|nail|mended|puzzle)\b/i },
  { idea: 'the power went out', language: 'english', own: /\b(?:torch|candles?|lights?)\b/i, wrong: /\b(?:tape|glue|string|honey|pieces?|crack|nail|mended|puzzle)\b/i },
  { idea: 'notre bonhomme de neige a fondu', language: 'french', own: /\b(?:écharpe|carotte|neige)\b/i, wrong: /\b(?:scotch|colle|ficelle|miel|morceaux?|fissure|clou|réparée?s?)\b/i },
  { idea: 'une panne de courant', language: 'french', own: /\b(?:lampe|bougies?|lumière)\b/i, wrong: /\b(?:scotch|colle|ficelle|miel|morceaux?|fissure|clou|réparée?s?|perdue?)\b/i },
] as const;

describe('a melted snowman and a power cut', () => {
  for (const c of CASES) {
    it(`"${c.idea}" is its own story at home, never a mend with tape and string`, () => {
      for (const length of ['short', 'medium', 'long'] as const) for (const age of ['3-5', '8-12'] as const) for (let seed = 1; seed <= 4; seed++) {
        const { plan, book: b } = book(c.idea, c.language, length, age, seed);
        const at = `${length} ${age} seed ${seed}`;
        expect(plan.plot, at).toBe('mend-broken');
        expect(plan.places.every((p) => p.id === 'cottage' || p.id === 'garden'), at).toBe(true);
        expect(plan.chapters.flatMap((ch) => ch.events.map((e) => e.kind)), at).not.toContain('set-off');
        const text = b.chapters.flatMap((ch) => ch.parts).filter((p) => PLOT_KINDS.has(p.kind)).map((p) => p.text).join(' ');
        expect(text, at).toMatch(c.own);
        expect(text, at).not.toMatch(c.wrong);
      }
    });
  }

  it('the melted snowman\'s snow comes back at the end, not on the morning it melted', () => {
    const { plan } = book('our snowman melted', 'english', 'medium', '5-8', 2);
    expect(plan.chapters[0]?.weather).not.toBe('snow');
    expect(plan.chapters.at(-1)?.weather).toBe('snow');
  });

  it('a broken clock is still mended', () => {
    expect(book("grandpa's clock stopped ticking", 'english', 'short', '5-8', 1).book.title).not.toMatch(/Snowman|Lights/);
  });
});
