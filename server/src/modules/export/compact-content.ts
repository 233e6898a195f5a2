/**
 * Page content with shorter numbers. pdfkit writes colours as 0.7686274509803922 and svg-to-pdfkit
 * writes coordinates to six decimals; in a picture book that is most of a page's bytes. Numbers under
 * 10 (colours, scales of transforms) keep 4 decimals and larger ones (positions in points or in the
 * picture's 800-unit space, drawn about 0.6 pt per unit) keep 1: at most 0.05 units (0.03 pt) off,
 * far below what print or screen can show.
 * Text is written as hex glyph codes, which hold no decimals; an operator with a literal string
 * ("(...)") is left untouched, so no text can ever be changed.
 */
const DECIMAL = /-?\d*\.\d+/g;

function shorter(number: string): string {
  const value = Number(number);
  const scale = Math.abs(value) < 10 ? 1e4 : 1e1;
  const rounded = Math.round(value * scale) / scale;
  return String(rounded === 0 ? 0 : rounded);
}

export function compactNumbers(operators: string): string {
  // Most of a page's operators (text in hex, integer moves) have no decimal to shorten.
  if (!operators.includes('.') || operators.includes('(')) return operators;
  return operators.replace(DECIMAL, shorter);
}

/** Makes every content operator the document writes go through compactNumbers. */
export function compactPageContent(doc: PDFKit.PDFDocument): void {
  const write = doc.addContent.bind(doc);
  doc.addContent = (data: string) => write(compactNumbers(data));
}
