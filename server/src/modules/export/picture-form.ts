import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { compactPageContent } from './compact-content.ts';
import { FONT, parsedFonts, svgFontCallback } from './fonts.ts';
import { parsePdf, type PdfObject } from './pack-objects.ts';
import { imageSize, type Size } from './image-size.ts';
import { encodeForm } from './form-codec.ts';
import { objectKeys, REF } from './object-keys.ts';
import { circlesAsDots } from './svg-dots.ts';
import { tidyForm } from './tidy-form.ts';

/**
 * An SVG picture turned into PDF once: a form XObject (PDF 32000 §8.10) drawn at the picture's own size,
 * with the objects it needs (gradients, opacity states, groups). Turning an SVG into PDF operators was
 * three quarters of a book's render time (svg-to-pdfkit parses the SVG and rebuilds every path), and
 * the result depends on the SVG alone, so it is kept per picture content and copied into each book
 * byte for byte; a picture used twice in one book (a cover that is also a chapter's picture) is written
 * once and drawn from every page that shows it.
 *
 * objects[0] is the form. Bodies refer to one another by index (`n 0 R` is objects[n]); embedForm
 * gives them the document's object numbers.
 */
export interface PictureForm {
  width: number;
  height: number;
  objects: PdfObject[];
  bytes: number;
  /** objectKeys of the objects, made with the form (and stored with it) so a download need not hash them. */
  keys?: string[];
}


/** The one way an SVG picture is drawn into a PDF: into a form here, straight onto a page when no form can be made. */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, rect: { x: number; y: number; width: number; height: number }): void {
  SVGtoPDF(doc, svg, rect.x, rect.y, {
    width: rect.width,
    height: rect.height,
    preserveAspectRatio: 'xMidYMid meet',
    // 2 = arcs in quarter-turn Bézier pieces (the usual exact-looking split); 3 costs ~20% more time for no visible gain.
    precision: 2,
    fontCallback: svgFontCallback,
    // An SVG must not make the server read local files: only inline PNG/JPEG data is allowed.
    imageCallback: (link) => (/^data:image\/(png|jpeg);base64,/.test(link) ? link : ''),
    warningCallback: () => undefined,
  });
}

/** Draws the SVG on a scratch page of its own size and lifts the page out as a form XObject. */
export function svgToForm(svg: string, size: Size): PictureForm | undefined {
  const doc = new PDFDocument({ size: [size.width, size.height], margin: 0, font: parsedFonts().get(FONT.sans) as unknown as string });
  compactPageContent(doc);
  drawSvg(doc, circlesAsDots(svg), { x: 0, y: 0, ...size });
  doc.end();
  // pdfkit writes synchronously into its stream's buffer: everything can be read at once.
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const parsed = parsePdf(Buffer.concat(chunks));
  if (!parsed) return undefined;
  const byId = new Map(parsed.objects.map((o) => [o.id, o]));
  const page = parsed.objects.find((o) => /\/Type \/Page\n/.test(o.body));
  const contents = byId.get(Number(/\/Contents (\d+) 0 R/.exec(page?.body ?? '')?.[1]));
  const resources = byId.get(Number(/\/Resources (\d+) 0 R/.exec(page?.body ?? '')?.[1]));
  if (!contents?.stream || !resources) return undefined;

  // Only what the picture's operators name; the scratch document's own font, catalogue and info stay out.
  const resourceBody = resources.body.replace(/\/ProcSet \[[^\]]*\]\n/, '').replace(/\/Font <<[^>]*>>\n/, '');
  const order: number[] = [];
  const visit = (text: string): void => {
    for (const [, n] of text.matchAll(REF)) {
      const id = Number(n);
      if (order.includes(id) || !byId.has(id)) continue;
      order.push(id);
      visit(byId.get(id)?.body ?? '');
    }
  };
  visit(resourceBody);
  const local = new Map(order.map((id, i) => [id, i + 1]));
  const renumber = (text: string): string => text.replace(REF, (_, n: string) => `${local.get(Number(n)) ?? 0} 0 R`);
  const filter = /\/Filter \/FlateDecode/.test(contents.body) ? '\n/Filter /FlateDecode' : '';
  const form: PdfObject = {
    id: 0,
    body: `<<\n/Type /XObject\n/Subtype /Form\n/BBox [0 0 ${size.width} ${size.height}]\n/Resources ${renumber(resourceBody)}${filter}\n/Length ${contents.stream.length}\n>>`,
    stream: Buffer.from(contents.stream),
  };
  const objects = tidyForm([form, ...order.map((id, i) => {
    const o = byId.get(id) as PdfObject;
    return { id: i + 1, body: renumber(o.body), ...(o.stream ? { stream: Buffer.from(o.stream) } : {}) };
  })]);
  const bytes = objects.reduce((sum, o) => sum + o.body.length + (o.stream?.length ?? 0), 0);
  return { width: size.width, height: size.height, objects, bytes, keys: objectKeys(objects) };
}

