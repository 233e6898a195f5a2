// Measures the bounding box of an SVG fragment drawn by this illustrator (g, path, circle, ellipse, rect,
// line with translate/rotate/scale transforms), so the composer can place figures and props by their real
// size: no tail or wing poking into a friend, nothing cut off at the edge. Stroke widths are included;
// curves are measured at their true extremes, arcs conservatively.

export interface Box { x0: number; y0: number; x1: number; y1: number }

/** An affine matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
type M = readonly [number, number, number, number, number, number];

const ID: M = [1, 0, 0, 1, 0, 0];

function mul(m: M, n: M): M {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function parseTransform(t: string): M {
  let m = ID;
  for (const [, op, args] of t.matchAll(/(translate|scale|rotate)\(([^)]*)\)/g)) {
    const v = (args ?? '').trim().split(/[\s,]+/).map(Number);
    if (op === 'translate') m = mul(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0]);
    else if (op === 'scale') m = mul(m, [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0]);
    else {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      const r: M = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
      m = mul(mul(mul(m, [1, 0, 0, 1, cx, cy]), r), [1, 0, 0, 1, -cx, -cy]);
    }
  }
  return m;
}

export class Bounds {
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;

  add(x: number, y: number): void {
    if (x < this.x0) this.x0 = x;
    if (x > this.x1) this.x1 = x;
    if (y < this.y0) this.y0 = y;
    if (y > this.y1) this.y1 = y;
  }

  get empty(): boolean {
    return this.x0 > this.x1;
  }

  box(): Box {
    return { x0: this.x0, y0: this.y0, x1: this.x1, y1: this.y1 };
  }
}

/** A local box, grown by half the stroke, mapped through the matrix (its four corners). */
function addBox(out: Bounds, m: M, b: Bounds, pad: number): void {
  if (b.empty) return;
  for (const [x, y] of [[b.x0 - pad, b.y0 - pad], [b.x1 + pad, b.y0 - pad], [b.x0 - pad, b.y1 + pad], [b.x1 + pad, b.y1 + pad]] as const) {
    out.add(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
  }
}

/** Extremes of a quadratic or cubic Bezier along one axis, as parameters in (0, 1). */
function quadT(p0: number, p1: number, p2: number): number[] {
  const den = p0 - 2 * p1 + p2;
  if (den === 0) return [];
  const t = (p0 - p1) / den;
  return t > 0 && t < 1 ? [t] : [];
}

function cubicT(p0: number, p1: number, p2: number, p3: number): number[] {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-9) {
    if (b !== 0) roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) roots.push((-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a));
  }
  return roots.filter((t) => t > 0 && t < 1);
}

/** The bounds of path data in its own coordinates. */
export function pathBounds(d: string): Bounds {
  const b = new Bounds();
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cx = 0;
  let cy = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const tok = tokens[i] ?? '';
    if (/[a-zA-Z]/.test(tok)) {
      cmd = tok;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        x = sx;
        y = sy;
        continue;
      }
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M':
      case 'L':
      case 'T': {
        const nx = ox + num();
        const ny = oy + num();
        if (cmd.toUpperCase() === 'T') {
          const qx = 2 * x - cx;
          const qy = 2 * y - cy;
          for (const t of quadT(x, qx, nx)) b.add((1 - t) ** 2 * x + 2 * (1 - t) * t * qx + t * t * nx, y);
          for (const t of quadT(y, qy, ny)) b.add(x, (1 - t) ** 2 * y + 2 * (1 - t) * t * qy + t * t * ny);
          cx = qx;
          cy = qy;
        } else {
          cx = nx;
          cy = ny;
        }
        if (cmd.toUpperCase() === 'M') {
          sx = nx;
          sy = ny;
          // Further pairs after M are line-tos.
          cmd = rel ? 'l' : 'L';
        }
        b.add(x, y);
        x = nx;
        y = ny;
        b.add(x, y);
        break;
      }
      case 'H':
        x = (rel ? x : 0) + num();
        b.add(x, y);
        cx = x;
        cy = y;
        break;
      case 'V':
        y = (rel ? y : 0) + num();
        b.add(x, y);
        cx = x;
        cy = y;
        break;
      case 'Q': {
        const qx = ox + num();
        const qy = oy + num();
        const nx = ox + num();
        const ny = oy + num();
        b.add(x, y);
        for (const t of quadT(x, qx, nx)) b.add((1 - t) ** 2 * x + 2 * (1 - t) * t * qx + t * t * nx, y);
        for (const t of quadT(y, qy, ny)) b.add(x, (1 - t) ** 2 * y + 2 * (1 - t) * t * qy + t * t * ny);
        b.add(nx, ny);
        cx = qx;
        cy = qy;
        x = nx;
        y = ny;
        break;
      }
      case 'C':
      case 'S': {
        const s = cmd.toUpperCase() === 'S';
        const c1x = s ? 2 * x - cx : ox + num();
        const c1y = s ? 2 * y - cy : oy + num();
        const c2x = ox + num();
        const c2y = oy + num();
        const nx = ox + num();
        const ny = oy + num();
        const at = (p0: number, p1: number, p2: number, p3: number, t: number): number =>
          (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3;
        b.add(x, y);
        for (const t of cubicT(x, c1x, c2x, nx)) b.add(at(x, c1x, c2x, nx, t), y);
        for (const t of cubicT(y, c1y, c2y, ny)) b.add(x, at(y, c1y, c2y, ny, t));
        b.add(nx, ny);
        cx = c2x;
        cy = c2y;
        x = nx;
        y = ny;
        break;
      }
      case 'A': {
        const rx = Math.abs(num());
        const ry = Math.abs(num());
        i += 3;
        const nx = ox + num();
        const ny = oy + num();
        // Conservative: both ends grown by the radii.
        const r = Math.max(rx, ry);
        for (const [px, py] of [[x, y], [nx, ny]] as const) {
          b.add(px - r, py - r);
          b.add(px + r, py + r);
        }
        x = nx;
        y = ny;
        cx = x;
        cy = y;
        break;
      }
      default:
        // Unknown command: skip the token so the loop always advances.
        i++;
    }
  }
  return b;
}

