// Fear of the dark in pictures (issue 10, 'Pictures of the page': the light of the time slot, a lantern lit when
// the text lights it). The page whose words put the room's light out ('When the lamp went out', « éteignit la
// lampe ») asks for a dark room (the brief's lightsOut), the pages that do not, never; the night pages at home are
// night; the child who 'did not run' is not drawn running, the child who 'lay still' not cheering.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { mainEvent } from './scene-for-chapter.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: 'none', childName: language === 'english' ? 'Emma' : 'Léo', customPrompt, seed,
});
const OUT = { english: /lamp went (?:out|off)|switched off the lamp/, french: /éteignit la lampe|lampe s'éteignit/ };

describe('a room whose light the words put out is drawn dark', () => {
  it.each([['Emma is afraid of the dark', 'english'], ['il a peur du noir', 'french']] as const)('"%s"', (idea, language) => {
    let dark = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      for (const [i, c] of plan.chapters.entries()) {
        const page = book.chapters[i]!;
        const words = page.parts.filter((p) => p.kind === mainEvent(c).kind).map((p) => p.text).join(' ');
        const out = OUT[language].test(words) && page.brief.place === 'home';
        if (out) dark++;
        expect(page.brief.lightsOut === true, `seed ${seed} page ${i + 1}: ${words}`).toBe(out);
        if (c.time.slot === 'night' && page.brief.place === 'home') expect(page.brief.time, `seed ${seed} page ${i + 1}`).toBe('night');
        if (/did not run|lay still/.test(words)) expect(page.brief.cast[0]?.pose, `seed ${seed} page ${i + 1}: ${words}`).not.toMatch(/running|cheering|jumping/);
      }
    }
    expect(dark).toBeGreaterThan(1);
  });
});
