// Tiny string builders for SVG. Numbers are rounded to one decimal so pictures stay small and
// identical across runs; only elements svg-to-pdfkit understands are produced here.
export type Attrs = Record<string, string | number | undefined>;

/** Formats a coordinate: one decimal, no '-0'. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

const NEEDS_ESCAPE = /[&<>"']/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined || children === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export function g(a: Attrs, ...children: string[]): string {
  const body = children.join('');
  return body === '' ? '' : el('g', a, body);
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width, height, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });

/** A stroked line with round caps: limbs, stems, strings. */
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

/** Joins numbers into path data: pd`M${x} ${y}` is awkward, so callers use this with arrays. */
export function pts(...values: number[]): string {
  return values.map(n).join(' ');
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate !== 0) t += ` rotate(${n(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

/** A five-pointed (or n-pointed) star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${pts(cx + r * Math.cos(a), cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

/** Gradient definitions collected while drawing, emitted once in <defs>. Ids carry a per-picture prefix so
 * two pictures inlined in one page never borrow each other's gradients. */
export class Defs {
  private readonly items = new Map<string, string>();
  constructor(private readonly prefix: string) {}

  linear(name: string, stops: ReadonlyArray<readonly [number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `${this.prefix}-${name}`;
    if (!this.items.has(id)) {
      const body = stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
      this.items.set(id, el('linearGradient', { id, x1, y1, x2, y2 }, body));
    }
    return `url(#${id})`;
  }

  radial(name: string, stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `${this.prefix}-${name}`;
    if (!this.items.has(id)) {
      const body = stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
      this.items.set(id, el('radialGradient', { id, cx, cy, r }, body));
    }
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.size === 0 ? '' : el('defs', {}, [...this.items.values()].join(''));
  }
}
