import { describe, expect, it } from 'vitest';
import { codePointToUtf16, tokenizeWords } from './word-tokens.ts';

describe('tokenizeWords', () => {
  it('keeps elisions, contractions and accents inside one word', () => {
    const text = "L'ourson était très content d'aller jusqu'à la rivière. Don’t go!";
    expect(tokenizeWords(text).map((token) => token.word)).toEqual([
      "L'ourson", 'était', 'très', 'content', "d'aller", "jusqu'à", 'la', 'rivière', 'Don’t', 'go',
    ]);
  });

  it('gives offsets that slice back to the word', () => {
    const text = '🐻 « Bonjour », dit-il, 12 fois.';
    for (const token of tokenizeWords(text)) expect(text.slice(token.start, token.start + token.length)).toBe(token.word);
    expect(tokenizeWords(text).map((token) => token.word)).toEqual(['Bonjour', 'dit', 'il', '12', 'fois']);
  });

  it('does not cut words whose vowels are combining marks', () => {
    expect(tokenizeWords('एक छोटी कहानी').map((token) => token.word)).toEqual(['एक', 'छोटी', 'कहानी']);
  });
});

describe('codePointToUtf16', () => {
  it('counts characters outside the BMP as two UTF-16 units', () => {
    const toUtf16 = codePointToUtf16('🐻🐻 The');
    expect(toUtf16(0)).toBe(0);
    expect(toUtf16(1)).toBe(2);
    expect(toUtf16(3)).toBe(5);
    expect(toUtf16(99)).toBe(8);
  });
});
