/**
 * Breaks a paragraph into lines that fit `width` in the document's current font: greedy, at ordinary
 * spaces only (French no-break spaces before ; : ! ? keep their sign on the word's line), a word wider
 * than the line cut where it must. Single line breaks inside the paragraph are kept. Laying out the
 * lines ourselves, rather than letting pdfkit flow the text, lets the chapter layout see every page
 * before drawing it.
 */
export function wrapParagraph(doc: PDFKit.PDFDocument, paragraph: string, width: number): string[] {
  const lines: string[] = [];
  const measure = pieceWidths(doc);
  for (const hardLine of paragraph.split('\n')) {
    let line = '';
    // The advance of the line's words before its last one, their spaces included: see pieceWidths.
    let settled = 0;
    for (const word of hardLine.split(/ +/).filter((w) => w.length > 0)) {
      const before = line ? settled + measure.advance(`${lastWord(line)} `) : 0;
      if (measure.width(before + measure.advance(word)) <= width) {
        line = line ? `${line} ${word}` : word;
        settled = before;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      settled = 0;
      while (doc.widthOfString(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && doc.widthOfString(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

const lastWord = (line: string): string => line.slice(line.lastIndexOf(' ') + 1);

/**
 * A line's width, word by word. pdfkit measures a string piece by piece, each piece a word with its
 * trailing space (cached per font), summing the pieces' advances in font units and scaling once at
 * the end; a line grown by one word adds one piece and turns its last word into the word plus a
 * space. Summing the same advances in the same order gives pdfkit's width to the last bit, without
 * measuring the whole line again for every word (which made wrapping quadratic in a paragraph's
 * length). Falls back to pdfkit's own call when its font object is not the one this knows.
 */
function pieceWidths(doc: PDFKit.PDFDocument): { advance(piece: string): number; width(advance: number): number } {
  const internals = doc as unknown as { _font?: { widthOfString?: (s: string, size: number) => number }; _fontSize: number };
  const font = internals._font;
  if (typeof font?.widthOfString !== 'function') {
    return { advance: (piece) => doc.widthOfString(piece), width: (advance) => advance };
  }
  const size = internals._fontSize;
  // doc.widthOfString's own arithmetic, character spacing 0 and horizontal scaling 100 included.
  return { advance: (piece) => font.widthOfString!(piece, 1000), width: (advance) => ((advance * (size / 1000) + 0) * 100) / 100 };
}
