import { describe, expect, it } from 'vitest';
import { createTermMatcher } from './term-matcher.ts';

// The matcher on its own, with small made-up lists: words match whole, 'x*' matches the start of a
// word, a phrase matches consecutive words, an allowed phrase shields what it overlaps, and the
// first-listed reason wins wherever its term is found.
const words = (text: string) => text.split(' ');
const find = (terms: [string, string][], allowed: string[], ...texts: string[]) => createTermMatcher(terms, allowed).find(texts.map(words));

describe('createTermMatcher', () => {
  it('matches whole words only, unless the term ends with *', () => {
    const terms: [string, string][] = [['rude', 'ass'], ['violence', 'kill*']];
    expect(find(terms, [], 'the class assistant')).toBeUndefined();
    expect(find(terms, [], 'kiss my ass')).toEqual({ term: 'ass', reason: 'rude' });
    expect(find(terms, [], 'the killer came')).toEqual({ term: 'kill*', reason: 'violence' });
    expect(find(terms, [], 'kill')).toEqual({ term: 'kill*', reason: 'violence' });
    expect(find(terms, [], 'a skilled archer')).toBeUndefined();
  });

  it('matches a phrase on consecutive words, at the start, the middle and the end of a text', () => {
    const terms: [string, string][] = [['violence', 'beat* up']];
    for (const text of ['beating up the boy', 'they were beating up the boy', 'they beat up']) {
      expect(find(terms, [], text)).toEqual({ term: 'beat* up', reason: 'violence' });
    }
    expect(find(terms, [], 'beating the drum up high')).toBeUndefined();
    expect(find(terms, [], 'the hearts beating')).toBeUndefined();
    expect(find(terms, [], 'up beat')).toBeUndefined();
  });

  it('does not match a phrase longer than what is left of the text', () => {
    expect(find([['violence', 'kill him now']], [], 'they kill him')).toBeUndefined();
    expect(find([['violence', 'kill him now']], [], 'they kill him now')).toEqual({ term: 'kill him now', reason: 'violence' });
  });

  it('reads a term the way a text is read: folded accents, apostrophes splitting words, * on the last word only', () => {
    expect(find([['violence', 'tué']], [], 'le lapin tue')).toEqual({ term: 'tué', reason: 'violence' });
    const drink: [string, string][] = [['drugs', "l'alcool*"]];
    expect(find(drink, [], 'de l alcools forts')).toEqual({ term: "l'alcool*", reason: 'drugs' });
    expect(find(drink, [], 'la alcool')).toBeUndefined();
  });

  it('ignores a term with no letters, which would otherwise match everything', () => {
    expect(find([['odd', '--'], ['odd', '*']], ['...'], 'a quiet story')).toBeUndefined();
  });

  it('lets an allowed phrase shield the words it covers, and only those', () => {
    const terms: [string, string][] = [['weapons', 'gun'], ['violence', 'killer']];
    const allowed = ['water gun', 'killer whale'];
    expect(find(terms, allowed, 'a water gun fight')).toBeUndefined();
    expect(find(terms, allowed, 'the killer whale jumps')).toBeUndefined();
    expect(find(terms, allowed, 'a water gun and a gun')).toEqual({ term: 'gun', reason: 'weapons' });
    expect(find(terms, allowed, 'a gun in the water')).toEqual({ term: 'gun', reason: 'weapons' });
    expect(find(terms, allowed, 'the killer and the whale')).toEqual({ term: 'killer', reason: 'violence' });
  });

  it('does not count a phrase that overlaps an allowed one in part', () => {
    expect(find([['violence', 'gun fight']], ['water gun'], 'a water gun fight')).toBeUndefined();
    expect(find([['violence', 'gun fight']], ['water gun'], 'a gun fight')).toEqual({ term: 'gun fight', reason: 'violence' });
  });

  it('gives the reason listed first, wherever and in whichever reading its term is found', () => {
    const terms: [string, string][] = [['self-harm', 'kill myself'], ['violence', 'kill*'], ['drugs', 'drunk']];
    expect(find(terms, [], 'the drunk pirate wants to kill them and kill myself')).toEqual({ term: 'kill myself', reason: 'self-harm' });
    expect(find(terms, [], 'kill them', 'he was drunk')).toEqual({ term: 'kill*', reason: 'violence' });
    expect(find(terms, [], 'he was drunk', 'kill them')).toEqual({ term: 'kill*', reason: 'violence' });
    expect(find(terms, [], 'he was drunk', 'nothing here')).toEqual({ term: 'drunk', reason: 'drugs' });
    // Two terms starting with the same word: the one listed first wins.
    const same: [string, string][] = [['self-harm', 'cut myself'], ['violence', 'cut him']];
    expect(find(same, [], 'cut him and cut myself')).toEqual({ term: 'cut myself', reason: 'self-harm' });
    const prefixes: [string, string][] = [['self-harm', 'suicid*'], ['violence', 'su*']];
    expect(find(prefixes, [], 'sue was suicidal')).toEqual({ term: 'suicid*', reason: 'self-harm' });
  });
});
