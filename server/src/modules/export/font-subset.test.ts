import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { encodeSubset, fontTables } from './font-subset.ts';
import { FONT, fontPath } from './fonts.ts';
import { renderStoryPdf } from './render-pdf.ts';
import { story } from './test-fixtures.ts';
import { unhintedFont } from './unhinted-font.ts';

interface Glyph {
  id: number;
  path: { toSVG(): string };
  advanceWidth: number;
  _decode(): { numberOfContours: number } | null;
}
interface Font {
  glyphForCodePoint(code: number): Glyph;
  getGlyph(id: number): Glyph;
  numGlyphs: number;
}

function parse(data: Buffer): Font {
  const doc = new PDFDocument({ autoFirstPage: false, font: fontPath(FONT.sans) }) as unknown as { font(data: Buffer): { _font: { font: Font } } };
  return doc.font(data)._font.font;
}

/** A subset as pdfkit keeps one: the glyph list (glyph 0 first) and the call that adds to it. */
function subsetOf(ids: number[]) {
  const glyphs: number[] = [];
  const mapping = new Map<number, number>();
  const includeGlyph = (gid: number): number => {
    if (!mapping.has(gid)) mapping.set(gid, glyphs.push(gid) - 1);
    return mapping.get(gid) as number;
  };
  for (const id of [0, ...ids]) includeGlyph(id);
  return { glyphs, includeGlyph };
}

/** Tags of a TrueType font's table directory, in the order written. */
function tableTags(font: Buffer): string[] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => font.toString('latin1', 12 + i * 16, 16 + i * 16));
}

describe('encodeSubset', () => {
  for (const name of [FONT.serif, FONT.sansBold]) {
    it(`keeps each chosen glyph of ${name} with its outline and advance, the parts of accented letters included`, () => {
      const source = unhintedFont(readFileSync(fontPath(name)));
      const original = parse(source);
      const text = 'Léa, où est-ce ? Ça chôme, Noël ! œuvre « ÉÀÇ » 12 ½';
      const chosen = [...new Set([...text].map((c) => original.glyphForCodePoint(c.codePointAt(0) as number).id))];
      expect(chosen.some((id) => (original.getGlyph(id)._decode()?.numberOfContours ?? 0) < 0)).toBe(true); // composites are tested
      const subset = subsetOf(chosen);
      const encoded = encodeSubset(fontTables(source)!, subset);
      const made = parse(encoded);
      expect(made.numGlyphs).toBe(subset.glyphs.length);
      expect(subset.glyphs.length).toBeGreaterThan(chosen.length + 1); // the accents' parts were added
      for (const id of chosen) {
        const inSubset = made.getGlyph(subset.includeGlyph(id));
        expect(inSubset.path.toSVG()).toBe(original.getGlyph(id).path.toSVG());
        expect(inSubset.advanceWidth).toBe(original.getGlyph(id).advanceWidth);
      }
    });
  }

  it('writes the fonts of a book with their tables in tag order, as TrueType readers search them', async () => {
    const pdf = await renderStoryPdf(story({ language: 'french' }));
    const text = pdf.toString('latin1');
    const streams = [...text.matchAll(/\d+ 0 obj\n(<<(?:(?!>>\nstream)[\s\S])*?\/Length (\d+)[\s\S]*?>>)\nstream\n/g)].flatMap((m) => {
      const start = (m.index ?? 0) + m[0].length;
      const data = pdf.subarray(start, start + Number(m[2]));
      return m[1]?.includes('/FlateDecode') ? [inflateSync(data)] : [];
    });
    const fonts = streams.filter((s) => s.readUInt32BE(0) === 0x00010000);
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    for (const font of fonts) {
      const tags = tableTags(font);
      expect(tags).toEqual([...tags].sort());
      expect(tags).toEqual(['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp']);
    }
  });
});
