// Issue 10 (the moral changes what happens): "I know the way!" was fibbed in books where no way is walked, tomatoes
// grown in the garden, a party in the garden, a kite in the oak tree beside the house. A fib about the way is only told
// when the quest walks a way to a far place that is neither home nor its garden (plan/plots.yaml 'way', the 'way' flag),
// and a party to save has a fib of its own, about the trouble hidden ('It's all fine'), owned up to and said at bedtime.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';

const AT_HOME = {
  english: ['we planted tomatoes', 'a birthday party in the garden', 'a kite stuck in the big oak tree', 'making pancakes with daddy', "the cake for Mum's birthday"],
  french: ['on a planté des tomates', "la fête d'anniversaire de Mamie dans le jardin", 'un cerf-volant coincé dans le grand chêne', 'faire des crêpes avec papa', 'une journée chez Mamie'],
};
const WALKED = { english: 'a little fox lost in the snow', french: 'un petit renard perdu dans la neige' };

const request = (language: 'english' | 'french', customPrompt: string, seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'family', language, length: (['long', 'medium', 'short'] as const)[seed % 3]!,
  ageGroup: (['5-8', '3-5', '8-12'] as const)[seed % 3]!, moralLesson: 'honesty', childName: 'Emma', customPrompt, seed,
});

const fibsOf = (req: StoryRequest) => {
  const { plan, book } = tellStory(req);
  const m = contentFor(plan.lang).morals.honesty;
  const byKey = new Map([...m.setup, ...m['turning-point'], ...m.ending].map((t) => [t.key, t]));
  const lines = book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'moral:honesty').map((p) => ({ text: p.text, t: byKey.get(p.key) }));
  return { plan, lines, sets: lines[0]?.t?.sets ?? [] };
};

describe('a fib about the way is told on a way only', () => {
  it.each(['english', 'french'] as const)('never fibs about the way in a book spent at home or in its garden (%s)', (language) => {
    const wrong = AT_HOME[language].flatMap((idea) => Array.from({ length: 8 }, (_, i) => i + 1).flatMap((seed) => {
      const { lines, sets } = fibsOf(request(language, idea, seed));
      return sets.includes('fib-way') ? [`${idea} (seed ${seed}): ${lines[0]?.text}`] : [];
    }));
    expect(wrong).toEqual([]);
  });

  it.each(['english', 'french'] as const)('still fibs about the way on a search far from home (%s)', (language) => {
    const ways = Array.from({ length: 12 }, (_, i) => fibsOf(request(language, WALKED[language], i + 1))).filter((f) => f.sets.includes('fib-way'));
    expect(ways.length).toBeGreaterThan(0);
  });

  it.each(['english', 'french'] as const)('hides a party\'s trouble, owns up to it and says it at bedtime (%s)', (language) => {
    const idea = AT_HOME[language][1]!;
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, lines, sets } = fibsOf(request(language, idea, seed));
      expect(plan.plot).toBe('save-party');
      expect(sets, `seed ${seed}: ${lines[0]?.text}`).toEqual(['fib-party']);
      expect(lines.slice(1).every((l) => l.t?.if.includes('fib-party')), `seed ${seed}: ${lines.map((l) => l.text).join(' / ')}`).toBe(true);
    }
  });
});
