// Colour arithmetic for time-of-day tinting: scenery is mixed toward the light of the hour, while
// characters keep their exact palette so they look the same on every page.
function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
}

/** Mixes a toward b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#1b1530', t);

/** Perceived lightness, 0 to 1. */
function lightness(hex: string): number {
  const [r, g, b] = parse(hex);
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 510;
}

/** Moonlight: a colour seen at night becomes a moonlit blue of about its own lightness, keeping some of
 * its own hue, so sand turns soft lavender and grass slate-teal instead of all of it going muddy grey. */
export function moonlit(hex: string): string {
  const moon = mix('#1e2760', '#8e9ad6', lightness(hex) * 0.85);
  return mix(moon, hex, 0.42);
}
