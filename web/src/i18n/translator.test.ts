// The few forms of text the catalogs use, as i18next read them before translator.ts (docs/decisions/022).
import { describe, expect, it, vi } from 'vitest';
import { en, fr } from './catalogs';
import { Translator } from './translator';

function translator(language: 'en' | 'fr' = 'en') {
  const i18n = new Translator(language);
  i18n.addTexts('en', { greeting: 'Hello {{name}}, {{ name }}!', nested: { deep: { text: 'Deep' } }, stories_one: '{{count}} story', stories_other: '{{count}} stories', books_zero: 'No book', books_one: 'One book', books_other: '{{count}} books' });
  i18n.addTexts('fr', { stories_one: '{{count}} histoire', stories_other: '{{count}} histoires' });
  return i18n;
}

describe('Translator', () => {
  it('reads nested keys and fills every slot', () => {
    const i18n = translator();
    expect(i18n.t('nested.deep.text' as never)).toBe('Deep');
    expect(i18n.t('greeting' as never, { name: 'Léa' })).toBe('Hello Léa, Léa!');
  });

  it('picks the plural form by the language’s rules (French counts 0 as one) and zero when the catalog has it', () => {
    const i18n = translator();
    expect(i18n.t('stories' as never, { count: 1 })).toBe('1 story');
    expect(i18n.t('stories' as never, { count: 0 })).toBe('0 stories');
    expect(i18n.getFixedT('fr')('stories' as never, { count: 0 })).toBe('0 histoire');
    expect(i18n.getFixedT('fr')('stories' as never, { count: 2 })).toBe('2 histoires');
    expect(i18n.t('books' as never, { count: 0 })).toBe('No book');
  });

  it('answers the key for a text the catalog lacks, and leaves a slot without a value as written', () => {
    const i18n = translator();
    expect(i18n.t('nested.missing' as never)).toBe('nested.missing');
    expect(i18n.t('nested.deep' as never)).toBe('nested.deep');
    expect(i18n.t('greeting' as never, {})).toBe('Hello {{name}}, {{ name }}!');
  });

  it('keeps the texts it has when a part brings the same key, and merges parts level by level', () => {
    const i18n = translator();
    i18n.addTexts('en', { nested: { deep: { text: 'Other', more: 'More' } } });
    expect(i18n.t('nested.deep.text' as never)).toBe('Deep');
    expect(i18n.t('nested.deep.more' as never)).toBe('More');
  });

  it('loads a language before it switches to it, then tells its listeners once', async () => {
    const load = vi.fn(async (language: string) => ({ title: `${language} title` }));
    const i18n = new Translator('en', load);
    const heard: string[] = [];
    i18n.subscribe((language) => heard.push(`${language}:${i18n.t('title' as never)}`));
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(load).toHaveBeenCalledWith('fr');
    expect(heard).toEqual(['fr:fr title']);
    expect(i18n.getFixedT('en')).toBe(i18n.getFixedT('en'));
  });

  it('reads the real catalogs’ plurals in both languages', () => {
    const i18n = new Translator('en');
    i18n.addTexts('en', en);
    i18n.addTexts('fr', fr);
    expect(i18n.t('library.storyCount', { count: 1 })).toBe('1 story');
    expect(i18n.t('library.storyCount', { count: 3 })).toBe('3 stories');
    expect(i18n.getFixedT('fr')('library.storyCount', { count: 0 })).toBe('0 histoire');
    expect(i18n.t('auth.passwordHint', { count: 8 })).toMatch(/^At least 8 characters/);
  });
});
