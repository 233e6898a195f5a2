import { ERROR_CODES } from '@storyloom/contracts/errors';
import { CHARACTERS, OFFLINE_STORY_LANGUAGES, THEMES } from '@storyloom/contracts/options';
import { PLAN_IDS } from '@storyloom/contracts/plans';
import { describe, expect, it } from 'vitest';
import { en, fr } from './catalogs';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en);
const french = flatten(fr);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('the English and French catalogs', () => {
  it('have exactly the same keys', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !french.has(key));
    const onlyFrench = [...french.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  it('have no empty text', () => {
    const empty = [...english, ...french].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = french.get(key);
      return other !== undefined && placeholders(text).join() !== placeholders(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translate every error code, plan and option the contracts define', () => {
    const required = [
      ...ERROR_CODES.map((code) => `errors.${code}`),
      ...PLAN_IDS.map((plan) => `plans.${plan}`),
      ...CHARACTERS.map((c) => `options.character.${c}`),
      ...THEMES.map((t) => `options.theme.${t}`),
      ...OFFLINE_STORY_LANGUAGES.map((l) => `options.language.${l}`),
    ];
    expect(required.filter((key) => !english.has(key) || !french.has(key))).toEqual([]);
  });

  it('keep the loading texts of SPEC §2', () => {
    expect(french.get('common.loading')).toBe('Chargement...');
    expect(french.get('common.syncing')).toBe('Synchronisation des données...');
  });
});
