import type { ExportStory } from './types.ts';

/**
 * Splits story text into paragraphs: blank lines separate paragraphs, single line breaks inside a
 * paragraph are kept, runs of spaces and tabs collapse. The text stays plain text; nothing in it is
 * ever read as markup.
 */
export function toParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter((line) => line.length > 0)
        .join('\n'),
    )
    .filter((p) => p.length > 0);
}

const NBSP = '\u00a0';

/**
 * French puts a space before : ; ! ? » and after «, and a line must never break there (a line
 * starting with "!" looks broken). Those spaces become no-break spaces for the PDF's line breaker.
 * Other languages are returned unchanged.
 */
export function fixSpacing(text: string, lang: string): string {
  if (lang !== 'fr' && !lang.startsWith('fr-')) return text;
  return text.replace(/[ \t]+([:;!?»])/g, `${NBSP}$1`).replace(/«[ \t]+/g, `«${NBSP}`);
}

/** The story with every printed text passed through fixSpacing. */
export function withTypography(story: ExportStory, lang: string): ExportStory {
  return {
    ...story,
    title: fixSpacing(story.title, lang),
    description: fixSpacing(story.description, lang),
    chapters: story.chapters.map((c) => ({ ...c, title: fixSpacing(c.title, lang), content: fixSpacing(c.content, lang) })),
  };
}
