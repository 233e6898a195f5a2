import { balancedWidth } from './text-layout.ts';
import { FONT } from './fonts.ts';
import { drawIllustration, fitIllustration } from './illustration.ts';
import type { ExportLabels } from './labels.ts';
import { toParagraphs } from './story-text.ts';
import { BODY, COLOR, CONTENT_WIDTH, PAGE, PAGE_OPTIONS, TYPE } from './theme.ts';
import type { ExportChapter, ExportImage } from './types.ts';

/** Zero-based indexes of the first and last page a chapter occupies. */
export interface PageRange {
  first: number;
  last: number;
}

const TEXT_BOTTOM = PAGE.height - PAGE.marginBottom;
const GAP_BELOW_ART = 22;
/** A picture may give up this share of its height so that a chapter fits on one page. */
const MAX_ART_SHRINK = 0.45;
const TEXT = { width: CONTENT_WIDTH, lineGap: BODY.lineGap } as const;

function currentPageIndex(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

function useBodyFont(doc: PDFKit.PDFDocument): void {
  doc.font(FONT.serif).fontSize(BODY.size).fillColor(COLOR.ink);
}

function textHeight(doc: PDFKit.PDFDocument, paragraphs: string[]): number {
  useBodyFont(doc);
  const gaps = Math.max(0, paragraphs.length - 1) * BODY.paragraphGap;
  return paragraphs.reduce((sum, p) => sum + doc.heightOfString(p, TEXT), gaps);
}

/**
 * Draws the chapter picture across the text width. When the text would spill a few lines onto a
 * second page, the picture is made a little smaller instead: a page holding two lines and a lot of
 * white paper is the most awkward break a picture book can have. Returns where the text starts.
 */
function placeIllustration(doc: PDFKit.PDFDocument, image: ExportImage, top: number, neededForText: number): number {
  const box = { x: PAGE.marginX, y: top, width: CONTENT_WIDTH, height: CONTENT_WIDTH * 0.75 };
  const natural = fitIllustration(image, box);
  if (!natural) return top;
  const roomForText = TEXT_BOTTOM - (natural.y + natural.height + GAP_BELOW_ART);
  const overflow = neededForText - roomForText;
  if (overflow > 0 && overflow <= natural.height * MAX_ART_SHRINK) box.height = natural.height - overflow - 2;
  const drawn = drawIllustration(doc, image, box);
  return drawn ? drawn.y + drawn.height + GAP_BELOW_ART : top;
}

/**
 * Writes the paragraphs, letting pdfkit flow long ones onto new pages. A paragraph does not start on
 * the last line of a page (orphan), and a short one is moved whole rather than leave its last line
 * alone at the top of the next page (widow).
 */
function writeParagraphs(doc: PDFKit.PDFDocument, paragraphs: string[], top: number): void {
  useBodyFont(doc);
  const lineHeight = doc.currentLineHeight(true) + BODY.lineGap;
  doc.y = top;
  paragraphs.forEach((paragraph, i) => {
    useBodyFont(doc);
    const room = Math.floor((TEXT_BOTTOM - doc.y) / lineHeight);
    const lines = Math.round(doc.heightOfString(paragraph, TEXT) / lineHeight);
    if (room < 2 || (lines - room === 1 && room <= 3)) {
      doc.addPage(PAGE_OPTIONS);
      useBodyFont(doc);
    }
    doc.text(paragraph, PAGE.marginX, doc.y, TEXT);
    if (i < paragraphs.length - 1) doc.y += BODY.paragraphGap;
  });
}

/** One chapter: 'Chapter n' label, title, illustration, then the text over as many pages as it needs. */
export function drawChapter(doc: PDFKit.PDFDocument, chapter: ExportChapter, number: number, labels: ExportLabels): PageRange {
  doc.addPage(PAGE_OPTIONS);
  const first = currentPageIndex(doc);
  doc.outline.addItem(`${labels.chapter(number)} · ${chapter.title}`);

  doc.font(FONT.sansBold).fontSize(TYPE.chapterLabel).fillColor(COLOR.coralDark);
  doc.text(labels.chapter(number).toUpperCase(), PAGE.marginX, PAGE.marginTop, {
    width: CONTENT_WIDTH,
    align: 'center',
    characterSpacing: 1.8,
  });
  doc.font(FONT.serifBold).fontSize(TYPE.chapterTitle).fillColor(COLOR.ink);
  const titleWidth = balancedWidth(doc, chapter.title, CONTENT_WIDTH);
  doc.text(chapter.title, (PAGE.width - titleWidth) / 2, doc.y + 6, { width: titleWidth, align: 'center' });

  const paragraphs = toParagraphs(chapter.content);
  let top = doc.y + 18;
  if (chapter.image) top = placeIllustration(doc, chapter.image, top, textHeight(doc, paragraphs));
  writeParagraphs(doc, paragraphs, top);
  return { first, last: currentPageIndex(doc) };
}
