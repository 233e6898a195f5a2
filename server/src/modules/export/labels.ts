import { storyLanguageCode } from '@storyloom/contracts/options';

/**
 * Story language value -> BCP 47 code, for the PDF /Lang entry and the EPUB dc:language (screen
 * readers and hyphenation in e-readers use it). Accepts a code too ('fr', 'fr-CA'), so callers that
 * already hold one need not convert back. The table is the codebase's one (contracts, options.ts).
 */
export function languageCode(language: string): string {
  const lower = language.trim().toLowerCase();
  const named = storyLanguageCode(lower);
  if (named) return named;
  if (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(lower)) return lower;
  return 'en';
}

/**
 * The few words the exports print themselves. Only English and French exist (the languages of the
 * app's own catalogs, DECISIONS.md 'Languages'); stories in any other language get English labels.
 */
export interface ExportLabels {
  /** BCP 47 code of the story language, for metadata. */
  lang: string;
  chapter: (n: number) => string;
  theEnd: string;
  createdWith: string;
  by: (author: string) => string;
  contents: string;
  date: (d: Date) => string;
}

// Made once: a DateTimeFormat is costly to build (locale data), and every book prints one date.
const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const frenchDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

const english: Omit<ExportLabels, 'lang'> = {
  chapter: (n) => `Chapter ${n}`,
  theEnd: 'The End',
  createdWith: 'Created with Storyloom',
  by: (author) => `by ${author}`,
  contents: 'Contents',
  date: (d) => englishDate.format(d),
};

const french: Omit<ExportLabels, 'lang'> = {
  chapter: (n) => `Chapitre ${n}`,
  theEnd: 'Fin',
  createdWith: 'Créé avec Storyloom',
  by: (author) => `par ${author}`,
  contents: 'Sommaire',
  date: (d) => frenchDate.format(d),
};

export function exportLabels(language: string): ExportLabels {
  const lang = languageCode(language);
  const words = lang === 'fr' || lang.startsWith('fr-') ? french : english;
  return { lang, ...words };
}
