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

  it('spells out every ligature and makes every odd apostrophe plain', () => {
    expect(foldText('Æsir STRAßE Ørsted Đorđe Łódź ıi `a´b')).toBe("aesir strasse orsted dorde lodz ii 'a'b");
  });

  it.each([
    ['p0rn', 'porn'], ['s3x', 'sex'], ['b4stard', 'bastard'], ['a55', 'ass'], ['shi7', 'shit'], ['dru9s', 'drugs'],
    ['@ss', 'ass'], ['$ex', 'sex'], ['ki||', 'kill'], ['s€x', 'sex'],
  ])('reads %j as %j', (text, word) => {
    expect(readings(text)).toContainEqual([word]);
  });

  it('joins three single letters or more, not two', () => {
    expect(readings('x o x')).toContainEqual(['xox']);
    expect(readings('a b cat')).toEqual([['a', 'b', 'cat']]);
  });

  it('ends a sentence after any closing mark, quote or bracket', () => {
    expect(readings('He said "stop!" Then')).toEqual([['he', 'said', 'stop', SENTENCE_END, 'then']]);
    expect(readings('She ran… Up')).toEqual([['she', 'ran', SENTENCE_END, 'up']]);
    expect(readings('wait?! Up')).toEqual([['wait', SENTENCE_END, 'up']]);
    expect(readings('la (fin.) Up')).toEqual([['la', 'fin', SENTENCE_END, 'up']]);
  });

  it('reads a text once for each way it can be spelled, and no reading twice', () => {
    expect(readings('KILLLL')).toEqual([['killll'], ['kil'], ['kill']]);
    expect(readings('a plain story')).toEqual([['a', 'plain', 'story']]);
  });
});
