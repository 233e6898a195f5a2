// French agreement the books got wrong for a girl: bad dreams « laissaient Léa assis dans la nuit », a morning at camp
// where « Mia s'étonna ... d'être content, et d'être prêt ». She sits up « assise », is « contente » and « prête »; a
// child whose name says no gender (Camille) is told in words that need no agreement.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

/** The first of seeds 1 to 80 whose French book tells the marked telling, wherever the seed stream puts it. */
function tellingOf(marker: RegExp, customPrompt: string, childName: string, length: 'medium' | 'long' = 'medium'): string {
  for (let seed = 1; seed <= 80; seed++) {
    const { book } = tellStory({ character: 'curious-mouse', theme: 'adventure', language: 'french', length, ageGroup: '5-8', moralLesson: 'none', childName, customPrompt, seed });
    const text = book.chapters.map((c) => c.content).join('\n\n');
    if (marker.test(text)) return text;
  }
  throw new Error(`no seed tells ${marker}`);
}

describe('a girl sits up, is glad and ready, in the feminine', () => {
  it('bad dreams leave a girl « assise » in the night, and Camille « sans sommeil »', () => {
    const lea = tellingOf(/entraient sans frapper/, 'fait des cauchemars', 'Léa');
    expect(lea).toContain('laissaient Léa assise dans la nuit');
    const camille = tellingOf(/entraient sans frapper/, 'fait des cauchemars', 'Camille');
    expect(camille).toContain('laissaient Camille sans sommeil dans la nuit');
  });

  it('a girl waking at camp is « contente » and « prête pour la suite »', () => {
    const mia = tellingOf(/s'étonna d'avoir faim/, 'Mia part en colonie de vacances', 'Mia', 'long');
    expect(mia).toContain("d'être contente, et d'être prête pour la suite");
    expect(mia).not.toMatch(/d'être content,|d'être prêt pour/);
  });
});
