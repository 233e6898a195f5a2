import { COLOR } from './theme.ts';

/** A five-pointed star: the little "magic" mark used as a divider, echoing the app's sparkles. */
export function drawStar(doc: PDFKit.PDFDocument, cx: number, cy: number, radius: number, color: string): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(color);
}

/** A centred divider: dot, star, dot. */
export function drawDivider(doc: PDFKit.PDFDocument, cx: number, cy: number, scale = 1): void {
  doc.circle(cx - 22 * scale, cy, 2.6 * scale).fill(COLOR.coral);
  drawStar(doc, cx, cy, 8 * scale, COLOR.amber);
  doc.circle(cx + 22 * scale, cy, 2.6 * scale).fill(COLOR.coral);
}
