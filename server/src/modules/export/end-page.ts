import { FONT } from './fonts.ts';
import type { ExportLabels } from './labels.ts';
import { drawDivider, drawStar } from './ornaments.ts';
import { COLOR, FULL_PAGE_OPTIONS, PAGE, TYPE } from './theme.ts';

/** The last page: 'The End' between sparkles, on the same paper as the cover. */
export function drawEndPage(doc: PDFKit.PDFDocument, labels: ExportLabels): void {
  doc.addPage(FULL_PAGE_OPTIONS);
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.paper);
  doc.roundedRect(22, 22, PAGE.width - 44, PAGE.height - 44, 18).lineWidth(1.2).strokeColor(COLOR.line).stroke();

  const cx = PAGE.width / 2;
  const cy = PAGE.height / 2 - 30;
  drawStar(doc, cx - 120, cy - 110, 14, COLOR.coral);
  drawStar(doc, cx + 105, cy - 128, 9, COLOR.teal);
  drawStar(doc, cx + 130, cy + 95, 12, COLOR.amber);
  drawDivider(doc, cx, cy - 56, 1.4);

  doc.font(FONT.serifBold).fontSize(TYPE.theEnd).fillColor(COLOR.ink);
  const width = PAGE.width - 120;
  doc.text(labels.theEnd, 60, cy - doc.currentLineHeight() / 2, { width, align: 'center' });
  drawDivider(doc, cx, doc.y + 34, 1.4);

  doc.font(FONT.sansBold).fontSize(TYPE.small + 1).fillColor(COLOR.inkSoft);
  doc.text(labels.createdWith, 60, PAGE.height - 110, { width, align: 'center' });
}
