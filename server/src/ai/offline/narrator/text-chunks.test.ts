import { describe, expect, it } from 'vitest';
import { chunkText } from './text-chunks.ts';

describe('chunkText', () => {
  it('keeps a short text in one chunk, trimmed', () => {
    expect(chunkText('  Once upon a time. The end.\n')).toEqual([{ text: 'Once upon a time. The end.', start: 2, endsSentence: true }]);
  });

  it('cuts a long text between sentences, each chunk pointing back into the text', () => {
    const sentence = 'The little bear walked along the river and counted the stones. ';
    const text = sentence.repeat(30);
    const chunks = chunkText(text, 200);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(200);
      expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
      expect(chunk.text.endsWith('stones.')).toBe(true);
      expect(chunk.endsSentence).toBe(true);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(text.trim());
  });

  it('cuts a sentence longer than the limit at a space', () => {
    const text = `${'and then '.repeat(40)}home.`;
    const chunks = chunkText(text, 100);
    expect(chunks.every((chunk) => chunk.text.length <= 100)).toBe(true);
    expect(chunks.at(0)?.endsSentence).toBe(false);
    expect(chunks.at(-1)?.endsSentence).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(text);
  });

  it('drops pieces with nothing to read', () => {
    expect(chunkText(' ... !! ')).toEqual([]);
    expect(chunkText('')).toEqual([]);
  });

  it('keeps the first chunks short when asked, so that the start of a page is heard sooner', () => {
    const text = 'Chapter 1. The Kite.\n\n' + 'The little bear walked along the river and counted the stones. '.repeat(20);
    const chunks = chunkText(text, 500, [60, 200]);
    expect(chunks[0]?.text).toBe('Chapter 1. The Kite.');
    expect(chunks[1]?.text.length).toBeLessThanOrEqual(200);
    expect(chunks[1]?.text.length).toBeGreaterThan(60);
    expect(chunks[2]?.text.length).toBeGreaterThan(200);
    for (const chunk of chunks) expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
  });
});
