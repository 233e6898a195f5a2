import type { ExportLabels } from './labels.ts';
import { toParagraphs } from './story-text.ts';
import type { ExportChapter, ExportStory } from './types.ts';

/** Story text is plain text: every character that means something in XHTML is escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraphsHtml(content: string): string {
  return toParagraphs(content)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br/>')}</p>`)
    .join('\n');
}

function figure(src: string | undefined, alt: string, className: string): string {
  return src ? `<div class="${className}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"/></div>` : '';
}

/** The opening page: the cover picture, title, author, description and the Storyloom line. */
export function titlePageHtml(story: ExportStory, labels: ExportLabels, coverSrc: string | undefined): string {
  return [
    figure(coverSrc, story.title, 'cover'),
    `<h1 class="book-title">${escapeHtml(story.title)}</h1>`,
    story.authorName ? `<p class="author">${escapeHtml(labels.by(story.authorName))}</p>` : '',
    story.description.trim() ? `<p class="description">${escapeHtml(story.description.trim())}</p>` : '',
    `<p class="made-with">${escapeHtml(labels.createdWith)} · ${escapeHtml(labels.date(story.createdAt))}</p>`,
  ].join('\n');
}

/** One chapter: label, title, illustration, text; the last one closes with 'The End'. */
export function chapterHtml(chapter: ExportChapter, number: number, labels: ExportLabels, imageSrc: string | undefined, isLast: boolean): string {
  return [
    `<p class="chapter-label">${escapeHtml(labels.chapter(number))}</p>`,
    `<h2 class="chapter-title">${escapeHtml(chapter.title)}</h2>`,
    figure(imageSrc, chapter.imageAlt || chapter.title, 'illustration'),
    paragraphsHtml(chapter.content),
    isLast ? `<p class="the-end">${escapeHtml(labels.theEnd)}</p>` : '',
  ].join('\n');
}

/** Reader apps choose the font; this only sets the picture-book rhythm and the app's colours. */
export const EPUB_CSS = `
body { font-family: serif; line-height: 1.6; margin: 0 5%; color: #2b2540; }
p { margin: 0 0 0.9em; text-indent: 0; }
img { max-width: 100%; height: auto; }
.cover { text-align: center; margin: 1em 0; }
.cover img { max-height: 70vh; border-radius: 12px; }
.book-title { text-align: center; font-size: 2em; margin: 0.6em 0 0.3em; }
.author, .made-with { text-align: center; color: #5b5470; font-family: sans-serif; font-size: 0.9em; }
.description { text-align: center; font-style: italic; margin: 1.5em 0; }
.chapter-label { text-align: center; text-transform: uppercase; letter-spacing: 0.15em; color: #c4502f; font-family: sans-serif; font-size: 0.8em; font-weight: bold; margin: 1.5em 0 0.2em; }
.chapter-title { text-align: center; font-size: 1.5em; margin: 0 0 1em; }
.illustration { text-align: center; margin: 0 0 1.2em; }
.illustration img { border-radius: 10px; }
.the-end { text-align: center; font-size: 1.6em; font-weight: bold; margin: 2em 0 1em; }
`;
