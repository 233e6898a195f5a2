// Art styles (SPEC §9 'custom styles'): the same composition redrawn in another medium by changing its
// colours and lines, not by SVG filters (the PDF exporter cannot draw those, and the book must look the
// same on paper). Classic is the drawing as composed; watercolour pales the colours toward the paper,
// softens every line and lays washes over the page; crayon warms the colours, breaks outlines into
// strokes and adds a waxy grain; paper cut-out flattens colours into a few card tones with white cut edges.
import type { ArtStyle } from '@storyloom/contracts/illustration';
import { mix } from './color.ts';
import { ellipse, line, rect } from './svg.ts';
import type { Rng } from './prng.ts';

const PAPER = '#fbf5e8';

function channels(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

function hex(r: number, g: number, b: number): string {
  const h = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Pushes a colour away from its grey by k (k > 1 saturates). */
function saturate(c: string, k: number): string {
  const [r, g, b] = channels(c);
  const grey = (r + g + b) / 3;
  return hex(grey + (r - grey) * k, grey + (g - grey) * k, grey + (b - grey) * k);
}

/** Rounds each channel to one of a few card tones. */
function posterize(c: string): string {
  const [r, g, b] = channels(c);
  const step = (v: number): number => Math.min(255, Math.round(v / 51) * 51 + 18);
  return hex(step(r), step(g), step(b));
}

const COLOUR: Record<Exclude<ArtStyle, 'classic'>, (c: string) => string> = {
  watercolour: (c) => mix(saturate(c, 0.95), PAPER, 0.1),
  crayon: (c) => mix(saturate(c, 1.25), '#ffe9c8', 0.08),
  'paper-cut': (c) => posterize(saturate(c, 1.1)),
};

const caches = new Map<ArtStyle, Map<string, string>>();

function recolourAll(svg: string, style: Exclude<ArtStyle, 'classic'>): string {
  let cache = caches.get(style);
  if (!cache) {
    cache = new Map();
    caches.set(style, cache);
  }
  const table = cache;
  return svg.replace(/"#([0-9a-f]{6})"/g, (_, h: string) => {
    let out = table.get(h);
    if (out === undefined) {
      out = COLOUR[style](`#${h}`);
      table.set(h, out);
    }
    return `"${out}"`;
  });
}

/** Lines: thin outlines (the storybook line, at most 4 wide) are where the styles differ most. */
function restroke(svg: string, style: Exclude<ArtStyle, 'classic'>): string {
  return svg.replace(/stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"/g, (whole, colour: string, width: string) => {
    const w = Number(width);
    if (w > 4) return whole;
    switch (style) {
      // Soft but still there: at phone size a figure without its line melts into the wash behind it.
      case 'watercolour': return `stroke="${mix(colour, PAPER, 0.25)}" stroke-width="${Math.round((w + 0.8) * 10) / 10}" stroke-opacity="0.8"`;
      case 'crayon': return `stroke="${colour}" stroke-width="${w + 1.5}" stroke-dasharray="11 3 5 2"`;
      default: return `stroke="#fffaf0" stroke-width="${w + 1}"`;
    }
  });
}

/** What each style lays over the finished picture: washes, wax grain, card fibres. */
function overlay(style: Exclude<ArtStyle, 'classic'>, W: number, H: number, rng: Rng): string {
  let out = '';
  if (style === 'watercolour') {
    for (let i = 0; i < 7; i++) {
      out += ellipse(rng.range(0, W), rng.range(0, H), rng.range(90, 220), rng.range(60, 150), rng.pick(['#f4c8a8', '#b8d8ee', '#f3e2a0', '#d6c4ec'] as const), { opacity: '0.05' });
    }
    return out + rect(0, 0, W, H, 'none', { stroke: PAPER, 'stroke-width': 18, opacity: 0.9 });
  }
  if (style === 'crayon') {
    let d = '';
    for (let x = -H; x < W; x += 9) d += `M${Math.round(x)} ${H} L${Math.round(x + H)} 0 `;
    return `<path d="${d.trim()}" fill="none" stroke="#ffffff" stroke-width="1.6" opacity="0.16"/>` +
      rect(0, 0, W, H, 'none', { stroke: '#fff7ea', 'stroke-width': 10, opacity: 0.8 });
  }
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    out += line(x, y, x + rng.range(8, 22), y + rng.range(-3, 3), '#ffffff', 1.2, { opacity: 0.35 });
  }
  return out + rect(0, 0, W, H, 'none', { stroke: '#f3ead8', 'stroke-width': 14 });
}

/** The picture's body (everything inside the root element, defs included) in the chosen style. */
export function styleBody(body: string, style: ArtStyle, W: number, H: number, rng: Rng): string {
  if (style === 'classic') return body;
  return restroke(recolourAll(body, style), style) + overlay(style, W, H, rng);
}
