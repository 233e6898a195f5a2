// Pictures and stories for the export tests: small but shaped like the real thing (800x600 chapter
// SVGs, a 600x800 cover, no <text> in them).
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import type { ExportChapter, ExportImage, ExportStory } from './types.ts';

export function svgPicture(width: number, height: number, colour = '#9fd3f0'): ExportImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="#fff6e0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="50" fill="#f7d48a"/>` +
    `<path d="M0 ${height * 0.7} Q ${width / 2} ${height * 0.55} ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="#7cb36b"/>` +
    `<ellipse cx="${width / 2}" cy="${height * 0.8}" rx="60" ry="80" fill="#e8765a"/></svg>`;
  return { contentType: 'image/svg+xml', data: Buffer.from(svg) };
}

/** A real (tiny, one colour) PNG, built by hand so the tests need no image library. */
export function pngPicture(width: number, height: number): ExportImage {
  const chunk = (type: string, body: Buffer): Buffer => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return { contentType: 'image/png', data };
}

const PARAGRAPH =
  'Once upon a time, in a forest where the trees whispered, there lived a little fox called Léa. ' +
  'She loved counting the stars and tasting wild strawberries by the river.';

export function chapter(n: number, over: Partial<ExportChapter> = {}): ExportChapter {
  return { title: `The lantern number ${n}`, content: `${PARAGRAPH}\n\n${PARAGRAPH}`, image: svgPicture(800, 600), ...over };
}

export function story(over: Partial<ExportStory> = {}): ExportStory {
  return {
    title: 'The Fox and the Lantern',
    description: 'A short tale.',
    language: 'english',
    createdAt: new Date('2025-03-12T10:00:00Z'),
    cover: svgPicture(600, 800),
    chapters: [chapter(1), chapter(2), chapter(3)],
    ...over,
  };
}

/** Pages in a rendered PDF, counted among its objects (they sit in compressed object streams). */
export function pageCount(pdf: Buffer): number {
  return pdfText(pdf).match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

/**
 * Every object of a PDF written by renderStoryPdf, found through its cross-reference stream (as a
 * reader does): objects at their byte offsets, or inside compressed object streams. A stream object's
 * text is its dictionary followed by its inflated data. Throws when an entry points at the wrong place.
 */
export function pdfObjects(pdf: Buffer): Map<number, string> {
  const text = pdf.toString('latin1');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const objectAt = (offset: number, id?: number): { id: number; dict: string; data?: Buffer } => {
    const m = /^(\d+) 0 obj\n/.exec(text.slice(offset, offset + 20));
    if (!m || (id !== undefined && Number(m[1]) !== id)) throw new Error(`no object ${id} at ${offset}`);
    const start = offset + m[0].length;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj\n', start);
    if (streamAt < 0 || streamAt > endAt) return { id: Number(m[1]), dict: text.slice(start, endAt) };
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)\b/.exec(dict)?.[1]);
    const raw = pdf.subarray(streamAt + 8, streamAt + 8 + length);
    return { id: Number(m[1]), dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw };
  };
  const xref = objectAt(xrefAt);
  if (!xref.dict.includes('/Type /XRef') || !xref.data) throw new Error('no cross-reference stream');
  const objects = new Map<number, string>();
  const streams = new Map<number, string[]>();
  const unpack = (streamId: number): string[] => {
    const known = streams.get(streamId);
    if (known) return known;
    const { dict, data } = objectAt(offsets.get(streamId) ?? -1, streamId);
    const first = Number(/\/First (\d+)/.exec(dict)?.[1]);
    const body = (data ?? Buffer.alloc(0)).toString('latin1');
    const pairs = body.slice(0, first).trim().split(/\s+/).map(Number);
    const list: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) list.push(`${pairs[i]}|${body.slice(first + (pairs[i + 1] ?? 0), i + 3 < pairs.length ? first + (pairs[i + 3] ?? 0) : undefined).trim()}`);
    streams.set(streamId, list);
    return list;
  };
  const offsets = new Map<number, number>();
  const packed: [number, number, number][] = [];
  const table = xref.data;
  for (let n = 0; n * 7 < table.length; n++) {
    const type = table.readUInt8(n * 7);
    if (type === 1) offsets.set(n, table.readUInt32BE(n * 7 + 1));
    if (type === 2) packed.push([n, table.readUInt32BE(n * 7 + 1), table.readUInt16BE(n * 7 + 5)]);
  }
  for (const [id, offset] of offsets) {
    const o = objectAt(offset, id);
    if (/\/Type \/(ObjStm|XRef)\b/.test(o.dict)) continue; // containers, not the document's objects
    objects.set(id, o.data ? `${o.dict}\n${o.data.toString('latin1')}` : o.dict);
  }
  for (const [id, streamId, index] of packed) {
    const [found, body] = (unpack(streamId)[index] ?? '').split(/\|(.*)/s);
    if (Number(found) !== id) throw new Error(`object ${id} is not at index ${index} of stream ${streamId}`);
    objects.set(id, body ?? '');
  }
  return objects;
}

/** All of a PDF's objects as one text (dictionaries and inflated streams), for searching. */
export function pdfText(pdf: Buffer): string {
  return [...pdfObjects(pdf).values()].join('\n');
}
