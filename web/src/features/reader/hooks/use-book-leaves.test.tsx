// @vitest-environment happy-dom
// The reader's layout while a book arrives (issue 16): a chapter is measured once, so a chapter or a
// picture that arrives never lays out the chapters before it again, and a book opens as soon as the
// chapters up to its opening page are laid out, the rest following once it is on screen.
import type { Chapter } from '@storyloom/contracts/stories';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReadAlongLayout from '../../narration/lib/read-along-layout';
import type { Leaf } from '../book-leaves';
import { useBookLeaves } from './use-book-leaves';

// Every chapter the hook sets in its hidden page, by its text.
const laidOut = vi.hoisted(() => [] as string[]);
vi.mock('../../narration/lib/read-along-layout', async (actual) => {
  const real = await actual<typeof ReadAlongLayout>();
  return { ...real, layoutText: (text: string) => (laidOut.push(text), real.layoutText(text)) };
});

afterEach(() => {
  cleanup();
  laidOut.length = 0;
});

const size = { width: 400, height: 600 };

/** A chapter as each read of the story answers it: a new object every time, with the same text. */
const chapter = (number: number, imageUrl: string | null = null): Chapter => ({
  title: `Chapter ${number}`,
  content: `Pip walked to the pond number ${number}.\n\nThe ducks said hello ${number} times.`,
  imageUrl,
  imageAlt: '',
  page: number,
});
const chapters = (count: number) => Array.from({ length: count }, (_, i) => chapter(i + 1));

/** The chapters in a book's leaves. */
const chaptersOf = (leaves: Leaf[]) => [...new Set(leaves.flatMap((leaf) => (leaf.kind === 'text' ? [leaf.chapter] : [])))];

/** Every book the hook answered, in order, and the last one. */
function renderBook(list: Chapter[], openAt = 0) {
  const books: Leaf[][] = [];
  function Book({ list: shown }: { list: Chapter[] }) {
    const layout = useBookLeaves(shown, 18, size, openAt);
    if (layout.leaves && layout.leaves !== books.at(-1)) books.push(layout.leaves);
    return <>{layout.probe}</>;
  }
  const view = render(<Book list={list} />);
  return { books, rerender: (next: Chapter[]) => view.rerender(<Book list={next} />) };
}

async function bookOf(books: Leaf[][], count: number): Promise<Leaf[]> {
  await waitFor(() => expect(chaptersOf(books.at(-1) ?? [])).toHaveLength(count));
  return books.at(-1)!;
}

describe('useBookLeaves', () => {
  it('lays out only the chapter that arrives, not the ones before it', async () => {
    const { books, rerender } = renderBook(chapters(2));
    await bookOf(books, 2);
    laidOut.length = 0;
    rerender(chapters(3));
    await bookOf(books, 3);
    expect(laidOut).toEqual([chapter(3).content]);
  });

  it('lays nothing out again when a picture arrives, and keeps the same book', async () => {
    const { books, rerender } = renderBook(chapters(2));
    const before = await bookOf(books, 2);
    laidOut.length = 0;
    rerender([chapter(1, '/pictures/1.png'), chapter(2)]);
    // A render of the new chapters has run its layout by the time waitFor's first check passes.
    await waitFor(() => expect(books.at(-1)).toBe(before));
    expect(laidOut).toEqual([]);
  });

  it('opens a new book at its first chapter, then adds the others without laying the first out again', async () => {
    const { books } = renderBook(chapters(3));
    await bookOf(books, 3);
    expect(books.map(chaptersOf)).toEqual([[1], [1, 2, 3]]);
    expect(laidOut.filter((text) => text === chapter(1).content)).toHaveLength(1);
  });

  it('opens at a saved place once the chapters up to it are laid out', async () => {
    // Reader page 4 is chapter 3's (cover, about, then one per chapter).
    const { books } = renderBook(chapters(4), 4);
    await bookOf(books, 4);
    expect(books.map(chaptersOf)).toEqual([[1, 2, 3], [1, 2, 3, 4]]);
  });
});
