// A bare thing the idea says nothing happens to ('a tortoise', 'a tooth') is never found 'stuck high up in
// the tallest tree': only what gets caught by itself (plots.yaml 'catchable': a kite, a cat) is freed.
import { describe, expect, it } from 'vitest';
import { THEMES } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';

const plotOf = (customPrompt: string, theme: (typeof THEMES)[number], seed: number): string => tellStory({
  character: 'little-bear', theme, length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Ella', customPrompt, seed,
}).plan.plot;

describe('a bare thing with nothing happening to it', () => {
  it('is not freed when it cannot get caught by itself', () => {
    for (const idea of ['a tortoise', 'a crocodile', 'my tooth', 'a magic spoon']) {
      for (const theme of THEMES) for (let seed = 1; seed <= 4; seed++) expect(plotOf(idea, theme, seed), `${idea} ${theme} ${seed}`).not.toBe('free-stuck');
    }
  });

  it('is not mended when the idea never said it broke', () => {
    for (const idea of ['her toy rabbit Flopsy', 'a magic umbrella', 'a tooth']) {
      for (const theme of THEMES) for (let seed = 1; seed <= 4; seed++) expect(plotOf(idea, theme, seed), `${idea} ${theme} ${seed}`).not.toBe('mend-broken');
    }
  });

  it('may still be freed when it gets caught by itself', () => {
    const plots = new Set(THEMES.flatMap((theme) => [1, 2, 3, 4].map((seed) => plotOf('a red kite', theme, seed))));
    expect(plots).toContain('free-stuck');
  });
});
