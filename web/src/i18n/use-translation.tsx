// The translations in React (docs/decisions/022): `useTranslation()` gives the language in use's `t`
// and re-renders its component when the language changes; `<Trans>` puts elements into a text.
import { cloneElement, createContext, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n } from './index';
import type { TranslationKey } from './translation-keys';
import type { TFunction, TOptions, Translator } from './translator';

const TranslatorContext = createContext<Translator>(i18n);

/** Another translator for what it holds (a test's, in a language of its own); the app's by default. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  // The same on the server (the build's prerendering) and at hydration: the page's language.
  const language = useSyncExternalStore(
    (onChange) => translator.subscribe(onChange),
    () => translator.language,
    () => translator.language,
  );
  return { t: translator.getFixedT(language), i18n: translator };
}

// `<name>words</name>` in a text; no nesting (the catalogs have none).
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements in it: `components.terms` wraps the words between `<terms>` and `</terms>`
 * (a link in a sentence whose word order differs between languages).
 */
export function Trans({ i18nKey, values, components }: { i18nKey: TranslationKey; values?: TOptions; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const [whole, name = '', words = ''] = match;
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
