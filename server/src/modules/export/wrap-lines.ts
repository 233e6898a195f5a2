/**
 * Breaks a paragraph into lines that fit `width` in the document's current font: greedy, at ordinary
 * spaces only (French no-break spaces before ; : ! ? keep their sign on the word's line), a word wider
 * than the line cut where it must. Single line breaks inside the paragraph are kept. Laying out the
 * lines ourselves, rather than letting pdfkit flow the text, lets the chapter layout see every page
 * before drawing it.
 */
export function wrapParagraph(doc: PDFKit.PDFDocument, paragraph: string, width: number): string[] {
  const lines: string[] = [];
  for (const hardLine of paragraph.split('\n')) {
    let line = '';
    for (const word of hardLine.split(/ +/).filter((w) => w.length > 0)) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
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
