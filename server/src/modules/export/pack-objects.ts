import { deflateSync } from 'node:zlib';

/**
 * Rewrites pdfkit's output with its small objects packed into compressed object streams and a
 * compressed cross-reference stream (PDF 1.5, section 7.5.7-7.5.8). pdfkit writes every dictionary
 * (page, font, gradient, pattern, outline item) as plain text and a 20-byte line per object in the xref
 * table; in an illustrated book that is a third of the file. Streams (page content, fonts, pictures)
 * are copied byte for byte. Anything this does not recognise is returned unchanged: a bigger file,
 * never a broken one.
 */

const OBJECTS_PER_STREAM = 100;

export interface PdfObject {
  id: number;
  /** The object's text, or a stream's dictionary. */
  body: string;
  stream?: Buffer;
}

export interface Parsed {
  header: string;
  objects: PdfObject[];
  trailer: string;
}

const STREAM = '\nstream\n';
const END_STREAM = '\nendstream\nendobj\n';
const END_OBJ = '\nendobj\n';

/** pdfkit's output split into its objects, or undefined when it is not laid out as pdfkit writes it. */
export function parsePdf(pdf: Buffer): Parsed | undefined {
  const text = pdf.toString('latin1');
  const first = text.search(/^\d+ 0 obj\n/m);
  const xref = text.lastIndexOf('\nxref\n');
  if (first < 0 || xref < 0) return undefined;
  const objects: PdfObject[] = [];
  const opening = /(\d+) 0 obj\n/y;
  let pos = first;
  while (pos < xref) {
    opening.lastIndex = pos;
    const m = opening.exec(text);
    if (!m) return undefined;
    const start = pos + m[0].length;
    const endObj = text.indexOf(END_OBJ, start);
    const streamAt = text.indexOf(STREAM, start);
    if (endObj < 0) return undefined;
    if (streamAt >= 0 && streamAt < endObj) {
      const body = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)\b/.exec(body)?.[1]);
      const dataStart = streamAt + STREAM.length;
      if (!Number.isInteger(length) || text.slice(dataStart + length, dataStart + length + END_STREAM.length) !== END_STREAM) return undefined;
      objects.push({ id: Number(m[1]), body, stream: pdf.subarray(dataStart, dataStart + length) });
      pos = dataStart + length + END_STREAM.length;
    } else {
      objects.push({ id: Number(m[1]), body: text.slice(start, endObj) });
      pos = endObj + END_OBJ.length;
    }
  }
  const trailer = /\ntrailer\n<<([\s\S]*?)>>\nstartxref\n/.exec(text.slice(xref))?.[1];
  if (!trailer || /\/Encrypt\b/.test(trailer) || pos !== xref + 1) return undefined;
  return { header: text.slice(0, first), objects, trailer };
}

export function packObjects(pdf: Buffer): Buffer {
  const parsed = parsePdf(pdf);
  if (!parsed) return pdf;
  const root = /\/Root (\d+ 0 R)/.exec(parsed.trailer)?.[1];
  const info = /\/Info (\d+ 0 R)/.exec(parsed.trailer)?.[1];
  const id = /\/ID (\[[^\]]*\])/.exec(parsed.trailer)?.[1];
  if (!root) return pdf;

  const chunks: Buffer[] = [Buffer.from(parsed.header, 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  // Per object number: [type, field 2, field 3] of its cross-reference entry.
  const entries = new Map<number, [number, number, number]>();
  const writeStream = (number: number, dict: string, data: Buffer): void => {
    entries.set(number, [1, offset, 0]);
    const head = Buffer.from(`${number} 0 obj\n${dict}${STREAM}`, 'latin1');
    const tail = Buffer.from(END_STREAM, 'latin1');
    chunks.push(head, data, tail);
    offset += head.length + data.length + tail.length;
  };

  for (const object of parsed.objects) if (object.stream) writeStream(object.id, object.body, object.stream);

  let next = Math.max(...parsed.objects.map((o) => o.id)) + 1;
  const small = parsed.objects.filter((o) => !o.stream);
  for (let i = 0; i < small.length; i += OBJECTS_PER_STREAM) {
    const group = small.slice(i, i + OBJECTS_PER_STREAM);
    const streamId = next++;
    const index: string[] = [];
    let body = '';
    group.forEach((o, n) => {
      index.push(`${o.id} ${body.length}`);
      body += `${o.body}\n`;
      entries.set(o.id, [2, streamId, n]);
    });
    const head = `${index.join(' ')}\n`;
    const data = deflateSync(Buffer.from(head + body, 'latin1'));
    writeStream(streamId, `<<\n/Type /ObjStm\n/N ${group.length}\n/First ${head.length}\n/Filter /FlateDecode\n/Length ${data.length}\n>>`, data);
  }

  const xrefId = next;
  entries.set(xrefId, [1, offset, 0]);
  const size = xrefId + 1;
  const table = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const [type, a, b] = entries.get(n) ?? [0, 0, n === 0 ? 65535 : 0];
    table.writeUInt8(type, n * 7);
    table.writeUInt32BE(a, n * 7 + 1);
    table.writeUInt16BE(b, n * 7 + 5);
  }
  const data = deflateSync(table);
  const trailer = [`/Type /XRef`, `/Size ${size}`, `/W [1 4 2]`, `/Root ${root}`, info ? `/Info ${info}` : '', id ? `/ID ${id}` : '', `/Filter /FlateDecode`, `/Length ${data.length}`];
  const xrefAt = offset;
  writeStream(xrefId, `<<\n${trailer.filter(Boolean).join('\n')}\n>>`, data);
  chunks.push(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
