// The app's translations, in the few forms its catalogs use (docs/decisions/022): nested keys
// ('auth.signIn'), `{{name}}` values, and plurals by the language's rules (`key_one`, `key_other`, and
// `key_zero` when the count is 0 and the catalog has it). i18next did this, and much more the app never
// used, in ~15 KB gzip of the landing page's first JavaScript (issue 15 point 9).
import type { Language } from './start-language';
import type { TranslationKey } from './translation-keys';

/** Values for a text's `{{name}}` slots; `count` also picks the plural form. */
export type TOptions = { count?: number } & Record<string, unknown>;
export type TFunction = (key: TranslationKey, options?: TOptions) => string;
type Texts = { [key: string]: unknown };

const SLOT = /\{\{\s*([^{}]+?)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** 'one', 'other', …: the plural form `count` takes in `language`. */
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills the gaps of `into` from `from`, level by level: a text already there is kept. */
function fillIn(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    if (value !== null && typeof value === 'object' && here !== null && typeof here === 'object') fillIn(here as Texts, value as Texts);
    else if (here === undefined) into[key] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
  }
}

export class Translator {
  language: Language;
  private readonly texts = new Map<string, Texts>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<(language: Language) => void>();

  /** `load`: the texts a language needs before it can be shown, asked for by changeLanguage. */
  constructor(
    language: Language,
    private readonly load?: (language: Language) => Promise<object>,
  ) {
    this.language = language;
  }

  /** The text for `key` in the language in use; the key itself when the catalog has no such text. */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` that always speaks `language`, whatever the language in use (one per language: stable). */
  getFixedT(language: Language): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  /** Adds texts for `language`; a text already there is kept. */
  addTexts(language: Language, texts: object): void {
    let all = this.texts.get(language);
    if (!all) this.texts.set(language, (all = {}));
    fillIn(all, texts as Texts);
  }

  /** Loads `language`'s texts (when the translator has a loader), then switches and tells the listeners. */
  async changeLanguage(language: Language): Promise<void> {
    if (this.load) this.addTexts(language, await this.load(language));
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` after each change of language; returns what stops it. */
  subscribe(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private translate(language: string, key: string, options?: TOptions): string {
    const texts = this.texts.get(language);
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') {
      if (count === 0) text = lookUp(texts, `${key}_zero`);
      text ??= lookUp(texts, `${key}_${pluralForm(language, count)}`);
    }
    text ??= lookUp(texts, key);
    if (text === undefined) return key;
    if (!options) return text;
    // A slot without a value stays as written, so a missing value shows rather than vanishes.
    return text.replace(SLOT, (slot, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? slot : String(value);
    });
  }
}
