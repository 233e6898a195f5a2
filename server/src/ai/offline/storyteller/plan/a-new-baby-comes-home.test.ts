// Issue 10, 'the parent's idea is the plot': a baby on its way ('Zara's mummy is having a baby and Zara is worried nobody
// will love her anymore', « Jules va être grand frère et il est un peu jaloux ») was told as a party to save, with balloons
// gone, a trek to a meadow and 'her baby'; the worry was left unused. It is a new-sibling book at home (together
// 'newbaby'): the wait, the getting ready, the night Mum goes to hospital, the baby brought home and sung to, the worry
// said and answered. The baby never speaks; the child is the hero.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + 1) % 3]!, moralLesson: (['none', 'sharing', 'empathy', 'creativity'] as const)[seed % 4]!, childName, customPrompt, seed,
});

const WORRIED = "Zara's mummy is having a baby and Zara is worried nobody will love her anymore";
const JEALOUS = 'Jules va être grand frère et il est un peu jaloux';

describe('a new baby comes home', () => {
  it.each([
    ['en', WORRIED], ['en', 'mummy is having a baby'], ['en', 'Jack is going to be a big brother'], ['en', 'a baby on the way'],
    ['en', 'Mia is getting a baby brother and she is jealous'], ['fr', 'maman attend un bébé'], ['fr', JEALOUS],
    ['fr', "Léa a peur qu'on ne l'aime plus quand le bébé sera né"], ['fr', 'ma fille va devenir grande sœur'],
  ] as const)('%s "%s" is a baby on its way, the whole idea used', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('newbaby');
    expect(reading.unused).toEqual([]);
  });

  it.each([
    [WORRIED, 'english', 'Zara', /nobody loves me|love the baby more/, /isn't (?:like )?a cake/],
    ['mummy is having a baby', 'english', 'Leo', undefined, /isn't (?:like )?a cake/],
    ['Mia is getting a baby brother and she is jealous', 'english', 'Mia', /nobody loves me|love the baby more/, /isn't (?:like )?a cake/],
    [JEALOUS, 'french', 'Jules', /plus personne ne m'aimait|plus que moi/, /pas un gâteau/],
    ['maman attend un bébé', 'french', 'Léa', undefined, /pas un gâteau/],
  ] as const)('"%s": a book at home where the baby comes, the worry said and answered', (idea, language, name, worry, answer) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.idea?.together, `seed ${seed}`).toBe('newbaby');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(name);
      if (worry) expect(text, `seed ${seed}`).toMatch(worry);
      expect(text, `seed ${seed}`).toMatch(answer);
      // The baby comes home, after a night: never a party to save, a trek or a quest.
      expect(text, `seed ${seed}`).toMatch(language === 'english' ? /tiny bundle|bundle of blanket/ : /petit paquet de couverture/);
      expect(text, `seed ${seed}`).not.toMatch(/\bthe party\b|\bla fête\b|meadow|prairie|\bquest\b|acorn|\bgland\b|save the/i);
      // Nobody's 'her baby': the baby is the baby, or her baby brother.
      expect(text, `seed ${seed}`).not.toMatch(/\b(?:her|his) baby\b(?! (?:brother|sister))|\b(?:son|sa) bébé\b/);
      // The baby never speaks nor blows out candles.
      expect(text, `seed ${seed}`).not.toMatch(/the baby (?:said|says|asked|whispered|answered)|(?:said|asked|whispered) the baby|le bébé (?:dit|demanda|chuchota|répondit)|\bdit le bébé|blew out|souffla/);
    }
  });

  it.each(['english', 'french'] as const)('in %s, every moral is told at home with the baby, never with a bag on a path', (language) => {
    for (const moral of ['sharing', 'empathy', 'creativity', 'honesty', 'perseverance', 'responsibility'] as const) {
      for (const age of ['3-5', '8-12'] as const) {
        const { book } = tellStory({ ...request(language === 'english' ? 'mummy is having a baby' : 'maman attend un bébé', language, 2, 'Zara'), moralLesson: moral, ageGroup: age });
        const lines = book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral')).map((p) => p.text);
        expect(lines.length, `${moral} ${age}`).toBeGreaterThan(1);
        expect(lines.join(' '), `${moral} ${age}`).toMatch(/baby|bébé|cot\b|berceau/);
        expect(lines.join(' '), `${moral} ${age}`).not.toMatch(/\bbag\b|\bpath\b|\bgate\b|\bmap\b|\bsac\b|\bchemin\b|\bportail\b|\bcarte\b/);
      }
    }
  });

  it.each(['english', 'french'] as const)('in %s, the baby is drawn once it is home, never on the pages of the wait', (language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(language === 'english' ? 'mummy is having a baby' : 'maman attend un bébé', language, seed, 'Zara'));
      const night = plan.chapters.find((c) => c.events.some((e) => e.kind === 'night-camp'))?.index ?? 0;
      const home = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? 0;
      const drawn = (i: number): boolean => (book.chapters[i]?.brief?.props ?? []).some((p) => p.prop === 'baby') || book.chapters[i]?.brief?.cast.some((c) => c.holding === 'baby') === true;
      for (let i = 0; i <= night; i++) expect(drawn(i), `seed ${seed} page ${i}`).toBe(false);
      expect(night, `seed ${seed}`).toBeGreaterThan(0);
      expect(drawn(home), `seed ${seed}`).toBe(true);
    }
  });
});
