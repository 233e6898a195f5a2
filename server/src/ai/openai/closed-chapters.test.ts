import { describe, expect, it } from 'vitest';
import { createChapterScanner } from './closed-chapters.ts';

describe('createChapterScanner', () => {
  it('yields each chapter of the top-level chapters array on the character that closes it', () => {
    const chapterOne = { title: 'Un { ou un [', content: 'Il dit "chapters": [\\"} et part.', scene: { cast: ['owl'], caption: 'x' } };
    const chapterTwo = { title: 'Deux', content: 'Fin.', scene: { cast: [], caption: 'y' } };
    const json = JSON.stringify({ title: 'chapters', bible: { chapters: [{ a: 1 }] }, chapters: [chapterOne, chapterTwo] });
    const scan = createChapterScanner();
    const closedAt: { at: number; chapter: unknown }[] = [];
    // Token by token, one character each.
    [...json].forEach((ch, at) => {
      for (const chapter of scan(ch)) closedAt.push({ at, chapter });
    });

    const firstEnd = json.indexOf(',{"title":"Deux"') - 1;
    expect(closedAt).toEqual([
      { at: firstEnd, chapter: chapterOne },
      { at: json.length - 3, chapter: chapterTwo },
    ]);
  });
});
