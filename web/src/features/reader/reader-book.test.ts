import { describe, expect, it } from 'vitest';
import { nextFontSize, nextZoom, pageKind, readerPageFromSpread, restorablePage } from './reader-book';

describe('the reader book', () => {
  it('names the pages cover, about, chapters and end in order', () => {
    const total = 8; // five chapters
    expect(pageKind(0, total)).toEqual({ kind: 'cover' });
    expect(pageKind(1, total)).toEqual({ kind: 'about' });
    expect(pageKind(2, total)).toEqual({ kind: 'chapter', chapter: 1 });
    expect(pageKind(6, total)).toEqual({ kind: 'chapter', chapter: 5 });
    expect(pageKind(7, total)).toEqual({ kind: 'end' });
  });

  it('restores a saved page only when it is above 0 and below the total', () => {
    const at = (currentPage: number, progressPercentage = 40) => ({ currentPage, progressPercentage });
    expect(restorablePage(at(3), 8)).toBe(3);
    expect(restorablePage(at(0), 8)).toBe(0);
    expect(restorablePage(at(8), 8)).toBe(0);
    expect(restorablePage(null, 8)).toBe(0);
  });

  it('opens a finished book on its cover, not on The End', () => {
    expect(restorablePage({ currentPage: 7, progressPercentage: 100 }, 8)).toBe(0);
    expect(restorablePage({ currentPage: 4, progressPercentage: 100 }, 8)).toBe(0);
  });

  it('counts a wide spread that shows the last page as the last page', () => {
    expect(readerPageFromSpread(9, 11, true)).toBe(10);
    expect(readerPageFromSpread(9, 11, false)).toBe(9);
    expect(readerPageFromSpread(3, 8, true)).toBe(3);
    expect(readerPageFromSpread(7, 8, true)).toBe(7);
  });

  it('clamps the font size to 12-24 in steps of 2', () => {
    expect(nextFontSize(16, 1)).toBe(18);
    expect(nextFontSize(24, 1)).toBe(24);
    expect(nextFontSize(12, -1)).toBe(12);
  });

  it('clamps the zoom to 50%-200% in steps of 25%', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(2, 1)).toBe(2);
    expect(nextZoom(0.5, -1)).toBe(0.5);
  });
});
