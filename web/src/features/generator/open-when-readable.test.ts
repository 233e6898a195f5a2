import { describe, expect, it } from 'vitest';
import { isReadable } from './open-when-readable';

describe('a book being written opens', () => {
  it('once its first chapter is written, before the rest and the pictures', () => {
    expect(isReadable({ status: 'writing', chaptersDone: 0 })).toBe(false);
    expect(isReadable({ status: 'queued', chaptersDone: 0 })).toBe(false);
    expect(isReadable({ status: 'writing', chaptersDone: 1 })).toBe(true);
    expect(isReadable({ status: 'illustrating', chaptersDone: 5 })).toBe(true);
    expect(isReadable({ status: 'ready', chaptersDone: 5 })).toBe(true);
  });

  it('never when it failed', () => {
    expect(isReadable({ status: 'failed', chaptersDone: 3 })).toBe(false);
  });
});
