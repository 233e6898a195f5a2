import { describe, expect, it } from 'vitest';
import { allLaidOut, anchorOf, awaitsChapters, buildLeaves, firstLeafOf, leafOfAnchor, readingLeaf, sentenceEnds, splitIntoPages, spreadOf } from './book-leaves';

const lines = (count: number, height = 26) => Array.from({ length: count }, (_, i) => ({ top: Math.floor(i / 8) * height, bottom: Math.floor(i / 8) * height + height }));

describe('the leaves of the book', () => {
  it('cuts a chapter into pages that each hold whole lines within the page height', () => {
    // 80 words, 8 a line: 10 lines of 26 px; a 100 px page holds 3 lines.
    expect(splitIntoPages(lines(80), 100)).toEqual([0, 24, 48, 72]);
    expect(splitIntoPages(lines(80), 1000)).toEqual([0]);
    expect(splitIntoPages([], 100)).toEqual([0]);
  });

  it('ends a full page after the last sentence of its last third, not in the middle of a sentence', () => {
    // 80 words, 8 a line of 26 px: a 156 px page holds 6 lines (48 words).
    const none = Array.from({ length: 80 }, () => false);
    expect(splitIntoPages(lines(80), 156, none)).toEqual([0, 48]);
    // A sentence ends on the fifth line (word 37): the page ends there and the next starts with word 38.
    const inLastThird = none.map((_, word) => word === 37);
    expect(splitIntoPages(lines(80), 156, inLastThird)).toEqual([0, 38]);
    // One that ends on the second line (word 10) is too far back: the page stays full.
    const tooEarly = none.map((_, word) => word === 10);
    expect(splitIntoPages(lines(80), 156, tooEarly)).toEqual([0, 48]);
  });

  it('knows where sentences end in English and in French, closing quotes included', () => {
    expect(sentenceEnds(['He', 'ran.', '“Wait!”', 'she', 'said…', 'Then', 'what?'])).toEqual([false, true, true, false, true, false, true]);
    // 'Où est la clochette ? »': the sentence ends after the guillemet set apart by a non-breaking space.
    expect(sentenceEnds(['«\u00a0Où', 'est-elle', '?', '»', 'Léa', 'cherchait,', 'partout.'])).toEqual([false, false, false, true, false, false, true]);
  });

  it('gives a line taller than the page a page of its own instead of looping', () => {
    expect(splitIntoPages(lines(16, 300), 100)).toEqual([0, 8]);
  });

  it('opens each chapter on its picture, then its text pages, between the front pages and The End', () => {
    const leaves = buildLeaves([[0, 40], [0]], [70, 30]);
    expect(leaves.map((leaf) => `${leaf.kind}:${leaf.page}`)).toEqual(['cover:0', 'about:1', 'picture:2', 'text:2', 'text:2', 'picture:3', 'text:3', 'end:4']);
    expect(leaves[4]).toMatchObject({ from: 40, to: 70, part: 2, parts: 2 });
    expect(firstLeafOf(leaves, 3)).toBe(5);
  });

  it('finds the same words again after the book is laid out for another size', () => {
    const small = buildLeaves([[0, 20, 40, 60]], [80]);
    const anchor = anchorOf(small[5]); // words 40..59
    const large = buildLeaves([[0, 50]], [80]);
    expect(leafOfAnchor(large, anchor)).toBe(3);
    expect(leafOfAnchor(large, anchorOf(small[2]))).toBe(2); // the picture stays the picture
  });

  it('knows which leaves face each other in a spread', () => {
    expect(spreadOf(0, true)).toBe(0);
    expect(spreadOf(1, true)).toBe(spreadOf(2, true));
    expect(spreadOf(2, true)).not.toBe(spreadOf(3, true));
    expect(spreadOf(2, false)).toBe(2);
  });

  it('reads the words facing a chapter\'s picture, and the text facing the page that awaits the next chapter', () => {
    // Chapter 1 laid out of a book of 3 (or of a book still written): cover, about, picture, text, end.
    const opened = buildLeaves([[0]], [30]);
    expect(readingLeaf(opened, 1, true, 3, false)).toBe(opened[1]);
    expect(readingLeaf(opened, 2, true, 3, false)).toBe(opened[2]);
    // page-flip names the last spread by its last page: the reader is on chapter 1's words, so the next
    // chapter arriving does not carry the book on to it (a saved place or two turns pressed early did).
    expect(anchorOf(readingLeaf(opened, 4, true, 3, false))).toEqual({ page: 2, word: 0 });
    expect(anchorOf(readingLeaf(opened, 4, true, 1, true))).toEqual({ page: 2, word: 0 });
    // Finished and laid out: The End is The End; one page at a time, the waiting page is that page.
    expect(readingLeaf(opened, 4, true, 1, false)).toBe(opened[4]);
    expect(readingLeaf(opened, 4, false, 3, false)).toBe(opened[4]);
    expect(awaitsChapters(opened[4]!, 1, false)).toBe(false);
    expect(awaitsChapters(opened[4]!, 2, false)).toBe(true);
    expect(allLaidOut(opened, 1)).toBe(true);
    expect(allLaidOut(opened, 2)).toBe(false);
    expect(allLaidOut(null, 1)).toBe(false);
    // A picture on the left of a spread faces its chapter's first words.
    const book = buildLeaves([[0, 10], [0]], [30, 30]);
    expect(readingLeaf(book, 5, true, 2, false)).toBe(book[6]);
  });
});
