import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { layoutChapter, MAX_ART_SHRINK, MIN_LAST_PAGE_LINES, type ChapterLayout } from './chapter-layout.ts';
import { fitIllustration } from './illustration.ts';
import { registerFonts } from './fonts.ts';
import { renderStoryPdf } from './render-pdf.ts';
import { sampleBook, sampleRequests } from './sample-books.ts';
import { pageCount, svgPicture } from './test-fixtures.ts';
import { CONTENT_WIDTH, PAGE } from './theme.ts';
import type { ExportStory } from './types.ts';
import { withTypography } from './story-text.ts';

// Pictures come in many shapes: the offline illustrator's 4:3, services' squares, portraits and wide ones.
const SHAPES = [svgPicture(800, 600), svgPicture(1024, 1024), svgPicture(1024, 1536), svgPicture(1792, 1024), svgPicture(600, 800)];

/** Every 53rd request of the grid (both languages, every length and age), each chapter's picture of another shape. */
const BOOKS: ExportStory[] = sampleRequests(53).map((req, b) => {
  const book = sampleBook(req, false);
  const lang = req.language === 'french' ? 'fr' : 'en';
  return withTypography({ ...book, chapters: book.chapters.map((c, i) => ({ ...c, image: SHAPES[(b + i) % SHAPES.length] })) }, lang);
});

function layouts(): { book: ExportStory; chapter: number; layout: ChapterLayout }[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFonts(doc);
  return BOOKS.flatMap((book) => book.chapters.map((c, i) => ({ book, chapter: i, layout: layoutChapter(doc, c, `Chapter ${i + 1}`) })));
}
const ALL = layouts();

describe('chapter layout over the request grid, pictures of every shape', () => {
  it('covers both languages, every length and age, and chapters that run over several pages', () => {
    expect(new Set(BOOKS.map((b) => b.language))).toEqual(new Set(['english', 'french']));
    expect(BOOKS.length).toBeGreaterThan(250);
    expect(ALL.filter((a) => a.layout.pages.length > 1).length).toBeGreaterThan(100);
  });

  it(`never ends a chapter on a page with fewer than ${MIN_LAST_PAGE_LINES} lines`, () => {
    const bad = ALL.filter(({ layout }) => layout.pages.length > 1 && (layout.pages.at(-1)?.length ?? 0) < MIN_LAST_PAGE_LINES);
    expect(bad.map(({ book, chapter, layout }) => `${book.title} ch.${chapter + 1}: ${layout.pages.map((p) => p.length).join('+')} lines`)).toEqual([]);
  });

  it('keeps every word of the text, in order, inside the text block', () => {
    for (const { book, chapter, layout } of ALL) {
      const laid = layout.pages.flat().map((l) => l.text).join(' ');
      expect(laid.split(/\s+/)).toEqual((book.chapters[chapter]?.content ?? '').split(/\s+/).filter(Boolean));
      for (const page of layout.pages) for (const line of page) expect(line.y + 16).toBeLessThanOrEqual(PAGE.height - PAGE.marginBottom);
    }
  });

  it('shrinks a picture only within its bound and keeps its shape', () => {
    for (const { book, chapter, layout } of ALL) {
      const image = book.chapters[chapter]?.image;
      const picture = layout.picture;
      if (!image || !picture) throw new Error('every chapter here has a picture');
      const natural = fitIllustration(image, { x: PAGE.marginX, y: picture.y, width: CONTENT_WIDTH, height: CONTENT_WIDTH * 0.75 });
      expect(picture.height).toBeGreaterThanOrEqual((natural?.height ?? 0) * (1 - MAX_ART_SHRINK) - 0.01);
      expect(picture.width / picture.height).toBeCloseTo((natural?.width ?? 0) / (natural?.height ?? 1), 3);
    }
  });

  it('prints the pages the layout planned', async () => {
    const book = BOOKS.find((b) => b.chapters.length >= 8) as ExportStory;
    const doc = new PDFDocument({ autoFirstPage: false });
    registerFonts(doc);
    const planned = book.chapters.reduce((n, c, i) => n + layoutChapter(doc, c, `Chapter ${i + 1}`).pages.length, 0);
    const extra = 2 + (book.description.trim().length > 100 ? 1 : 0); // cover and The End, the description page
    expect(pageCount(await renderStoryPdf(book))).toBe(planned + extra);
  });
});
