/**
 * Plain filled circles and ellipses rewritten as round dots before an SVG becomes a PDF form
 * (picture-form.ts). svg-to-pdfkit draws a circle as four Bézier curves (26 numbers, most of them with
 * decimals); a stroke with round caps along a tiny segment paints the same disc from 3 numbers, and
 * under a scale it paints the ellipse (PDF widens the pen by the current transform). The illustrator's
 * pictures hold 40-120 circles and 30-70 ellipses each (eyes, buttons, leaves, stars' glow): that was
 * a third of a picture's bytes. The segment is not of zero length: some readers (pdf.js, on a
 * browser's canvas) drop zero-length segments, caps and all.
 * Only a shape that is a plain solid disc is rewritten: a solid fill colour, no stroke, no style,
 * class or id (nothing else may refer to it), no children; every other attribute is kept.
 */
const SHAPE = /<(circle|ellipse)\b([^>]*?)\/>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;
const SOLID = /^(?:#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgb\([\d\s.,%]+\))$/;
/** Long enough that no reader drops it, short enough not to show (a thousandth of the radius). */
const SEGMENT = 0.001;

export function circlesAsDots(svg: string): string {
  return svg.replace(SHAPE, (whole, kind: string, attributeText: string) => {
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map((m) => [m[1] as string, m[2] as string]));
    if (attributeText.replace(ATTRIBUTE, '').trim() !== '') return whole;
    const fill = attributes.get('fill');
    const stroke = attributes.get('stroke');
    if (!fill || fill === 'none' || fill === 'transparent' || !SOLID.test(fill)) return whole;
    if ((stroke && stroke !== 'none') || ['style', 'class', 'id', 'fill-rule', 'stroke-opacity', 'marker-start', 'filter', 'mask', 'clip-path'].some((a) => attributes.has(a))) return whole;
    const numbers = (kind === 'circle' ? ['cx', 'cy', 'r'] : ['cx', 'cy', 'rx', 'ry']).map((a) => attributes.get(a) ?? (a.startsWith('c') ? '0' : ''));
    if (!numbers.every((n) => NUMBER.test(n))) return whole;
    const [cx, cy, rx, ry = rx] = numbers.map(Number) as [number, number, number, number?];
    if (!(rx > 0) || !((ry ?? 0) > 0)) return whole;
    const kept = [...attributes].filter(([name]) => !['cx', 'cy', 'r', 'rx', 'ry', 'fill', 'fill-opacity', 'transform', 'stroke', 'stroke-width'].includes(name));
    const opacity = attributes.get('fill-opacity');
    // A circle is a dot of its diameter where it stands; an ellipse, a unit dot scaled to its radii.
    const circle = rx === ry;
    const transform = `${attributes.get('transform') ?? ''}${circle ? '' : ` translate(${cx} ${cy}) scale(${rx} ${ry})`}`.trim();
    const out = [
      circle ? `d="M${cx} ${cy}h${SEGMENT * rx}"` : `d="M0 0h${SEGMENT}"`,
      ...(transform ? [`transform="${transform}"`] : []),
      `fill="none"`,
      `stroke="${fill}"`,
      `stroke-width="${circle ? 2 * rx : 2}"`,
      `stroke-linecap="round"`,
      ...(opacity ? [`stroke-opacity="${opacity}"`] : []),
      ...kept.map(([name, value]) => `${name}="${value}"`),
    ];
    return `<path ${out.join(' ')}/>`;
  });
}
