// 'Léo wants to drive a tractor', 'conduire un tracteur comme papi', 'I want to be a bus driver', 'je veux être
// chauffeur de bus': to drive what the grown-ups drive is a dream of becoming (plan/plots.yaml 'dream-drives',
// 'dream-jobs' tractor and bus), played at in the garden with a cap and come a little true on the real one. The
// tractor is never the toy fetched from under the bed, nor a thing lost; the dreamer with no name in the form is the child.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName = '') =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length: seed % 2 ? 'medium' : 'long', language, ageGroup: seed % 3 === 0 ? '3-5' : '5-8', moralLesson: 'none', childName, customPrompt, seed });

const resolutionOf = (r: ReturnType<typeof tell>): string =>
  r.book.chapters.filter((_c, i) => r.plan.chapters[i]?.events.some((e) => e.kind === 'resolution')).map((c) => c.content).join(' ');

describe('a dream of driving', () => {
  const cases = [
    { idea: 'Léo wants to drive a tractor', language: 'english', thing: /farmer's flat cap/, day: /real tractor|big red tractor/ },
    { idea: 'conduire un tracteur comme papi', language: 'french', thing: /casquette de fermier/, day: /vrai tracteur|gros tracteur rouge/ },
    { idea: 'I want to be a bus driver', language: 'english', thing: /bus driver's cap/, day: /real bus/ },
    { idea: 'je veux être chauffeur de bus', language: 'french', thing: /casquette de chauffeur/, day: /vrai bus/ },
  ] as const;
  for (const c of cases) {
    it(`plays at "${c.idea}" and drives the real one at the end`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const r = tell(c.idea, c.language, seed);
        const text = r.book.chapters.map((ch) => ch.content).join(' ');
        expect(r.plan.plot, c.idea).toBe('learn-skill');
        expect(r.plan.objects.find((o) => o.role === 'tool')?.noun, c.idea).toMatch(c.thing);
        expect(resolutionOf(r), `${c.idea} seed ${seed}`).toMatch(c.day);
        // Nobody else holds the dream: Léo with no name in the form is the child.
        expect(r.plan.cast.filter((m) => m.role === 'owner'), c.idea).toEqual([]);
        expect(text, `${c.idea} seed ${seed}`).not.toMatch(/(?:fetched|sortit) (?:the|le) tract|the tractor (?:was|got) (?:lost|squashed)|le tracteur parut/iu);
      }
    });
  }

  it('is no dream to drive the family car', () => {
    expect(tell('Léo wants to learn to drive a car', 'english', 1).plan.objects.find((o) => o.role === 'tool')?.noun ?? '').not.toMatch(/cap/);
  });
});
