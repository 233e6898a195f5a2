// Faults found reading books: 'loves space rockets and cats' became 'Where Are the Loves Space Rockets?' (the
// verb read as a noun), 'he loves dinosaurs and tractors' a race against 'some dinosaurs' and never a tractor,
// 'Jules aime les dinosaures et les trains' a book about meeting Jules (the child who loves, named first). A
// parent expects both things in the story: the first is what the plot is about, the second the hero's toy.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string) => tellStory({
  character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'empathy', 'perseverance'] as const)[seed % 4]!, childName, customPrompt, seed,
});

describe('two things the child loves', () => {
  it.each([
    ['en', 'he loves dinosaurs and tractors', 'dinosaur', 'tractor'], ['fr', 'elle adore les licornes et les chats', 'licorne', 'chat'],
    ['en', 'loves space rockets and cats', 'space rocket', 'cat'], ['fr', 'Jules aime les dinosaures et les trains', 'dinosaure', 'train'],
  ] as const)('%s "%s": one %s, and a %s beside it', (lang, idea, first, second) => {
    const r = readIdea(lang, idea);
    expect(r.subject?.words).toBe(first);
    expect(r.subject?.plural).toBe(false);
    expect(r.alsoLoved?.words).toBe(second);
    expect(r.unused.filter((u) => u !== 'Jules')).toEqual([]);
  });

  it.each([
    ['he loves dinosaurs and tractors', 'english', 'Leo', /dinosaur/i, /toy tractor/], ['elle adore les licornes et les chats', 'french', 'Zoé', /licorne/i, /petit chat en bois/],
    ['loves space rockets and cats', 'english', 'Ava', /rocket/i, /toy cat/], ['Jules aime les dinosaures et les trains', 'french', 'Jules', /dinosaure/i, /petit train en bois/],
  ] as const)('"%s": both things are in the book, the second as the hero\'s toy', (idea, language, name, first, second) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tell(idea, language, seed, name);
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(`${book.title}\n${text}`, `seed ${seed}`).not.toMatch(/Loves|some dinosaurs|Aime/);
      expect(plan.cast.some((c) => c.role !== 'hero' && c.name === name), `seed ${seed}`).toBe(false);
      expect(text, `seed ${seed}`).toMatch(first);
      expect(book.chapters[0]?.content, `seed ${seed}`).toMatch(second);
    }
  });
});
