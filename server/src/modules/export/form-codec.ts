import type { PictureForm } from './picture-form.ts';

/**
 * A picture's PDF form as bytes, to keep in media storage (stored-forms.ts) and send to the PDF
 * thread: one line of JSON (size, each object's text, stream length and key), then the streams back to
 * back. An empty file records that the picture cannot become a form (it is then drawn directly), so
 * that no download tries again.
 */
const MAGIC = 'SLPF1';

interface Header {
  w: number;
  h: number;
  o: { b: string; s?: number; k?: string }[];
}

export function encodeForm(form: PictureForm | undefined): Buffer {
  if (!form) return Buffer.alloc(0);
  const header: Header = {
    w: form.width,
    h: form.height,
    o: form.objects.map((o, i) => ({ b: o.body, ...(o.stream ? { s: o.stream.length } : {}), ...(form.keys?.[i] ? { k: form.keys[i] } : {}) })),
  };
  // JSON escapes every newline inside strings: the first raw newline ends the header.
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, 'utf8'), ...form.objects.flatMap((o) => (o.stream ? [o.stream] : []))]);
}

/** The form, null for 'cannot be a form', undefined for bytes this did not write (then converted again). */
export function decodeForm(bytes: Uint8Array): PictureForm | null | undefined {
  if (bytes.length === 0) return null;
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = data.indexOf(10);
  if (end < 0 || data.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return undefined;
  let header: Header;
  try {
    header = JSON.parse(data.subarray(MAGIC.length, end).toString('utf8')) as Header;
  } catch {
    return undefined;
  }
  let at = end + 1;
  const objects = header.o.map((o, id) => {
    if (o.s === undefined) return { id, body: o.b };
    const stream = data.subarray(at, at + o.s);
    at += o.s;
    return { id, body: o.b, stream };
  });
  if (at !== data.length) return undefined;
  const bytesUsed = objects.reduce((sum, o) => sum + o.body.length + (o.stream?.length ?? 0), 0);
  // Forms stored before their objects' keys were have none: embedForm makes them then.
  const keys = header.o.every((o) => o.k) ? header.o.map((o) => o.k as string) : undefined;
  return { width: header.w, height: header.h, objects, bytes: bytesUsed, ...(keys ? { keys } : {}) };
}
