import { inflateSync } from 'node:zlib';
import { objectKeys, REF } from './object-keys.ts';
import type { PdfObject } from './pack-objects.ts';

/**
 * A picture's form objects made smaller before they are stored (picture-form.ts). svg-to-pdfkit writes
 * every gradient with opacity as a tiling pattern, a soft mask and a group, each a stream whose
 * dictionary (with its resources inline) stays plain text in the PDF: in a book that was a sixth of
 * the file, more than the streams they hold. And an element drawn several times with opacity (the
 * clouds of a sky) became one group per copy, identical but for the box each was clipped to.
 *   - dictionaries lose their line breaks, the obsolete /ProcSet and the default /FormType 1;
 *   - a stream's inline /Resources become an object of their own (packed, compressed, shared);
 *   - a stream that deflate makes longer (a 46-byte pattern cell) is kept as it is;
 *   - equal objects are kept once, and groups equal but for their BBox become one group whose box
 *     holds them all (a group's box only clips; each copy is drawn inside the picture's own box).
 * objects[0] is the form; references are indexes (`n 0 R` is objects[n]), as in PictureForm.
 */
export function tidyForm(objects: PdfObject[]): PdfObject[] {
  return keepOnce(liftResources(objects.map(smallerObject)));
}

/** A dictionary on one line without what readers ignore; bodies with a string are left as they are. */
export function compactDict(body: string): string {
  if (body.includes('(')) return body;
  return body
    .replace(/\/ProcSet \[[^\]]*\]/g, '')
    .replace(/\/FormType 1\b/g, '')
    .replace(/\s+/g, ' ')
    .replace(/<< /g, '<<')
    .replace(/ >>/g, '>>')
    .trim();
}

/** The object on fewer bytes; a stream that deflate made longer (a 46-byte pattern cell) unfiltered. */
function smallerObject(object: PdfObject): PdfObject {
  const body = compactDict(object.body);
  const stream = object.stream;
  if (!stream || !/\/Filter \/FlateDecode/.test(body) || stream.length > 256) return { ...object, body };
  const raw = inflateSync(stream);
  if (raw.length >= stream.length + ' /Filter /FlateDecode'.length) return { ...object, body };
  return { ...object, body: body.replace(/ ?\/Filter \/FlateDecode/, '').replace(/\/Length \d+/, `/Length ${raw.length}`), stream: raw };
}

/** Each stream's inline /Resources dictionary moved into an object of its own (appended). */
function liftResources(objects: PdfObject[]): PdfObject[] {
  const out = objects.map((o) => ({ ...o }));
  for (const o of objects) {
    if (!o.stream) continue;
    const at = o.body.indexOf('/Resources <<');
    if (at < 0) continue;
    const start = at + '/Resources '.length;
    const end = matchingClose(o.body, start);
    if (end < 0) continue;
    const id = out.length;
    out.push({ id, body: o.body.slice(start, end) });
    (out[o.id] as PdfObject).body = `${o.body.slice(0, start)}${id} 0 R${o.body.slice(end)}`;
  }
  return out;
}

/** The index just past the `>>` that closes the `<<` at `start`, or -1. */
function matchingClose(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

const BBOX = /\/BBox \[([^\]]*)\]/;
const isGroup = (o: PdfObject): boolean => Boolean(o.stream) && /\/Subtype \/Form/.test(o.body) && /\/Group\b/.test(o.body) && BBOX.test(o.body);

/** Equal objects once (groups equal but for their box merged into one box), renumbered from the form. */
function keepOnce(objects: PdfObject[]): PdfObject[] {
  const keys = objectKeys(objects, (o) => (isGroup(o) ? o.body.replace(BBOX, '/BBox []') : o.body));
  const first = new Map<string, number>();
  const boxes = new Map<number, number[]>();
  const target = objects.map((o, i) => {
    const key = keys[i] as string;
    const kept = first.get(key) ?? (first.set(key, o.id), o.id);
    if (isGroup(o)) {
      const box = (BBOX.exec(o.body)?.[1] ?? '').trim().split(/\s+/).map(Number);
      const union = boxes.get(kept);
      boxes.set(kept, union ? [Math.min(union[0]!, box[0]!), Math.min(union[1]!, box[1]!), Math.max(union[2]!, box[2]!), Math.max(union[3]!, box[3]!)] : box);
    }
    return kept;
  });
  // What the form reaches through the kept objects, in the order first met: the form stays objects[0].
  const order: number[] = [];
  const seen = new Set<number>();
  const visit = (id: number): void => {
    if (seen.has(id)) return;
    seen.add(id);
    order.push(id);
    for (const [, n] of (objects[id]?.body ?? '').matchAll(REF)) visit(target[Number(n)] ?? Number(n));
  };
  visit(0);
  const index = new Map(order.map((id, i) => [id, i]));
  return order.map((id, i) => {
    const o = objects[id] as PdfObject;
    let body = o.body.replace(REF, (_, n: string) => `${index.get(target[Number(n)] ?? -1) ?? 0} 0 R`);
    const box = boxes.get(id);
    if (box && box.every(Number.isFinite)) body = body.replace(BBOX, `/BBox [${box.join(' ')}]`);
    return { id: i, body, ...(o.stream ? { stream: o.stream } : {}) };
  });
}
