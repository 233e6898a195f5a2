import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogPart, type CatalogPart } from './catalog-parts';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, storedLanguage, type Language } from './start-language';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, browserLanguage, type Language } from './start-language';

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

const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    Promise.all([...partsInUse].map((part) => loadCatalogPart(language, part))).then(
      (parts) => {
        for (const part of partsInUse) partsLoaded.set(`${language}:${part}`, Promise.resolve());
        callback(null, Object.assign({}, ...parts) as Record<string, never>);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Adds a part of the catalog in the language in use (and, from now on, in any language chosen later). */
export function loadCatalog(part: CatalogPart): Promise<void> {
  partsInUse.add(part);
  const language = currentLanguage();
  const key = `${language}:${part}`;
  let loading = partsLoaded.get(key);
  if (!loading) {
    loading = loadCatalogPart(language, part).then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, false);
    });
    // A failed download (offline for a moment) is tried again next time.
    loading.catch(() => partsLoaded.delete(key));
    partsLoaded.set(key, loading);
  }
  return loading;
}

/** Resolves once the first language's core texts are in: main.tsx renders after it. */
export const i18nReady = i18n
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // The catalogs have the same keys in both languages (catalogs.test.ts): no second language to fetch.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });

applyLanguage(storedLanguage());
i18n.on('languageChanged', applyLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n };
