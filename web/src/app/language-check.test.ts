// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { LANGUAGE_CHECK_SCRIPT } from './language-check';

// The script runs in the page as text, before any module: run it the same way.
function runOnPage(pageLanguage: string): string | undefined {
  document.documentElement.lang = pageLanguage;
  new Function(LANGUAGE_CHECK_SCRIPT)();
  return document.documentElement.dataset.otherLanguage;
}

describe('the prerendered page language check', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.otherLanguage;
  });

  it('marks a page written in another language than the one the visitor saved', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(runOnPage('en')).toBe('fr');
  });

  it('leaves a page in the saved language alone', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(runOnPage('en')).toBeUndefined();
  });

  it('leaves the page alone when nothing (or nothing we speak) is saved: the server chose the browser language', () => {
    expect(runOnPage('fr')).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(runOnPage('fr')).toBeUndefined();
  });
});
