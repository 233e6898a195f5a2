// 'A train trip to see grandma', « un voyage en train pour voir mamie » (issue 10, an editor reading the books): with no
// town named, the journey went to the stock 'top of Blue Hill' and ended on a meadow. It goes to the visited one's house
// (words.yaml 'visit-goal'), from the problem to the welcome, and arrives among houses (the village), never a hilltop.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

describe('a visit with no town named goes to their house', () => {
  it.each([
    ['a train trip to see grandma', 'english', "Grandma's house", /Blue Hill/i],
    ['un voyage en train pour voir mamie', 'french', 'la maison de Mamie', /colline Bleue/i],
  ] as const)('"%s" goes to %s', (idea, language, house, stock) => {
    for (let seed = 1; seed <= 8; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, 'Emma'));
      const text = [book.title, book.description, ...book.chapters.map((c) => c.content)].join('\n');
      expect(plan.plot, `seed ${seed}`).toBe('reach-place');
      expect(text, `seed ${seed}`).not.toMatch(stock);
      expect(text.toLowerCase(), `seed ${seed}`).toContain(house.toLowerCase());
      const far = plan.places.find((p) => p.role === 'far')?.id;
      expect(['village', 'cottage'], `seed ${seed}`).toContain(far);
    }
  });

  it('keeps a town the parent named: auntie Rose in the city is met in the city', () => {
    const { book } = tellStory(spreadRequest('a train trip to see auntie Rose in the city', 'english', 2, 'Emma'));
    expect(book.chapters.map((c) => c.content).join(' ')).not.toMatch(/Rose's house/);
  });
});
