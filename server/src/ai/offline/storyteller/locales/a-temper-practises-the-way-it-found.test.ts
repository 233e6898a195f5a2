// A tantrum book told one calming way at its turning point ("Je te tiens la main et on compte tout doucement")
// and practised another in its ending ("Léna sentit la fleur et souffla la bougie"), a way never told before.
// The turning point's way is the one the ending practises (plots/change-mind.yaml 'calm-breath', 'calm-count').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const WAYS = {
  en: { breath: /smell(?:ed)? (?:a|the) flower|blew the candle|blow(?:ing)? out a (?:birthday )?candle/i, count: /count(?:ed)? (?:to ten )?the slow way/i },
  fr: { breath: /sentir la fleur|sentit la fleur|sentirai une fleur|souffla la bougie|souffler la bougie/i, count: /on compte (?:jusqu'à dix, )?tout doucement|compta tout doucement/i },
};

const IDEAS: ['en' | 'fr', string][] = [
  ['en', "Ella has tantrums when it's time to leave the park"],
  ['en', 'Leo gets really cross when it is time to turn off the TV'],
  ['fr', 'Léna fait des colères quand on part du parc'],
  ['fr', "Hugo se met en colère quand il faut éteindre la télé"],
];

describe('a temper practises the calming way it found', () => {
  for (const [lang, idea] of IDEAS) {
    it(`${lang}: ${idea}`, () => {
      let told = 0;
      for (const ageGroup of ['3-5', '5-8'] as const) {
        for (let seed = 1; seed <= 8; seed++) {
          const { book } = tellStory({ character: 'playful-cat', theme: 'family', moralLesson: 'responsibility', ageGroup, length: 'medium', childName: 'Léna', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
          const text = book.chapters.map((c) => c.content).join('\n');
          const ways = Object.entries(WAYS[lang]).filter(([, re]) => re.test(text)).map(([w]) => w);
          expect(ways.length, `${ageGroup} seed ${seed}: ${ways.join(', ')}`).toBeLessThanOrEqual(1);
          told += ways.length;
        }
      }
      // The books do tell a calming way: the check above is not passing on books without one.
      expect(told).toBeGreaterThan(4);
    });
  }
});
