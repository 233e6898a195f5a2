// Pictures and stories for the export tests: small but shaped like the real thing (800x600 chapter
// SVGs, a 600x800 cover, no <text> in them).
import { crc32, deflateSync } from 'node:zlib';
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

/** Pages in a pdfkit file: page objects are never compressed, so they can be counted in the bytes. */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}
