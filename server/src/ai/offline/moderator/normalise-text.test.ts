import { describe, expect, it } from 'vitest';
import { foldText, readings, SENTENCE_END, tokenise } from './normalise-text.ts';

const has = (text: string, words: string): boolean => readings(text).some((r) => r.join(' ').includes(words));

describe('normalise-text', () => {
  it('folds case, accents, ligatures and curly apostrophes', () => {
    expect(foldText('Éloïse COEUR œuf l’ours')).toBe("eloise coeur oeuf l'ours");
  });

  it('splits words on anything that is not a letter, so elisions separate', () => {
    expect(tokenise("l'assassin d'une-fée, 3 rois")).toEqual(['l', 'assassin', 'd', 'une', 'fée', 'rois']);
  });

  it('reads digits and symbols inside words as the letters they imitate', () => {
    expect(has('k1ll', 'kill')).toBe(true);
    expect(has('ki11', 'kill')).toBe(true);
    expect(has('$h!t', 'shit')).toBe(true);
    expect(has('h0rny', 'horny')).toBe(true);
  });

  it('leaves numbers that stand alone and exclamation marks at the end of words', () => {
    expect(readings('Stop! 3 dragons')).toContainEqual(['stop', SENTENCE_END, 'dragons']);
  });

  it('keeps the end of a sentence between two words, so no phrase runs across it', () => {
    expect(readings('hearts beating. Up there')).toContainEqual(['hearts', 'beating', SENTENCE_END, 'up', 'there']);
    expect(has('f. u. c. k.', 'fuck')).toBe(true);
  });

  it('shortens stretched letters and joins spelled-out words', () => {
    expect(has('fuuuuck', 'fuck')).toBe(true);
    expect(has('killllll', 'kill')).toBe(true);
    expect(has('f u c k', 'fuck')).toBe(true);
    expect(has('f-u-c-k', 'fuck')).toBe(true);
  });
});
