import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu TTFs (npm dejavu-fonts-ttf): they cover Latin with every French accent, Greek and Cyrillic,
 * and pdfkit can subset TTF (it cannot subset WOFF2, research §9). The files are read once per process;
 * pdfkit parses and subsets them per document.
 */
export const FONT = {
  serif: 'DejaVuSerif',
  serifBold: 'DejaVuSerif-Bold',
  serifItalic: 'DejaVuSerif-Italic',
  sans: 'DejaVuSans',
  sansBold: 'DejaVuSans-Bold',
} as const;

export type FontName = (typeof FONT)[keyof typeof FONT];

const require = createRequire(import.meta.url);
let cache: Map<FontName, Buffer> | undefined;

export function fontPath(name: FontName): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
}

export function fontFiles(): Map<FontName, Buffer> {
  if (!cache) {
    cache = new Map(Object.values(FONT).map((name) => [name, readFileSync(fontPath(name))]));
  }
  return cache;
}

/** Registers every export font on a document under its FONT name. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
}

/**
 * svg-to-pdfkit asks this for the font of any SVG <text>. Without it, it falls back to Helvetica,
 * which is not embedded and has no glyphs outside Latin-1 (research §9). Illustrations carry no text
 * today; this keeps a stray label printable and the file self-contained.
 */
export function svgFontCallback(_family: string, bold: boolean): string {
  return bold ? FONT.sansBold : FONT.sans;
}
