// Just enough ID3v2.4 to write and read chapter marks (the ID3v2 Chapter Frame Addendum:
// CTOC + CHAP frames with a TIT2 title), which podcast and audiobook players show.

export interface Id3Chapter {
  title: string;
  startMs: number;
  endMs: number;
}

const HEADER_SIZE = 10;

/** Size in bytes of the ID3v2 tag starting at `at` (header and footer included), or 0 if none. */
export function id3v2Size(buf: Uint8Array, at: number): number {
  if (buf.length < at + HEADER_SIZE || buf[at] !== 0x49 || buf[at + 1] !== 0x44 || buf[at + 2] !== 0x33) return 0; // 'ID3'
  const hasFooter = ((buf[at + 5] ?? 0) & 0x10) !== 0;
  return HEADER_SIZE + readSyncsafe(buf, at + 6) + (hasFooter ? HEADER_SIZE : 0);
}

function readSyncsafe(buf: Uint8Array, at: number): number {
  return (((buf[at] ?? 0) & 0x7f) << 21) | (((buf[at + 1] ?? 0) & 0x7f) << 14) | (((buf[at + 2] ?? 0) & 0x7f) << 7) | ((buf[at + 3] ?? 0) & 0x7f);
}

function syncsafe(size: number): Buffer {
  if (size >= 2 ** 28) throw new RangeError('ID3 tag too large');
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

function frame(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'latin1'), syncsafe(body.length), Buffer.from([0, 0]), body]);
}

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
}

const latin1z = (text: string) => Buffer.from(`${text}\0`, 'latin1');
/** TIT2 in UTF-8 (encoding byte 3, allowed from ID3v2.4 on) so that French titles keep their accents. */
const titleFrame = (title: string) => frame('TIT2', Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]));

/** An ID3v2.4 tag holding one ordered, top-level table of contents and a CHAP frame per chapter. */
export function buildChapterTag(chapters: readonly Id3Chapter[]): Buffer {
  if (chapters.length > 255) throw new RangeError('An ID3 table of contents holds at most 255 chapters');
  const ids = chapters.map((_, index) => `chp${index}`);
  const ctoc = frame('CTOC', Buffer.concat([
    latin1z('toc'),
    Buffer.from([0x03, chapters.length]), // flags: top-level + ordered
    ...ids.map(latin1z),
  ]));
  const chaps = chapters.map((chapter, index) => frame('CHAP', Buffer.concat([
    latin1z(ids[index] ?? `chp${index}`),
    uint32(Math.round(chapter.startMs)),
    uint32(Math.round(chapter.endMs)),
    uint32(0xffffffff), // byte offsets unknown: players use the times
    uint32(0xffffffff),
    titleFrame(chapter.title),
  ])));
  const body = Buffer.concat([ctoc, ...chaps]);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0]), syncsafe(body.length), body]);
}

/**
 * An ID3v2.4 tag holding only a title: what an audiobook streamed while it is made starts with,
 * since its chapter marks need every page's length, known only at the end.
 */
export function buildTitleTag(title: string): Buffer {
  const body = titleFrame(title);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0]), syncsafe(body.length), body]);
}

/** The title (TIT2) of an ID3v2 tag at the start of `buf`, or null. */
export function parseId3Title(buf: Buffer): string | null {
  const size = id3v2Size(buf, 0);
  const title = size > 0 ? readFrames(buf, HEADER_SIZE, size).find((f) => f.id === 'TIT2') : undefined;
  return title ? decodeText(title.body) : null;
}

interface RawFrame {
  id: string;
  body: Buffer;
}

function readFrames(buf: Buffer, from: number, to: number): RawFrame[] {
  const frames: RawFrame[] = [];
  let at = from;
  while (at + HEADER_SIZE <= to && buf[at] !== 0) {
    const size = readSyncsafe(buf, at + 4);
    frames.push({ id: buf.toString('latin1', at, at + 4), body: buf.subarray(at + HEADER_SIZE, at + HEADER_SIZE + size) });
    at += HEADER_SIZE + size;
  }
  return frames;
}

function decodeText(body: Buffer): string {
  const encoding = body[0];
  const text = body.subarray(1);
  const decoded = encoding === 3 ? text.toString('utf8')
    : encoding === 0 ? text.toString('latin1')
      : new TextDecoder(encoding === 2 ? 'utf-16be' : 'utf-16').decode(text);
  return decoded.replace(/\0+$/, '');
}

/** Reads back the chapters of an ID3v2.4 tag at the start of `buf`, in table-of-contents order. */
export function parseId3Chapters(buf: Buffer): Id3Chapter[] {
  const size = id3v2Size(buf, 0);
  if (size === 0) return [];
  const byId = new Map<string, Id3Chapter>();
  let order: string[] = [];
  for (const { id, body } of readFrames(buf, HEADER_SIZE, size)) {
    const idEnd = body.indexOf(0);
    const elementId = body.toString('latin1', 0, idEnd);
    if (id === 'CHAP') {
      const times = idEnd + 1;
      const title = readFrames(body, times + 16, body.length).find((sub) => sub.id === 'TIT2');
      byId.set(elementId, {
        title: title ? decodeText(title.body) : '',
        startMs: body.readUInt32BE(times),
        endMs: body.readUInt32BE(times + 4),
      });
    } else if (id === 'CTOC' && ((body[idEnd + 1] ?? 0) & 0x01) !== 0) {
      const count = body[idEnd + 2] ?? 0;
      const children: string[] = [];
      let at = idEnd + 3;
      for (let i = 0; i < count; i += 1) {
        const zero = body.indexOf(0, at);
        children.push(body.toString('latin1', at, zero));
        at = zero + 1;
      }
      order = children;
    }
  }
  const ordered = order.length > 0 ? order : [...byId.keys()];
  return ordered.flatMap((id) => byId.get(id) ?? []);
}
