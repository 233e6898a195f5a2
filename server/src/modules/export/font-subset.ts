/**
 * The embedded subset of a TrueType font, written straight from the font's bytes. fontkit's subsetter
 * (what pdfkit calls) decodes every glyph's outline only to find the parts of composite glyphs,
 * clones its tables and re-encodes them through its struct library: five fonts per book made it a
 * sixth of a short book's render time. The export fonts are plain TrueType without hinting
 * (unhinted-font.ts), so a subset is their head, hhea, maxp with the new glyph count, and each kept
 * glyph's bytes with its metrics; composite glyphs have their parts included and renumbered. The
 * tables are those fontkit writes (the ones a PDF's FontFile2 needs).
 * Tables are read once per font (fontTables); `subset` holds pdfkit's glyph list, which grows while
 * parts are added, as fontkit's does.
 */

const ARG_WORDS = 0x1;
const HAS_SCALE = 0x8;
const MORE_COMPONENTS = 0x20;
const XY_SCALE = 0x40;
const TWO_BY_TWO = 0x80;

export interface FontTables {
  head: Buffer;
  hhea: Buffer;
  maxp: Buffer;
  glyf: Buffer;
  /** Glyph n's bytes are glyf[offsets[n], offsets[n + 1]). */
  offsets: Uint32Array;
  advances: Uint16Array;
  bearings: Int16Array;
}

/** The tables a subset is made of, or undefined for a font this cannot subset (fontkit does it then). */
export function fontTables(font: Buffer): FontTables | undefined {
  const version = font.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) return undefined;
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    tables.set(font.toString('latin1', at, at + 4), font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  const [head, hhea, maxp, loca, glyf, hmtx] = ['head', 'hhea', 'maxp', 'loca', 'glyf', 'hmtx'].map((t) => tables.get(t));
  if (!head || !hhea || !maxp || !loca || !glyf || !hmtx || tables.has('CFF ')) return undefined;
  const count = maxp.readUInt16BE(4);
  const long = head.readInt16BE(50) === 1;
  const offsets = new Uint32Array(count + 1);
  for (let i = 0; i <= count; i++) offsets[i] = long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2;
  const metrics = hhea.readUInt16BE(34);
  const advances = new Uint16Array(count);
  const bearings = new Int16Array(count);
  for (let i = 0; i < count; i++) {
    advances[i] = hmtx.readUInt16BE(Math.min(i, metrics - 1) * 4);
    bearings[i] = i < metrics ? hmtx.readInt16BE(i * 4 + 2) : hmtx.readInt16BE(metrics * 4 + (i - metrics) * 2);
  }
  return { head, hhea, maxp, glyf, offsets, advances, bearings };
}

/** What pdfkit's subset object offers: its glyph list and the call that adds one. */
export interface GlyphSubset {
  glyphs: number[];
  includeGlyph(gid: number): number;
}

function checksum(data: Buffer): number {
  let sum = 0;
  const whole = data.length - (data.length % 4);
  for (let i = 0; i < whole; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
  if (whole < data.length) {
    const tail = Buffer.alloc(4);
    data.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** A glyph's bytes, composite parts included in the subset and renumbered (a copy then). */
function glyphBytes(tables: FontTables, gid: number, subset: GlyphSubset): Buffer {
  const glyph = tables.glyf.subarray(tables.offsets[gid], tables.offsets[gid + 1]);
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return glyph;
  const copy = Buffer.from(glyph);
  let pos = 10;
  for (;;) {
    const flags = copy.readUInt16BE(pos);
    copy.writeUInt16BE(subset.includeGlyph(copy.readUInt16BE(pos + 2)), pos + 2);
    pos += 4 + (flags & ARG_WORDS ? 4 : 2) + (flags & HAS_SCALE ? 2 : flags & XY_SCALE ? 4 : flags & TWO_BY_TWO ? 8 : 0);
    if (!(flags & MORE_COMPONENTS)) break;
  }
  return copy;
}

export function encodeSubset(tables: FontTables, subset: GlyphSubset): Buffer {
  const parts: Buffer[] = [];
  const starts: number[] = [];
  let size = 0;
  for (let i = 0; i < subset.glyphs.length; i++) {
    const bytes = glyphBytes(tables, subset.glyphs[i] as number, subset);
    starts.push(size);
    parts.push(bytes);
    size += bytes.length;
    if (size % 4) {
      parts.push(Buffer.alloc(4 - (size % 4)));
      size += 4 - (size % 4);
    }
  }
  const count = subset.glyphs.length;
  const loca = Buffer.alloc((count + 1) * 4);
  starts.forEach((start, i) => loca.writeUInt32BE(start, i * 4));
  loca.writeUInt32BE(size, count * 4);
  const hmtx = Buffer.alloc(count * 4);
  subset.glyphs.forEach((gid, i) => {
    hmtx.writeUInt16BE(tables.advances[gid] ?? 0, i * 4);
    hmtx.writeInt16BE(tables.bearings[gid] ?? 0, i * 4 + 2);
  });
  const head = Buffer.from(tables.head);
  head.writeUInt32BE(0, 8); // checkSumAdjustment, as fontkit leaves it
  head.writeInt16BE(1, 50); // long loca
  const hhea = Buffer.from(tables.hhea);
  hhea.writeUInt16BE(count, 34);
  const maxp = Buffer.from(tables.maxp);
  maxp.writeUInt16BE(count, 4);
  const glyf = Buffer.concat(parts, size);

  const written = [['glyf', glyf], ['head', head], ['hhea', hhea], ['hmtx', hmtx], ['loca', loca], ['maxp', maxp]] as const;
  const directory = Buffer.alloc(12 + written.length * 16);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(written.length, 4);
  directory.writeUInt16BE(64, 6); // searchRange: 16 * 4, the largest power of two <= 6 tables
  directory.writeUInt16BE(2, 8);
  directory.writeUInt16BE(written.length * 16 - 64, 10);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  written.forEach(([tag, data], i) => {
    const at = 12 + i * 16;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(checksum(data), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(data.length, at + 12);
    const pad = (4 - (data.length % 4)) % 4;
    bodies.push(data, Buffer.alloc(pad));
    offset += data.length + pad;
  });
  return Buffer.concat([directory, ...bodies]);
}
