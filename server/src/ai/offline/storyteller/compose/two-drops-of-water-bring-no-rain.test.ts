// Two paths « qui se ressemblaient comme deux gouttes d'eau » drew the page in the rain, on a foggy day of
// 'un chaton perdu dans le brouillard' and on a sunny one: the idiom (scene-cues/fr.yaml 'ignore') is no weather.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('two drops of water bring no rain', () => {
  it.each(['un chaton perdu dans le brouillard', 'un chaton perdu'])('"%s": the page of two paths alike is drawn under its own sky', (idea) => {
    let told = 0;
    for (let seed = 1; seed <= 60 && told < 3; seed++) {
      const { plan, book } = tellStory({ character: 'little-bear', theme: 'adventure', language: 'french', length: 'medium', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Ella', customPrompt: idea, seed });
      for (const [i, c] of book.chapters.entries()) {
        if (!/comme deux gouttes d'eau/.test(c.content)) continue;
        told++;
        const sky = plan.chapters[i]!.weather;
        expect(c.brief.weather, `seed ${seed} chapter ${i + 1}`).toBe(sky);
        expect(sky).not.toBe('rain');
      }
    }
    expect(told).toBeGreaterThan(0);
  });
});
