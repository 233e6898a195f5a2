import { describe, expect, it } from 'vitest';
import { splitForSpeech } from './split-for-speech.ts';

const sentence = (n: number): string => `Sentence number ${n} tells how the little owl flew over the sleepy village.`;

describe('splitForSpeech', () => {
  it('keeps a short text in one part', () => {
    expect(splitForSpeech('  Once upon a time. The end.  ')).toEqual([{ text: 'Once upon a time. The end.', start: 2 }]);
  });

  it('cuts a long text between sentences, every part under the limit', () => {
    const text = Array.from({ length: 120 }, (_, i) => sentence(i)).join(' ');
    const parts = splitForSpeech(text, 4096);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(4096);
      expect(part.text).toMatch(/^Sentence number \d+ .*village\.$/);
      expect(text.slice(part.start, part.start + part.text.length)).toBe(part.text);
    }
    expect(parts.map((p) => p.text).join(' ')).toBe(text);
  });

  it('cuts a sentence longer than the limit at a space', () => {
    const text = `${'la '.repeat(50)}fin.`;
    const parts = splitForSpeech(text, 40);
    for (const part of parts) expect(part.text.length).toBeLessThanOrEqual(40);
    expect(parts.map((p) => p.text).join(' ')).toBe(text);
  });

  it('cuts text without spaces at the limit', () => {
    const text = '月'.repeat(100);
    expect(splitForSpeech(text, 30).map((p) => p.text.length)).toEqual([30, 30, 30, 10]);
  });

  it('returns no part for blank text', () => {
    expect(splitForSpeech(' \n ')).toEqual([]);
  });
});
