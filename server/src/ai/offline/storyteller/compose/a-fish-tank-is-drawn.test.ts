// A pet fish's book in pictures (issue 10, 'Pictures of the page'): the tank is drawn on the pages whose words are by
// the tank, with the little castle from the page the words put it in and on every page after, never before; the
// goldfish is inside it, not drawn again beside it.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['little-bear', 'wise-owl', 'curious-mouse'] as const)[seed % 3]!, theme: 'kindness', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + 1) % 3]!, moralLesson: 'empathy', childName: language === 'english' ? 'Zara' : 'Léo', customPrompt, seed,
});
const TANK = { english: /\btank\b/, french: /\baquarium\b/ };
const CASTLE = { english: /\bcastle\b/, french: /\bchâteau\b/ };

describe('a pet fish is drawn in its tank', () => {
  it.each([['our goldfish looks lonely', 'english'], ["notre poisson rouge a l'air triste", 'french']] as const)('"%s"', (idea, language) => {
    let castles = 0;
    for (let seed = 1; seed <= 9; seed++) {
      const { book } = tellStory(request(idea, language, seed));
      let castleSaid = false;
      for (const [i, c] of book.chapters.entries()) {
        const tank = [...c.brief.props, ...(c.brief.named ?? [])].find((p) => p.prop === 'fish-tank');
        const said = c.parts.map((p) => p.text).join(' ');
        if (CASTLE[language].test(said)) castleSaid = true;
        if (TANK[language].test(c.parts.filter((p) => !p.kind.startsWith('texture') && p.kind !== 'homecoming' && p.kind !== 'new-morning').map((p) => p.text).join(' '))) expect(tank, `seed ${seed} page ${i + 1}: ${said}`).toBeDefined();
        if (!tank) continue;
        expect(tank.state === 'castle', `seed ${seed} page ${i + 1}: ${said}`).toBe(castleSaid);
        if (tank.state === 'castle') castles++;
        expect(c.brief.cast.map((x) => x.character), `seed ${seed} page ${i + 1}`).not.toContain('goldfish');
      }
    }
    expect(castles).toBeGreaterThan(5);
  });
});
