import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { encodeSubset, fontTables, type FontTables, type GlyphSubset } from './font-subset.ts';
import { unhintedFont } from './unhinted-font.ts';

/**
 * DejaVu TTFs (npm dejavu-fonts-ttf): they cover Latin with every French accent, Greek and Cyrillic,
 * and pdfkit can subset TTF (it cannot subset WOFF2, research §9). The files are read and parsed once
 * per process (per worker thread); each document only makes its own subsets.
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

/** A parsed font (fontkit's object): pdfkit takes one wherever it takes a file (it checks for `layout`). */
export type ParsedFont = { layout: (...args: unknown[]) => unknown; postscriptName: string };
let parsed: Map<FontName, ParsedFont> | undefined;
let subsetTables: Map<FontName, FontTables | undefined> | undefined;

/**
 * Parsing the five TTFs (~3 MB of tables) was about a fifth of a book's render time when done per
 * document. pdfkit parses through fontkit and keeps the result on its font wrapper (`font`); one
 * scratch document parses each file once, and every later document is given the parsed font. The
 * fonts are parsed without their hinting (unhinted-font.ts): a third of every embedded subset.
 */
export function parsedFonts(): Map<FontName, ParsedFont> {
  if (!parsed) {
    const scratch = new PDFDocument({ autoFirstPage: false, font: fontPath(FONT.sans) }) as PDFKit.PDFDocument & { _font: { font: ParsedFont } };
    const unhinted = [...fontFiles()].map(([name, data]) => [name, unhintedFont(data)] as const);
    parsed = new Map(unhinted.map(([name, data]) => [name, scratch.font(data)._font.font] as const));
    subsetTables = new Map(unhinted.map(([name, data]) => [name, fontTables(data)] as const));
    scratch.end();
  }
  return parsed;
}

/** Per font: pdfkit's shaped words ('word ' -> glyphs and advances), shared by every document. */
let layoutCaches = new Map<FontName, Record<string, unknown>>();
let documents = 0;
/** The shared caches start again after this many documents, so that they stay a few MB at most. */
const DOCUMENTS_PER_CACHE = 200;

/**
 * Registers every export font on a document under its FONT name, from the parsed fonts. pdfkit shapes
 * each word once per document (fontkit's substitution and positioning pass) and keeps the result on
 * the document's font object; the shaped word depends on the font alone, so those caches are shared
 * across documents and a book's words are mostly shaped already (a third of a book's render time).
 * Each font's subset is written by font-subset.ts instead of fontkit's subsetter.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const parsedSet = parsedFonts();
  for (const [name, font] of parsedSet) doc.registerFont(name, font as unknown as Buffer);
  if (++documents % DOCUMENTS_PER_CACHE === 0) layoutCaches = new Map();
  for (const name of parsedSet.keys()) {
    doc.font(name);
    const embedded = (doc as unknown as { _font: { layoutCache?: Record<string, unknown>; subset?: GlyphSubset & { encode(): Buffer } } })._font;
    const tables = subsetTables?.get(name);
    const subset = embedded.subset;
    if (tables && subset) subset.encode = () => encodeSubset(tables, subset);
    if (!embedded.layoutCache) continue; // the document turned the cache off
    let shared = layoutCaches.get(name);
    if (!shared) layoutCaches.set(name, (shared = Object.create(null) as Record<string, unknown>));
    embedded.layoutCache = shared;
  }
  doc.font(parsedSet.get(FONT.sans) as unknown as string); // the document's default font again
}

/**
 * svg-to-pdfkit asks this for the font of any SVG <text>. Without it, it falls back to Helvetica,
 * which is not embedded and has no glyphs outside Latin-1 (research §9). Illustrations carry no text
 * today; this keeps a stray label printable and the file self-contained.
 */
export function svgFontCallback(_family: string, bold: boolean): string {
  return bold ? FONT.sansBold : FONT.sans;
}
