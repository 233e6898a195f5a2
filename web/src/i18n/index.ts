import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, fr } from './catalogs';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's first language we speak ('fr-FR' is French), for a first visit (issue 14). */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : browserLanguage(navigator.languages ?? [navigator.language]);
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  writeStorage(STORAGE_KEYS.language, language);
}

// Both catalogs are small and bundled: switching language never waits for the network.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
});

applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n };