const ELEMENT = /<(\/?)(g|path|circle|ellipse|rect|line)\b([^>]*?)(\/?)>/g;
const ATTR = /([a-zA-Z-]+)="([^"]*)"/g;

function attrsOf(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, k, v] of s.matchAll(ATTR)) if (k !== undefined && v !== undefined) out[k] = v;
  return out;
}

/** The box of everything solid in an SVG fragment (translucent glows, and elements with no fill and no
 * stroke, are skipped), in the fragment's coordinates; with `below`, only of the shapes reaching below
 * that line. */
export function measureSvg(svg: string, opts: { below?: number } = {}): Box | undefined {
  const out = new Bounds();
  const stack: M[] = [ID];
  for (const [, closing, tag, rawAttrs = '', selfClosing] of svg.matchAll(ELEMENT)) {
    const top = stack[stack.length - 1] ?? ID;
    if (closing) {
      if (tag === 'g') stack.pop();
      continue;
    }
    const a = attrsOf(rawAttrs);
    const m = a.transform ? mul(top, parseTransform(a.transform)) : top;
    if (tag === 'g') {
      if (!selfClosing) stack.push(m);
      continue;
    }
    // Glows and soft shadows (translucent) are not part of the body.
    if (a.opacity !== undefined && Number(a.opacity) < 0.5) continue;
    const stroked = a.stroke !== undefined && a.stroke !== 'none';
    if (a.fill === 'none' && !stroked) continue;
    const pad = stroked ? Number(a['stroke-width'] ?? 1) / 2 : 0;
    const local = new Bounds();
    const f = (k: string): number => Number(a[k] ?? 0);
    if (tag === 'path') {
      const pb = pathBounds(a.d ?? '');
      if (!pb.empty) {
        local.add(pb.x0, pb.y0);
        local.add(pb.x1, pb.y1);
      }
    } else if (tag === 'circle') {
      local.add(f('cx') - f('r'), f('cy') - f('r'));
      local.add(f('cx') + f('r'), f('cy') + f('r'));
    } else if (tag === 'ellipse') {
      local.add(f('cx') - f('rx'), f('cy') - f('ry'));
      local.add(f('cx') + f('rx'), f('cy') + f('ry'));
    } else if (tag === 'rect') {
      local.add(f('x'), f('y'));
      local.add(f('x') + f('width'), f('y') + f('height'));
    } else {
      local.add(f('x1'), f('y1'));
      local.add(f('x2'), f('y2'));
    }
    if (opts.below === undefined) {
      addBox(out, m, local, pad);
    } else {
      // Only shapes reaching below the given line count (the feet and legs of a figure, say).
      const one = new Bounds();
      addBox(one, m, local, pad);
      if (!one.empty && one.y1 > opts.below) {
        one.y0 = Math.max(one.y0, opts.below);
        out.add(one.x0, one.y0);
        out.add(one.x1, one.y1);
      }
    }
  }
  return out.empty ? undefined : out.box();
}
