import { FONT } from './fonts.ts';
import { fitOneLine, writeOutsideMargins } from './text-layout.ts';
import { COLOR, CONTENT_WIDTH, PAGE, TYPE } from './theme.ts';

/** What a page is, so page numbers and running heads can be added once every page exists. */
export type PageRole =
  | { kind: 'cover' | 'end' }
  | { kind: 'description' }
  | { kind: 'chapter'; title: string; continued: boolean };

/**
 * Adds page numbers (on every page but the cover and 'The End') and, on the pages a long chapter
 * flows onto, the chapter title as a running head. Done last, over the buffered pages, because pdfkit
 * adds those pages itself while flowing text and nothing should be drawn in the middle of a flow.
 */
export function decoratePages(doc: PDFKit.PDFDocument, roles: PageRole[]): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    const role = roles[i];
    if (!role || role.kind === 'cover' || role.kind === 'end') continue;
    doc.switchToPage(i);

    const numberY = PAGE.height - 46;
    doc.circle(PAGE.width / 2 - 20, numberY + 5, 1.8).fill(COLOR.coral);
    doc.circle(PAGE.width / 2 + 20, numberY + 5, 1.8).fill(COLOR.coral);
    doc.font(FONT.sans).fontSize(TYPE.pageNumber).fillColor(COLOR.inkSoft);
    writeOutsideMargins(doc, String(i + 1), numberY, CONTENT_WIDTH, PAGE.marginX);

    if (role.kind === 'chapter' && role.continued) {
      doc.font(FONT.sans).fontSize(TYPE.runningHead).fillColor(COLOR.inkSoft);
      writeOutsideMargins(doc, fitOneLine(doc, role.title, CONTENT_WIDTH * 0.8), 32, CONTENT_WIDTH, PAGE.marginX);
      doc.moveTo(PAGE.width / 2 - 24, 48).lineTo(PAGE.width / 2 + 24, 48).lineWidth(0.8).strokeColor(COLOR.line).stroke();
    }
  }
}
