import { describe, expect, it } from 'vitest';
import { midSentence } from './components/idea-preview';

describe('an idea item inside the preview sentence', () => {
  it('starts with a small letter when it starts with an article, in English and French', () => {
    expect(midSentence('A grandmother')).toBe('a grandmother');
    expect(midSentence('Une grand-mère')).toBe('une grand-mère');
    expect(midSentence("L'ourson")).toBe("l'ourson");
  });

  it('keeps names and other words as the reader wrote them', () => {
    expect(midSentence('Léa')).toBe('Léa');
    expect(midSentence('Anna and her kite')).toBe('Anna and her kite');
    expect(midSentence('Antoine')).toBe('Antoine');
  });
});
