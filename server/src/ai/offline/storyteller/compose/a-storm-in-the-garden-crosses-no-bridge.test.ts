// 'The garden, three steps from the back door, then has the little bridge under a rushing stream, and the helper knew
// these hills': a storm met at home or in the garden or the park has no country features (plan/flag-words.yaml
// 'countryside'): its path turns into a river and the helper knows the one dry corner close by. Both languages;
// seeds searched, not pinned.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';
import { FLAG_WORDS } from '../plan/flags.ts';

const COUNTRY: Record<'en' | 'fr', RegExp> = {
  en: /\b(the little bridge|these hills|the low field|the stream|overhang)\b/i,
  fr: /(?<!\p{L})(le petit pont|ces collines|le champ d'en bas|ruisseau|sous le rocher)(?!\p{L})/iu,
};
const RIVER_PATH: Record<'en' | 'fr', RegExp> = { en: /path had turned into a little brown river|path was a river/, fr: /chemin s'était changé en petite rivière|chemin était devenu une rivière/ };

const request = (language: 'english' | 'french', customPrompt: string, seed: number): StoryRequest => ({
  character: 'playful-cat', theme: 'family', moralLesson: 'none', ageGroup: '5-8', length: 'long', language, childName: language === 'english' ? 'Ruby' : 'Jules', customPrompt, seed,
});

describe('a storm in the garden crosses no bridge', () => {
  for (const [language, idea] of [['english', 'a wild thunderstorm over our back garden'], ['french', "un gros orage dans le jardin de mamie"]] as const) {
    it(`tells a ${language} storm in the garden without the country's bridge, hills or stream`, () => {
      let gardens = 0;
      let rivers = 0;
      for (let seed = 1; seed <= 24; seed++) {
        const { plan, book } = tellStory(request(language, idea, seed));
        if (plan.plot !== 'weather-storm') continue;
        plan.chapters.forEach((c, i) => {
          const place = plan.places.find((p) => p.role === c.place)?.id;
          if (!place || FLAG_WORDS.countryside.some((x) => x === place)) return;
          gardens += 1;
          const text = book.chapters[i]?.parts.filter((p) => !p.kind.startsWith('texture:')).map((p) => p.text).join(' ') ?? '';
          expect(COUNTRY[plan.lang].exec(text)?.[0], `${place}: ${text}`).toBeUndefined();
          if (RIVER_PATH[plan.lang].test(text)) rivers += 1;
        });
      }
      expect(gardens).toBeGreaterThan(10);
      expect(rivers).toBeGreaterThan(0);
    });
  }
});
