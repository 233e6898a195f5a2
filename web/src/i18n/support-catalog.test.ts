import { CONTACT_CATEGORIES } from '@storyloom/contracts/contact';
import { HELP_CATEGORIES } from '@storyloom/contracts/help';
import { describe, expect, it } from 'vitest';
import { en as coreEn } from './catalogs';
import en from './en/support.json';
import fr from './fr/support.json';

type Catalog = { [key: string]: string | Catalog };

function keys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keys(value, path);
  });
}

describe('the help, contact and chat catalogs (loaded with their screens)', () => {
  it('have the same keys in English and French', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('name every help category and contact category of the contracts', () => {
    for (const id of HELP_CATEGORIES) expect(en.help.categories[id]).toBeTruthy();
    for (const id of CONTACT_CATEGORIES) expect([en.contact.categories[id], en.contact.assist.prompts[id]].every(Boolean)).toBe(true);
  });

  it('do not redefine a key of the catalogs bundled with every page', () => {
    expect(Object.keys(en).filter((area) => area in coreEn)).toEqual([]);
  });

  it('keep the French contact title that tells the writing help to answer in French (SPEC §7)', () => {
    expect(fr.contact.title).toBe('Nous Contacter');
  });

  it('keep the chat error message of SPEC §8', () => {
    expect(en.chatbot.errorMessage).toBe("Sorry, I'm having trouble responding right now. Please try again later.");
  });
});
