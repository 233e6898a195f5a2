import { layoutChapter } from './chapter-layout.ts';
import { FONT } from './fonts.ts';
import { drawIllustration } from './illustration.ts';
import type { ExportLabels } from './labels.ts';
import { BODY, COLOR, CONTENT_WIDTH, PAGE, PAGE_OPTIONS, TYPE } from './theme.ts';
import type { ExportChapter } from './types.ts';

/** Zero-based indexes of the first and last page a chapter occupies. */
export interface PageRange {
  first: number;
  last: number;
}

function currentPageIndex(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/**
 * One chapter: 'Chapter n' label, title, illustration, then the text over as many pages as it needs,
 * each line where chapter-layout.ts put it (pdfkit never flows or breaks the text itself).
 */
export function drawChapter(doc: PDFKit.PDFDocument, chapter: ExportChapter, number: number, labels: ExportLabels): PageRange {
  const layout = layoutChapter(doc, chapter, labels.chapter(number));
  doc.addPage(PAGE_OPTIONS);
  const first = currentPageIndex(doc);
  doc.outline.addItem(`${labels.chapter(number)} · ${chapter.title}`);

  doc.font(FONT.sansBold).fontSize(TYPE.chapterLabel).fillColor(COLOR.coralDark);
  doc.text(layout.label.text, PAGE.marginX, layout.label.y, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 1.8 });
  doc.font(FONT.serifBold).fontSize(TYPE.chapterTitle).fillColor(COLOR.ink);
  doc.text(layout.title.text, layout.title.x, layout.title.y, { width: layout.title.width, align: 'center' });
  if (chapter.image && layout.picture) drawIllustration(doc, chapter.image, layout.picture);

  layout.pages.forEach((lines, i) => {
    if (i > 0) doc.addPage(PAGE_OPTIONS);
    doc.font(FONT.serif).fontSize(BODY.size).fillColor(COLOR.ink);
    for (const line of lines) doc.text(line.text, PAGE.marginX, line.y, { lineBreak: false });
  });
  return { first, last: currentPageIndex(doc) };
}
