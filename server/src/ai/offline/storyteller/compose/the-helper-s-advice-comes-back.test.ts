// Editors read the helper's advice ('look again where you already looked', « à deux, on va plus loin ») and then a
// turning point that never used it. The advice given at the helper's task (beats/helper-task.yaml 'sets: [advice-…]')
// is what the child remembers at the turning point, in both languages, whatever the plot.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const IDEAS: [string, StoryRequest['language']][] = [
  ['Hugo builds a robot', 'english'], ['a race against the fastest hare', 'english'], ['afraid of the dark', 'english'],
  ['Léo a perdu son doudou', 'french'], ['une course de vélo contre son cousin', 'french'], ["Léa a peur de l'orage", 'french'],
];

describe("the helper's advice comes back", () => {
  it('the turning point remembers the advice the helper gave', () => {
    let advised = 0;
    const missed: string[] = [];
    for (const [idea, language] of IDEAS) for (const seed of [3, 4, 5]) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', language, length: seed === 4 ? 'medium' : 'long', ageGroup: seed === 5 ? '3-5' : '5-8', moralLesson: 'none', childName: 'Hugo', customPrompt: idea, seed });
      const content = contentFor(plan.lang);
      const parts = book.chapters.flatMap((c) => c.parts);
      const task = parts.find((p) => p.kind === 'helper-task');
      const advice = content.beats['helper-task'].find((t) => t.key === task?.key)?.sets?.find((f) => f.startsWith('advice-'));
      if (!advice) continue;
      advised++;
      const turn = book.chapters.find((c) => c.parts.some((p) => p.kind === 'turning-point'));
      const back = turn?.parts.find((p) => p.kind === 'helper-back');
      const echoes = content.beats['helper-back'].find((t) => t.key === back?.key)?.if.includes(advice);
      if (!echoes) missed.push(`${language} '${idea}' seed ${seed}: ${advice} never remembered`);
    }
    expect(advised).toBeGreaterThan(4);
    expect(missed).toEqual([]);
  });
});
