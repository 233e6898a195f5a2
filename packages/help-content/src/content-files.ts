// The help centre's data files (content/<language>/<category>.json and phrases.json), checked with zod
// when first read: a missing field or a category filed under the wrong name stops the program early.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { HELP_CATEGORIES, type HelpCategory } from '@storyloom/contracts/help';
import { z } from 'zod';
import enAccount from '../content/en/account.json' with { type: 'json' };
import enBilling from '../content/en/billing.json' with { type: 'json' };
import enGeneral from '../content/en/general.json' with { type: 'json' };
import enPhrases from '../content/en/phrases.json' with { type: 'json' };
import enStories from '../content/en/stories.json' with { type: 'json' };
import enTechnical from '../content/en/technical.json' with { type: 'json' };
import frAccount from '../content/fr/account.json' with { type: 'json' };
import frBilling from '../content/fr/billing.json' with { type: 'json' };
import frGeneral from '../content/fr/general.json' with { type: 'json' };
import frPhrases from '../content/fr/phrases.json' with { type: 'json' };
import frStories from '../content/fr/stories.json' with { type: 'json' };
import frTechnical from '../content/fr/technical.json' with { type: 'json' };

const entryFile = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(5),
  answer: z.string().min(20),
  /** Words a parent might use for this entry that the question and answer do not: they help retrieval only. */
  keywords: z.array(z.string().min(1)),
});
export type HelpEntryFile = z.infer<typeof entryFile>;

const categoryFile = z.object({ category: z.enum(HELP_CATEGORIES), entries: z.array(entryFile).min(4) });
export type CategoryFile = z.infer<typeof categoryFile>;

const writerPhrases = z.object({ generationTime: z.string(), storyLanguages: z.string() });
const phrasesFile = z.object({
  words: z.object({ unlimited: z.string() }),
  writer: z.object({ offline: writerPhrases, service: writerPhrases }),
});
export type PhrasesFile = z.infer<typeof phrasesFile>;

export interface LanguageFiles {
  categories: Record<HelpCategory, CategoryFile>;
  phrases: PhrasesFile;
}

const RAW = {
  en: { categories: { general: enGeneral, stories: enStories, account: enAccount, billing: enBilling, technical: enTechnical }, phrases: enPhrases },
  fr: { categories: { general: frGeneral, stories: frStories, account: frAccount, billing: frBilling, technical: frTechnical }, phrases: frPhrases },
} satisfies Record<InterfaceLanguage, { categories: Record<HelpCategory, unknown>; phrases: unknown }>;

const checked = new Map<InterfaceLanguage, LanguageFiles>();

export function languageFiles(language: InterfaceLanguage): LanguageFiles {
  const cached = checked.get(language);
  if (cached) return cached;
  const raw = RAW[language];
  const categories = {} as Record<HelpCategory, CategoryFile>;
  for (const id of HELP_CATEGORIES) {
    const parsed = categoryFile.parse(raw.categories[id]);
    if (parsed.category !== id) throw new Error(`help content ${language}/${id}.json says it is '${parsed.category}'`);
    categories[id] = parsed;
  }
  const files = { categories, phrases: phrasesFile.parse(raw.phrases) };
  checked.set(language, files);
  return files;
}
