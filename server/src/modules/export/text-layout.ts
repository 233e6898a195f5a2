/**
 * The narrowest width that sets `text` in no more lines than `maxWidth` does, so a two-line title
 * breaks into two lines of similar length instead of a full line and a lonely last word. Uses the
 * document's current font and size; a few binary-search steps of heightOfString are cheap.
 */
export function balancedWidth(doc: PDFKit.PDFDocument, text: string, maxWidth: number): number {
  const full = doc.heightOfString(text, { width: maxWidth });
  if (full <= doc.currentLineHeight(true) * 1.5) return maxWidth; // one line: nothing to balance
  let low = maxWidth / 2;
  let high = maxWidth;
  for (let i = 0; i < 8; i++) {
    const mid = (low + high) / 2;
    if (doc.heightOfString(text, { width: mid }) <= full) high = mid;
    else low = mid;
  }
  return Math.ceil(high) + 1;
}

/**
 * Writes one line of small text outside the page margins (footer, running head). pdfkit would start
 * a new page for text below the bottom margin, so the margin is lifted for the call.
 */
export function writeOutsideMargins(doc: PDFKit.PDFDocument, text: string, y: number, width: number, x: number): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(text, x, y, { width, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** Cuts `text` with an ellipsis so that it fits `width` in the current font. */
export function fitOneLine(doc: PDFKit.PDFDocument, raw: string, width: number): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
