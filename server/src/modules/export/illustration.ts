import { decodeForm } from './form-codec.ts';
import { imageSize } from './image-size.ts';
import { cachedSvgForm, drawSvg, embedForm, pictureKey } from './picture-form.ts';
import { COLOR } from './theme.ts';
import type { ExportImage } from './types.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DrawOptions {
  radius?: number;
  /** Where the picture sits vertically when the box is taller than the picture. */
  valign?: 'top' | 'center';
}

/** The rectangle a picture would occupy inside `box` (contain, centred horizontally). */
export function fitIllustration(image: ExportImage, box: Rect, valign: 'top' | 'center' = 'top'): Rect | undefined {
  if (image.contentType === 'image/webp') return undefined; // pdfkit cannot decode WebP
  const size = imageSize(image);
  if (!size) return undefined;
  const scale = Math.min(box.width / size.width, box.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  const y = valign === 'center' ? box.y + (box.height - height) / 2 : box.y;
  return { x: box.x + (box.width - width) / 2, y, width, height };
}

/**
 * Draws an illustration inside `box` with rounded corners and a thin frame. SVGs stay vectors
 * (svg-to-pdfkit, once per picture: picture-form.ts); PNG and JPEG go through pdfkit, embedded once per book; WebP and unreadable files are skipped so that one
 * bad picture never costs the parent the whole book. Returns the rectangle drawn, or undefined.
 */
export function drawIllustration(doc: PDFKit.PDFDocument, image: ExportImage, box: Rect, options: DrawOptions = {}): Rect | undefined {
  const rect = fitIllustration(image, box, options.valign);
  if (!rect) return undefined;
  const radius = options.radius ?? 14;
  doc.save();
  try {
    doc.roundedRect(rect.x, rect.y, rect.width, rect.height, radius).clip();
    if (!drawStored(doc, image, rect)) drawDirectly(doc, image, rect);
  } catch {
    doc.restore();
    return undefined;
  }
  doc.restore();
  doc.roundedRect(rect.x, rect.y, rect.width, rect.height, radius).lineWidth(1).strokeColor(COLOR.line).stroke();
  return rect;
}

/** Per document: each picture's embedded object by content, so a picture shown twice is stored once. */
const embedded = new WeakMap<PDFKit.PDFDocument, Map<string, { name: string; ref?: PDFKit.PDFKitReference; image?: unknown }>>();

function placed(doc: PDFKit.PDFDocument, image: ExportImage) {
  let forDoc = embedded.get(doc);
  if (!forDoc) embedded.set(doc, (forDoc = new Map()));
  const key = pictureKey(image.data);
  return { forDoc, key, known: forDoc.get(key) };
}

/**
 * Draws the picture from its stored form (an SVG) or its once-opened image (PNG, JPEG). False when
 * the SVG cannot become a form (text in it, or a layout the reader does not know): drawn directly then.
 */
function drawStored(doc: PDFKit.PDFDocument, image: ExportImage, rect: Rect): boolean {
  const { forDoc, key, known } = placed(doc, image);
  if (image.contentType !== 'image/svg+xml') {
    const opened = known?.image ?? (doc as unknown as { openImage(data: Buffer): unknown }).openImage(image.data);
    if (!known) forDoc.set(key, { name: '', image: opened });
    doc.image(opened as Buffer, rect.x, rect.y, { width: rect.width, height: rect.height });
    return true;
  }
  let entry = known;
  if (!entry) {
    // A form stored at generation (or by an earlier download) is used as is: no SVG is parsed.
    const stored = image.form ? decodeForm(image.form) : undefined;
    const svg = image.data.toString('utf8');
    const size = stored !== undefined || /<text\b/i.test(svg) ? undefined : imageSize(image);
    const form = stored ?? (size ? cachedSvgForm(key, () => svg, size) : undefined);
    entry = form ? { name: `P${forDoc.size + 1}`, ref: embedForm(doc, form) } : { name: '' };
    forDoc.set(key, entry);
  }
  if (!entry.ref) return false;
  const size = imageSize(image);
  if (!size) return false;
  (doc.page as unknown as { xobjects: Record<string, PDFKit.PDFKitReference> }).xobjects[entry.name] = entry.ref;
  const scale = rect.width / size.width;
  // The form is drawn in PDF's upward y; pdfkit's page space runs downward, hence -scale.
  doc.addContent(`q ${scale} 0 0 ${-scale} ${rect.x} ${rect.y + size.height * scale} cm /${entry.name} Do Q`);
  return true;
}

function drawDirectly(doc: PDFKit.PDFDocument, image: ExportImage, rect: Rect): void {
  drawSvg(doc, image.data.toString('utf8'), rect);
}
