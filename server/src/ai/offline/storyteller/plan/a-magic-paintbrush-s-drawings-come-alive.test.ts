// Issue 10, 'the parent's idea is the plot': 'Lily finds a magic paintbrush' was 'Emma Finds a Friend' with the brush
// left out, and « un crayon magique qui rend les dessins vivants » a search for a lost crayon. A magic paintbrush is
// drawn with: what the child draws comes alive, one drawing goes wrong, and the child puts it right with the brush.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName, { characters: ['friendly-dragon', 'magical-unicorn', 'brave-knight'], themes: ['magic', 'adventure', 'learning'], morals: ['none', 'creativity', 'perseverance', 'honesty'] });

describe("a magic paintbrush's drawings come alive", () => {
  it.each([
    ['en', 'Lily finds a magic paintbrush'], ['en', 'a magic crayon that makes drawings come alive'],
    ['fr', 'un crayon magique qui rend les dessins vivants'], ['fr', 'Jade trouve un pinceau magique'],
  ] as const)('%s "%s" is read as drawing with it', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('drawing');
  });

  it.each([
    ['Lily finds a magic paintbrush', 'english', '', 'Lily', /magic paintbrush/i, /drew|draw|painted|coloured/i],
    ['un crayon magique qui rend les dessins vivants', 'french', 'Léa', 'Léa', /crayon magique/i, /dessin|colora|recouvrit/i],
  ] as const)('"%s": the child draws with it from the problem to the ending, and nothing is lost', (idea, language, childName, hero, brush, draws) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, childName));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(hero);
      for (const kind of ['problem', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(brush);
      for (const kind of ['problem', 'turning-point']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(draws);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(hero);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/Where Is|Où est|nowhere to be found|Finds a Friend/);
    }
  });
});
