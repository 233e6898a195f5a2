// 'camping with dad', 'on va camper avec papa', 'a day at the zoo with grandma', 'une journée au zoo' were storm days
// or a party for Papa: an outing with the family is the outing itself (plot do-together, plan/plots.yaml 'together'
// camping and zoo, idea/reading-<lang>.yaml 'together'), with its own small trouble (the tent pole left at home, the
// shy red panda that will not come out) and the one who came along on the page; no storm, since nobody said one.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string) =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'none', childName, customPrompt, seed });

const eventText = (r: ReturnType<typeof tell>, kind: string): string =>
  r.book.chapters.filter((_c, i) => r.plan.chapters[i]?.events.some((e) => e.kind === kind)).map((c) => c.content).join(' ');

describe('an outing with the family', () => {
  const cases = [
    { idea: 'camping with dad', language: 'english', owner: 'Dad', trouble: /pole/, place: 'wood' },
    { idea: 'on va camper avec papa', language: 'french', owner: 'Papa', trouble: /mât/, place: 'wood' },
    { idea: 'a day at the zoo with grandma', language: 'english', owner: 'Grandma', trouble: /red panda/, place: 'zoo' },
    // Nobody named: Mamie comes along (words.yaml defaults).
    { idea: 'une journée au zoo', language: 'french', owner: 'Mamie', trouble: /panda roux/, place: 'zoo' },
  ] as const;
  for (const c of cases) {
    it(`tells "${c.idea}" as the outing, with its own trouble and ${c.owner} there`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const r = tell(c.idea, c.language, seed, 'Emma');
        expect(r.plan.plot, `${c.idea} seed ${seed}`).toBe('do-together');
        expect(r.plan.cast.find((m) => m.role === 'owner')?.name, c.idea).toBe(c.owner);
        expect(r.plan.places.find((p) => p.role === 'far')?.id, c.idea).toBe(c.place);
        // The outing's own trouble is what the turning point solves, said there even in a short book.
        expect(eventText(r, 'turning-point'), `${c.idea} seed ${seed}`).toMatch(c.trouble);
        const turn = r.plan.chapters.flatMap((ch) => ch.events).find((e) => e.kind === 'turning-point');
        expect(turn?.present, `${c.idea} seed ${seed}`).toContain('owner');
        expect(r.plan.chapters.map((ch) => ch.weather), `${c.idea} seed ${seed}`).not.toContain('storm');
        expect(r.book.chapters.map((ch) => ch.content).join(' '), `${c.idea} seed ${seed}`).not.toMatch(/thunder|lightning|orage|tonnerre|party for|fête (?:de|pour) (?:Papa|Mamie)/iu);
      }
    });
  }
});
