import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, fontPath } from './fonts.ts';
import { unhintedFont } from './unhinted-font.ts';

interface Glyph {
  path: { toSVG(): string };
  advanceWidth: number;
  _decode(): { numberOfContours: number; instructions?: number[] } | null;
}
interface Font {
  glyphForCodePoint(code: number): Glyph;
  directory: { tables: Record<string, unknown> };
}

/** The font as pdfkit parses it (fontkit's object), the way fonts.ts gets it. */
function parse(data: Buffer): Font {
  const doc = new PDFDocument({ autoFirstPage: false, font: fontPath(FONT.sans) }) as unknown as { font(data: Buffer): { _font: { font: Font } } };
  return doc.font(data)._font.font;
}

describe('unhintedFont', () => {
  for (const name of [FONT.serif, FONT.sansBold]) {
    it(`keeps every outline and advance of ${name} and drops its hinting`, () => {
      const original = readFileSync(fontPath(name));
      const stripped = unhintedFont(original);
      const before = parse(original);
      const after = parse(stripped);
      // Plain letters, accented ones (composite glyphs in DejaVu), ligature-prone pairs, punctuation.
      for (const char of 'AaZz019 éèêëàçùÀÉÎÕÜœŒ«»’…—fiﬁ?!;:') {
        const code = char.codePointAt(0) ?? 0;
        expect(after.glyphForCodePoint(code).path.toSVG(), char).toBe(before.glyphForCodePoint(code).path.toSVG());
        expect(after.glyphForCodePoint(code).advanceWidth, char).toBe(before.glyphForCodePoint(code).advanceWidth);
        const decoded = after.glyphForCodePoint(code)._decode();
        if (decoded && decoded.numberOfContours > 0) expect(decoded.instructions ?? [], char).toHaveLength(0);
      }
      expect(Object.keys(before.directory.tables)).toContain('fpgm');
      for (const table of ['fpgm', 'prep', 'cvt ']) expect(Object.keys(after.directory.tables)).not.toContain(table);
      expect(stripped.length).toBeLessThan(original.length * 0.95);
    });
  }

  it('returns what is not a TrueType font unchanged', () => {
    const notAFont = Buffer.from('wOF2 not a TrueType font at all');
    expect(unhintedFont(notAFont)).toBe(notAFont);
  });
});
