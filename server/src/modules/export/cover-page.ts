import { balancedWidth } from './text-layout.ts';
import { FONT } from './fonts.ts';
import { drawIllustration } from './illustration.ts';
import type { ExportLabels } from './labels.ts';
import { drawDivider, drawStar } from './ornaments.ts';
import { COLOR, FULL_PAGE_OPTIONS, PAGE, TYPE } from './theme.ts';
import type { ExportStory } from './types.ts';

const SIDE = 72;
const TITLE_WIDTH = PAGE.width - 2 * SIDE;
const MAX_TITLE_LINES = 3;

/** The largest title size (36 down to 24 pt) that keeps the title within three lines. */
function titleSize(doc: PDFKit.PDFDocument, title: string): number {
  doc.font(FONT.serifBold);
  for (let size = TYPE.coverTitle; size > TYPE.coverTitleMin; size -= 2) {
    doc.fontSize(size);
    if (doc.heightOfString(title, { width: TITLE_WIDTH }) <= MAX_TITLE_LINES * doc.currentLineHeight(true) + 1) {
      return size;
    }
  }
  return TYPE.coverTitleMin;
}

/** Page 1: title, the cover illustration, then 'Created with Storyloom' and the date. */
export function drawCoverPage(doc: PDFKit.PDFDocument, story: ExportStory, labels: ExportLabels): void {
  doc.addPage(FULL_PAGE_OPTIONS);
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.paper);
  doc.roundedRect(22, 22, PAGE.width - 44, PAGE.height - 44, 18).lineWidth(1.2).strokeColor(COLOR.line).stroke();

  const size = titleSize(doc, story.title);
  doc.font(FONT.serifBold).fontSize(size).fillColor(COLOR.ink);
  const width = balancedWidth(doc, story.title, TITLE_WIDTH);
  doc.text(story.title, (PAGE.width - width) / 2, 80, { width, align: 'center' });
  if (story.authorName) {
    doc.font(FONT.sans).fontSize(13).fillColor(COLOR.inkSoft);
    doc.text(labels.by(story.authorName), SIDE, doc.y + 8, { width: TITLE_WIDTH, align: 'center' });
  }

  const footerTop = PAGE.height - 150;
  const artTop = doc.y + 26;
  const artBox = { x: SIDE, y: artTop, width: TITLE_WIDTH, height: footerTop - 24 - artTop };
  const drawn = story.cover ? drawIllustration(doc, story.cover, artBox, { valign: 'center', radius: 18 }) : undefined;
  if (!drawn) {
    // No picture (or an unreadable one): a quiet constellation keeps the page from looking empty.
    const cx = PAGE.width / 2;
    const cy = artTop + artBox.height / 2;
    drawStar(doc, cx, cy, 46, COLOR.amber);
    drawStar(doc, cx - 110, cy - 70, 18, COLOR.coral);
    drawStar(doc, cx + 120, cy + 60, 22, COLOR.teal);
    drawStar(doc, cx + 90, cy - 95, 10, COLOR.coral);
    drawStar(doc, cx - 80, cy + 100, 12, COLOR.amber);
  }

  drawDivider(doc, PAGE.width / 2, footerTop + 18);
  doc.font(FONT.sansBold).fontSize(TYPE.small + 1).fillColor(COLOR.inkSoft);
  doc.text(labels.createdWith, SIDE, footerTop + 42, { width: TITLE_WIDTH, align: 'center' });
  doc.font(FONT.sans).fontSize(TYPE.small).fillColor(COLOR.inkSoft);
  doc.text(labels.date(story.createdAt), SIDE, doc.y + 4, { width: TITLE_WIDTH, align: 'center' });
}
