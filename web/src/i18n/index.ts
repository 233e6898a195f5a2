import { loadCatalogPart, type CatalogPart } from './catalog-parts';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguage, storedLanguage, type Language } from './start-language';
import { Translator } from './translator';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, browserLanguage, type Language } from './start-language';
export type { TFunction } from './translator';

function applyLanguage(language: string): void {
  // Not in Node, where the build renders the public pages (web/build/prerender.ts).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  writeStorage(STORAGE_KEYS.language, language);
}

// Only the language in use is downloaded, in parts (catalog-parts.ts): 'core' before the first render,
// the others with the screens that need them. The parts asked for so far are remembered, so that a
// change of language (the switcher, a shared French book) loads all of them in the new language before
// it takes effect.
const partsInUse = new Set<CatalogPart>(['core']);
const partsLoaded = new Map<string, Promise<void>>();

async function textsInUse(language: Language): Promise<object> {
  const parts = await Promise.all([...partsInUse].map((part) => loadCatalogPart(language, part)));
  for (const part of partsInUse) partsLoaded.set(`${language}:${part}`, Promise.resolve());
  return Object.assign({}, ...parts) as object;
}

/** The app's translations (translator.ts); `useTranslation()` (use-translation.tsx) reads them in React. */
export const i18n = new Translator(storedLanguage(), textsInUse);

/** Adds a part of the catalog in the language in use (and, from now on, in any language chosen later). */
export function loadCatalog(part: CatalogPart): Promise<void> {
  partsInUse.add(part);
  const language = currentLanguage();
  const key = `${language}:${part}`;
  let loading = partsLoaded.get(key);
  if (!loading) {
    loading = loadCatalogPart(language, part).then((texts) => i18n.addTexts(language, texts));
    // A failed download (offline for a moment) is tried again next time.
    loading.catch(() => partsLoaded.delete(key));
    partsLoaded.set(key, loading);
  }
  return loading;
}

/** Resolves once the first language's core texts are in: main.tsx renders after it. */
// A failed download leaves the keys on screen rather than no page at all (as i18next, the library before translator.ts, did).
export const i18nReady = i18n.changeLanguage(storedLanguage()).catch(() => undefined);

applyLanguage(storedLanguage());
i18n.subscribe(applyLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
