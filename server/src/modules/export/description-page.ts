import { FONT } from './fonts.ts';
import { drawDivider } from './ornaments.ts';
import { COLOR, CONTENT_WIDTH, PAGE, PAGE_OPTIONS, TYPE } from './theme.ts';

/** SPEC §9: the description gets its own page only when it is longer than 100 characters. */
export const DESCRIPTION_PAGE_THRESHOLD = 100;

export function needsDescriptionPage(description: string): boolean {
  return description.trim().length > DESCRIPTION_PAGE_THRESHOLD;
}

const TEXT_WIDTH = Math.min(CONTENT_WIDTH, 400);
const LINE_GAP = 8;

/**
 * The description, centred on its own page between two dividers, in italic like a book's blurb.
 * A very long one is set smaller rather than spilling onto a second page.
 */
export function drawDescriptionPage(doc: PDFKit.PDFDocument, description: string): void {
  doc.addPage(PAGE_OPTIONS);
  const text = description.trim();
  const maxHeight = PAGE.height - PAGE.marginTop - PAGE.marginBottom - 120;
  let size: number = TYPE.description;
  doc.font(FONT.serifItalic);
  for (; size > 10; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: LINE_GAP }) <= maxHeight) break;
  }
  doc.fontSize(size);
  const height = doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: LINE_GAP });
  const top = Math.max(PAGE.marginTop + 60, (PAGE.height - height) / 2 - 20);
  const x = (PAGE.width - TEXT_WIDTH) / 2;

  drawDivider(doc, PAGE.width / 2, top - 36);
  doc.font(FONT.serifItalic).fontSize(size).fillColor(COLOR.ink);
  doc.text(text, x, top, { width: TEXT_WIDTH, align: 'center', lineGap: LINE_GAP });
  drawDivider(doc, PAGE.width / 2, doc.y + 28);
}
