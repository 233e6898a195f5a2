import { describe, expect, it } from 'vitest';
import { buildLeaves } from './book-leaves';
import { awaitsLayout, leafAfterTurns } from './early-turns';

// cover:0, about:1, picture:2, text:3, text:4, picture:5, text:6, end:7
const leaves = buildLeaves([[0, 40], [0]], [70, 30]);

describe('turns asked for before the book is built', () => {
  it('turn a two-page spread by spreads: two turns from the cover open on chapter 1’s words, not on About', () => {
    expect(leafAfterTurns(leaves, 0, ['next'], true)).toBe(1);
    expect(leafAfterTurns(leaves, 0, ['next', 'next'], true)).toBe(3);
    expect(leafAfterTurns(leaves, 0, ['next', 'next', 'previous'], true)).toBe(1);
    expect(leafAfterTurns(leaves, 4, ['previous'], true)).toBe(1);
    expect(leafAfterTurns(leaves, 2, ['previous'], true)).toBe(0);
  });

  it('turn one page at a time on a phone', () => {
    expect(leafAfterTurns(leaves, 0, ['next', 'next'], false)).toBe(2);
    expect(leafAfterTurns(leaves, 3, ['previous'], false)).toBe(2);
  });

  it('stop at the cover and at The End', () => {
    expect(leafAfterTurns(leaves, 0, ['previous', 'previous'], true)).toBe(0);
    expect(leafAfterTurns(leaves, 0, ['next', 'next', 'next', 'next', 'next', 'next'], true)).toBe(7);
    expect(leafAfterTurns(leaves, 7, ['next'], false)).toBe(7);
  });

  it('jump to a reader page’s first leaf, and turn on from there', () => {
    expect(leafAfterTurns(leaves, 0, [{ page: 3 }], true)).toBe(5);
    expect(leafAfterTurns(leaves, 0, [{ page: 4 }, 'previous'], true)).toBe(5);
    expect(leafAfterTurns(leaves, 6, [{ page: 0 }, 'next'], false)).toBe(1);
  });

  it('wait for the book that has a page jumped to, when the book standing lays out its first chapter only', () => {
    // Chapter 1 of 2 laid out: cover, about, picture:2, text:3, text:4, the page awaiting chapter 2 (page 3).
    const opening = buildLeaves([[0, 40]], [70]);
    expect(awaitsLayout(opening, ['next', { page: 2 }], 2)).toBe(false);
    // 'Mark as complete' and End go to The End (page 4), chapter 2 to page 3: neither is laid out yet.
    expect(awaitsLayout(opening, [{ page: 4 }], 2)).toBe(true);
    expect(awaitsLayout(opening, ['next', { page: 3 }], 2)).toBe(true);
    // The whole book, or a book still written (its last page awaits the writer, not the layout): play them.
    expect(awaitsLayout(leaves, [{ page: 4 }], 2)).toBe(false);
    expect(awaitsLayout(opening, [{ page: 3 }], 1)).toBe(false);
  });
});
