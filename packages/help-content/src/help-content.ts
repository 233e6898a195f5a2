// The help centre in one language with every {{placeholder}} filled: numbers from the contracts package,
// phrases that depend on the story writer in use from content/<language>/phrases.json. /help (through
// GET /api/help) and the chatbot both read this, so they can never disagree.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { HELP_CATEGORIES, type HelpCategory } from '@storyloom/contracts/help';
import type { WriterKind } from '@storyloom/contracts/support';
import { languageFiles } from './content-files.ts';
import { numericFacts } from './help-facts.ts';

export interface FilledHelpEntry {
  id: string;
  category: HelpCategory;
  question: string;
  answer: string;
  keywords: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

/** Replaces {{name}} from values, again and again while a value itself holds placeholders. */
export function fillPlaceholders(text: string, values: Record<string, string>, where: string): string {
  let filled = text;
  for (let depth = 0; depth < 4 && HAS_PLACEHOLDER.test(filled); depth++) {
    filled = filled.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`help content ${where}: unknown placeholder {{${name}}}`);
      return value;
    });
  }
  if (HAS_PLACEHOLDER.test(filled)) throw new Error(`help content ${where}: placeholders nested too deeply`);
  return filled;
}

const cache = new Map<string, FilledHelpEntry[]>();

/** Every help entry of a language, in the page's order (categories, then the files' order). */
export function helpEntries(language: InterfaceLanguage, writer: WriterKind): FilledHelpEntry[] {
  const key = `${language}:${writer}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const files = languageFiles(language);
  const values: Record<string, string> = { ...numericFacts(language, writer), ...files.phrases.words, ...files.phrases.writer[writer] };
  const entries = HELP_CATEGORIES.flatMap((category) =>
    files.categories[category].entries.map((entry) => ({
      id: entry.id,
      category,
      question: fillPlaceholders(entry.question, values, `${language}/${category}/${entry.id}`),
      answer: fillPlaceholders(entry.answer, values, `${language}/${category}/${entry.id}`),
      keywords: entry.keywords,
    })),
  );
  cache.set(key, entries);
  return entries;
}
