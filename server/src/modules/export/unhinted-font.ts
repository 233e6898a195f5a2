/**
 * A TrueType font without its hinting: every glyph's instructions emptied and the programs they call
 * (the 'fpgm', 'prep' and 'cvt ' tables) left out. Hinting snaps outlines to a screen's pixel grid at
 * small sizes; PDF readers and printers rasterise outlines themselves and mostly ignore it, yet in
 * DejaVu it is about a third of each embedded subset. The outlines, metrics, kerning and every other
 * table stay as they are. Glyphs are rewritten with a long 'loca' (4-byte offsets). Returns the font
 * unchanged when it is not a plain TrueType font with 'glyf' outlines.
 */

const DROPPED = new Set(['cvt ', 'fpgm', 'prep', 'hdmx', 'LTSH', 'VDMX']);
const ARG_WORDS = 0x1;
const HAS_SCALE = 0x8;
const MORE_COMPONENTS = 0x20;
const XY_SCALE = 0x40;
const TWO_BY_TWO = 0x80;
const HAS_INSTRUCTIONS = 0x100;

interface Table {
  tag: string;
  data: Buffer;
}

function readTables(font: Buffer): Table[] | undefined {
  const version = font.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) return undefined;
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    return { tag: font.toString('latin1', at, at + 4), data: font.subarray(offset, offset + font.readUInt32BE(at + 12)) };
  });
}

/** A glyph's bytes without instructions; composite glyphs lose the flag that announces them. */
function stripGlyph(glyph: Buffer): Buffer {
  if (glyph.length < 10) return glyph;
  const contours = glyph.readInt16BE(0);
  if (contours >= 0) {
    const lengthAt = 10 + 2 * contours;
    const length = glyph.readUInt16BE(lengthAt);
    const out = Buffer.concat([glyph.subarray(0, lengthAt + 2), glyph.subarray(lengthAt + 2 + length)]);
    out.writeUInt16BE(0, lengthAt);
    return out;
  }
  const out = Buffer.from(glyph);
  let pos = 10;
  let instructions = false;
  for (;;) {
    const flags = out.readUInt16BE(pos);
    if (flags & HAS_INSTRUCTIONS) {
      instructions = true;
      out.writeUInt16BE(flags & ~HAS_INSTRUCTIONS, pos);
    }
    pos += 4 + (flags & ARG_WORDS ? 4 : 2) + (flags & HAS_SCALE ? 2 : flags & XY_SCALE ? 4 : flags & TWO_BY_TWO ? 8 : 0);
    if (!(flags & MORE_COMPONENTS)) break;
  }
  return instructions ? out.subarray(0, pos) : out;
}

function checksum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum = (sum + ((data[i] ?? 0) * 0x1000000 + ((data[i + 1] ?? 0) << 16) + ((data[i + 2] ?? 0) << 8) + (data[i + 3] ?? 0))) >>> 0;
  }
  return sum;
}

export function unhintedFont(font: Buffer): Buffer {
  const tables = readTables(font);
  const find = (tag: string) => tables?.find((t) => t.tag === tag)?.data;
  const head = find('head');
  const maxp = find('maxp');
  const loca = find('loca');
  const glyf = find('glyf');
  if (!tables || !head || !maxp || !loca || !glyf) return font;
  const count = maxp.readUInt16BE(4);
  const long = head.readInt16BE(50) === 1;
  const offset = (i: number): number => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);

  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc((count + 1) * 4);
  let at = 0;
  for (let i = 0; i < count; i++) {
    newLoca.writeUInt32BE(at, i * 4);
    const glyph = stripGlyph(glyf.subarray(offset(i), offset(i + 1)));
    const padded = glyph.length % 4 ? Buffer.concat([glyph, Buffer.alloc(4 - (glyph.length % 4))]) : glyph;
    glyphs.push(padded);
    at += padded.length;
  }
  newLoca.writeUInt32BE(at, count * 4);
  const newHead = Buffer.from(head);
  newHead.writeInt16BE(1, 50);
  newHead.writeUInt32BE(0, 8); // checkSumAdjustment: not recomputed, readers do not check it
  const newMaxp = Buffer.from(maxp);
  if (newMaxp.length >= 32) newMaxp.writeUInt16BE(0, 26); // maxSizeOfInstructions

  const replaced: Record<string, Buffer> = { head: newHead, maxp: newMaxp, loca: newLoca, glyf: Buffer.concat(glyphs) };
  const kept = tables.filter((t) => !DROPPED.has(t.tag)).map((t) => ({ tag: t.tag, data: replaced[t.tag] ?? t.data }));
  const header = Buffer.alloc(12 + kept.length * 16);
  header.writeUInt32BE(font.readUInt32BE(0), 0);
  header.writeUInt16BE(kept.length, 4);
  const power = 2 ** Math.floor(Math.log2(kept.length));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(kept.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let position = header.length;
  kept.forEach((table, i) => {
    const record = 12 + i * 16;
    header.write(table.tag, record, 'latin1');
    header.writeUInt32BE(checksum(table.data), record + 4);
    header.writeUInt32BE(position, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const pad = (4 - (table.data.length % 4)) % 4;
    bodies.push(table.data, Buffer.alloc(pad));
    position += table.data.length + pad;
  });
  return Buffer.concat([header, ...bodies]);
}
