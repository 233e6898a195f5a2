import { describe, expect, it } from 'vitest';
import { moderateText } from './moderate-text.ts';
import { EN_WORDS, FR_WORDS, guessInputLanguage, listLanguageOf, matcherFor } from './word-lists.ts';

// Which lists judge a text: the story's language for what a model wrote, the parent's own words for
// what a parent typed. 'bite' is refused only in French and 'rape' only in English, so they show which
// language a text was read in.
const idea = (language: string) => ({ language, kind: 'input' }) as const;

describe('the language of the lists', () => {
  it.each([
    ['english', 'en'], ['English', 'en'], ['en', 'en'], ['EN', 'en'], ['en-GB', 'en'], ['en-us', 'en'],
    ['french', 'fr'], ['French', 'fr'], ['fr', 'fr'], ['FR', 'fr'], ['fr-CA', 'fr'], ['fr-be', 'fr'],
    ['spanish', 'other'], ['es', 'other'], ['de-DE', 'other'], ['', 'other'],
  ])('reads the story language %j as %s', (language, expected) => {
    expect(listLanguageOf(language)).toBe(expected);
  });

  it('judges output by the lists of the story language only', () => {
    expect(moderateText('The cook had a bite of cake.', { language: 'en-GB', kind: 'output' })).toEqual({ ok: true });
    expect(moderateText('Le chien a une bite.', { language: 'fr-CA', kind: 'output' })).toEqual({ ok: false, reason: 'adult' });
    expect(moderateText('Du fromage rapé sur les pâtes.', { language: 'fr', kind: 'output' })).toEqual({ ok: true });
    expect(moderateText('A story about rape.', { language: 'en', kind: 'output' })).toEqual({ ok: false, reason: 'adult' });
    expect(moderateText('A story about rape.', { language: 'german', kind: 'output' })).toEqual({ ok: true });
    // Only a parent's idea is read in its own words' language: a quote in an English story stays English.
    expect(moderateText('Le chien et la bite.', { language: 'english', kind: 'output' })).toEqual({ ok: true });
  });

  it('compiles the lists of a language once', () => {
    expect(matcherFor('fr')).toBe(matcherFor('fr'));
    expect(matcherFor('en')).not.toBe(matcherFor('fr'));
  });
});

describe("the language of a parent's idea", () => {
  it('is English with two English words and at most half as many French ones', () => {
    expect(guessInputLanguage(['the', 'dog', 'and', 'cat'], 'fr')).toBe('en');
    expect(guessInputLanguage(['the', 'dog', 'and', 'the', 'chat', 'le'], 'fr')).toBe('en');
    expect(guessInputLanguage(['the', 'dog', 'cat'], 'fr')).toBe('fr');
    expect(guessInputLanguage(['the', 'dog', 'and', 'chat', 'le'], 'fr')).toBe('fr');
  });

  it('is French with two French words and at most half as many English ones', () => {
    expect(guessInputLanguage(['le', 'chien', 'et', 'chat'], 'en')).toBe('fr');
    expect(guessInputLanguage(['le', 'chien', 'et', 'le', 'cat', 'the'], 'en')).toBe('fr');
    expect(guessInputLanguage(['le', 'chien', 'chat'], 'en')).toBe('en');
    expect(guessInputLanguage(['le', 'chien', 'et', 'cat', 'the'], 'en')).toBe('en');
  });

  it("is the story's language when the words do not tell", () => {
    expect(guessInputLanguage([], 'other')).toBe('other');
    expect(guessInputLanguage(['dragon', 'pizza'], 'en')).toBe('en');
    expect(guessInputLanguage(['dragon', 'pizza'], 'fr')).toBe('fr');
  });

  // Each word alone, with one more, makes the idea English (or French): a word dropped from the list
  // would leave such an idea to the story's language, where 'bite' (or 'rape') is refused.
  it.each([...EN_WORDS])('reads %j as an English word in an idea for a French story', (word) => {
    const other = word === 'the' ? 'a' : 'the';
    expect(moderateText(`${word} bite ${other}`, idea('french'))).toEqual({ ok: true });
    expect(moderateText(`${word} bite`, idea('french'))).toEqual({ ok: false, reason: 'adult' });
  });

  it.each([...FR_WORDS])('reads %j as a French word in an idea for an English story', (word) => {
    const other = word === 'le' ? 'la' : 'le';
    expect(moderateText(`${word} rape ${other}`, idea('english'))).toEqual({ ok: true });
    expect(moderateText(`${word} rape`, idea('english'))).toEqual({ ok: false, reason: 'adult' });
  });

  it('reads an English idea for a French story in English, and a French one for an English story in French', () => {
    expect(moderateText('the dog wants a bite of my sandwich', idea('french'))).toEqual({ ok: true });
    expect(moderateText('le chef veut des carottes rape avec la sauce', idea('english'))).toEqual({ ok: true });
    expect(moderateText('le chien et sa bite', idea('english'))).toEqual({ ok: false, reason: 'adult' });
  });
});
