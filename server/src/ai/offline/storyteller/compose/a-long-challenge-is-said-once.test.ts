// Fault found reading books (editor pass, French): 'Nina veut apprendre à faire du vélo sans petites roues' said
// « le défi de faire du vélo sans petites roues » five times in one book, « Pour le défi de nager sans ses
// brassards, mon conseil... » on every page. A French editor says it whole once, then « le défi ».
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const book = (customPrompt: string, seed: number) => tellStory({
  character: (['little-bear', 'playful-cat', 'wise-owl'] as const)[seed % 3]!, theme: 'learning', length: (['medium', 'long'] as const)[seed % 2]!,
  language: 'french', ageGroup: (['5-8', '8-12'] as const)[seed % 2]!, moralLesson: 'perseverance', childName: 'Nina', customPrompt, seed,
}).book;

describe('a long challenge is said whole once, then « le défi »', () => {
  it.each([['apprendre à faire du vélo sans petites roues', 'faire du vélo sans petites roues'], ['apprendre à nager sans ses brassards', 'nager sans ses brassards']])(
    '"%s"', (idea, deed) => {
      let shortened = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const text = book(`Nina veut ${idea}`, seed).chapters.map((c) => c.content).join('\n');
        expect(text.split(`défi de ${deed}`).length - 1, `seed ${seed}`).toBeLessThanOrEqual(1);
        // Still talked of, its article agreeing as the sentence wrote it ('du défi', 'au défi').
        if (/\b(?:le|du|au) défi(?! de)[ ,.]/.test(text)) shortened++;
      }
      expect(shortened).toBeGreaterThan(2);
    });
});