/**
 * The form of an SVG picture as stored bytes (form-codec.ts); empty when it cannot be one: text in
 * it (the form has no fonts) or no readable size. What generation stores and the lazy path makes.
 */
export function convertPicture(svg: Buffer): Buffer {
  const text = svg.toString('utf8');
  const size = /<text\b/i.test(text) ? undefined : imageSize({ contentType: 'image/svg+xml', data: svg });
  return encodeForm(size ? svgToForm(text, size) : undefined);
}

/** Forms by the SVG's content, newest last; bounded by bytes (a book's pictures are ~0.1-0.3 MB). */
const cache = new Map<string, PictureForm | null>();
const CACHE_BYTES = 32 * 1024 * 1024;
let cached = 0;

export function pictureKey(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url');
}

/** The picture's form, from the cache when this process has converted the same SVG before. */
export function cachedSvgForm(key: string, svg: () => string, size: Size): PictureForm | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit ?? undefined;
  }
  const form = svgToForm(svg(), size) ?? null;
  cache.set(key, form);
  cached += form?.bytes ?? 0;
  for (const [oldKey, old] of cache) {
    if (cached <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cached -= old?.bytes ?? 0;
  }
  return form ?? undefined;
}

/** Empties the cache (tests and benches that measure a first conversion). */
export function clearPictureForms(): void {
  cache.clear();
  cached = 0;
}

type Internals = PDFKit.PDFDocument & {
  _offset: number;
  _write(data: string | Uint8Array): void;
  _refEnd(ref: PDFKit.PDFKitReference): void;
};
type Reference = PDFKit.PDFKitReference & { id: number; offset: number; finalize(): void };

/** Per document: the reference of every form object written so far, by objectKeys' key. */
const written = new WeakMap<PDFKit.PDFDocument, Map<string, Reference>>();
/** Per form stored before keys were: its objects' keys, made once. */
const formKeys = new WeakMap<PictureForm, string[]>();

/**
 * Writes the form's objects into `doc` (pdfkit's own references, so its cross-reference table counts
 * them) and returns the form's reference. pdfkit has no call for a prepared object, so each reference
 * writes the stored text instead of serialising a dictionary; the layout is pdfkit's own
 * (`n 0 obj`, body, `stream`…`endstream`, `endobj`). An object that an earlier picture of the book
 * already wrote (the sky's gradient, an opacity state, a soft mask) is not written again: the
 * pictures of one book are drawn by one illustrator and share a good part of those.
 */
export function embedForm(doc: PDFKit.PDFDocument, form: PictureForm): PDFKit.PDFKitReference {
  const pdf = doc as Internals;
  let keys = form.keys?.length === form.objects.length ? form.keys : formKeys.get(form);
  if (!keys) formKeys.set(form, (keys = objectKeys(form.objects)));
  let known = written.get(doc);
  if (!known) written.set(doc, (known = new Map()));
  const refs = form.objects.map((_, i) => known.get(keys[i] as string));
  const fresh = refs.map((ref, i) => {
    if (ref) return false;
    refs[i] = doc.ref({}) as Reference;
    known.set(keys[i] as string, refs[i]);
    return true;
  });
  form.objects.forEach((object, i) => {
    if (!fresh[i]) return;
    const ref = refs[i] as Reference;
    const body = object.body.replace(REF, (_, n: string) => `${refs[Number(n)]?.id ?? 0} 0 R`);
    ref.finalize = () => {
      ref.offset = pdf._offset;
      pdf._write(`${ref.id} 0 obj`);
      pdf._write(body);
      if (object.stream) {
        pdf._write('stream');
        pdf._write(object.stream);
        pdf._write('\nendstream');
      }
      pdf._write('endobj');
      pdf._refEnd(ref);
    };
    ref.finalize();
  });
  return refs[0] as Reference;
}
