// Fault found reading books: 'Ines wants to win the school ski race', « Inès veut gagner la course de ski de l'école »
// were a race against 'the speedy hare', « le lièvre très rapide »: a school race is run against a classmate
// (plan/flag-words.yaml 'school-race', words.yaml win-race 'classmate'), a child with a name, never a stock animal;
// a race the parent sets elsewhere keeps its stock rival, and a rival the parent names is that one.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

describe('a race at school', () => {
  it.each([
    ['Ines wants to win the school ski race', 'english', 'Ines'], ['Tom wants to win the race on sports day', 'english', 'Tom'],
    ["Inès veut gagner la course de ski de l'école", 'french', 'Inès'], ["Léo veut gagner la course de l'école", 'french', 'Léo'],
  ] as const)('"%s" (%s) is run against a classmate with a name', (idea, language, child) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, child));
      expect(plan.plot, `seed ${seed}`).toBe('win-race');
      const rival = plan.cast.find((c) => c.role === 'rival');
      expect(rival?.species, `seed ${seed}`).toMatch(/^(?:classmate|camarade)$/);
      expect(rival?.name, `seed ${seed}`).toMatch(/^(?:Max|Ruby|Theo|Maxime|Romane|Théo)$/);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/speedy hare|young goat|lièvre très rapide|jeune bouc/i);
    }
  });

  it('keeps the stock rival for a race anywhere else, and the rival the parent names', () => {
    expect(tellStory(spreadRequest('Mia wants to win a race to the top of the hill', 'english', 1, 'Mia')).plan.cast.find((c) => c.role === 'rival')?.species).toMatch(/hare|snail|goat/);
    expect(tellStory(spreadRequest('Mia races her brother at school', 'english', 1, 'Mia')).plan.cast.find((c) => c.role === 'rival')?.species).toBe('brother');
  });
});
