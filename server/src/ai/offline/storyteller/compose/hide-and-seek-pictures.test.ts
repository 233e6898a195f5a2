// Hide and seek in pictures (issue 10, 'Pictures of the page'): on the pages where the child hides, the child is
// drawn half hidden behind a bush and the grown-up who seeks is not hiding too; the page where the seeker covers
// her eyes draws her counting, and only her. The illustrator draws the bush in front of a hider and the numbers
// beside a counter.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { tellStory } from '../index.ts';
import { mainEvent } from './scene-for-chapter.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'none', childName: language === 'english' ? 'Emma' : 'Léo', customPrompt, seed,
});

describe('hide and seek in pictures', () => {
  it.each([['playing hide and seek', 'english'], ['hide and seek with grandpa', 'english'], ['jouer à cache-cache avec papi', 'french']] as const)('"%s": the child hides, the seeker seeks', (idea, language) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      const hides = book.chapters.filter((c) => c.brief.cast.slice(0, 3).some((x) => (x.who === 'hero' || x.who === 'companion') && x.pose === 'hiding'));
      expect(hides.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const c of hides) expect(c.brief.cast.find((x) => x.who === 'owner')?.pose, `seed ${seed}`).not.toBe('hiding');
      for (const [i, c] of plan.chapters.entries()) {
        const words = book.chapters[i]!.parts.filter((p) => p.kind === mainEvent(c).kind).map((p) => p.text).join(' ');
        if (!/put both hands over (?:her|his) eyes/.test(words)) continue;
        const cast = book.chapters[i]!.brief.cast;
        expect(cast.find((x) => x.who === 'owner')?.pose, `seed ${seed}: ${words}`).toBe('counting');
        expect(cast.find((x) => x.who === 'hero')?.pose, `seed ${seed}: ${words}`).not.toBe('counting');
      }
    }
  });

  it('draws a bush in front of one who hides and the numbers beside one who counts', async () => {
    const illustrator = createOfflineIllustrator();
    const draw = async (pose: 'hiding' | 'counting' | 'standing'): Promise<string> => (await illustrator.draw({ heroName: 'Emma', heroCharacter: 'little-bear', coverScene: { place: 'garden', timeOfDay: 'day', cast: ['little-bear'], props: [], mood: 'happy', caption: '' } },
      { place: 'garden', time: 'day', weather: 'clear', framing: 'medium', mood: 'happy', cast: [{ who: 'hero', character: 'grandmother', pose }], props: [], introduced: [], variation: 0, caption: 'Hide and seek.' }, { seed: 2, kind: 'chapter' })).data.toString('utf8');
    const [hiding, counting, standing] = await Promise.all([draw('hiding'), draw('counting'), draw('standing')]);
    expect(hiding).toContain('#78c46f');
    expect(standing).not.toContain('#78c46f');
    expect(counting).toContain('#5a6ab8');
    expect(standing).not.toContain('#5a6ab8');
  });
});
