import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeForm } from './form-codec.ts';
import { convertPicture } from './picture-form.ts';
import { circlesAsDots } from './svg-dots.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>`;

/** The form's drawing operators, inflated. */
function formContent(picture: string): string {
  const form = decodeForm(convertPicture(Buffer.from(picture)));
  const main = form?.objects[0];
  if (!main?.stream) throw new Error('no form');
  return (/\/Filter \/FlateDecode/.test(main.body) ? inflateSync(main.stream) : main.stream).toString('latin1');
}

describe('circlesAsDots', () => {
  it('turns a plain filled circle into a round-capped dot of its diameter, keeping its other attributes', () => {
    expect(circlesAsDots('<circle cx="10" cy="20.5" r="4" fill="#ffd27a" opacity="0.6"/>')).toBe(
      '<path d="M10 20.5h0.004" fill="none" stroke="#ffd27a" stroke-width="8" stroke-linecap="round" opacity="0.6"/>',
    );
  });

  it('turns a plain filled ellipse into a unit dot scaled to its radii, after its own transform', () => {
    expect(circlesAsDots('<ellipse cx="5" cy="6" rx="3" ry="2" fill="#fff" fill-opacity="0.5" transform="rotate(10)"/>')).toBe(
      '<path d="M0 0h0.001" transform="rotate(10) translate(5 6) scale(3 2)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-opacity="0.5"/>',
    );
  });

  it('leaves alone a shape that is not a plain solid disc', () => {
    const kept = [
      '<circle cx="1" cy="1" r="2" fill="url(#glow)"/>',
      '<circle cx="1" cy="1" r="2" fill="#fff" stroke="#000"/>',
      '<circle cx="1" cy="1" r="2" fill="none"/>',
      '<circle id="eye" cx="1" cy="1" r="2" fill="#fff"/>',
      '<circle cx="1" cy="1" r="2" fill="#fff" style="fill:red"/>',
      '<circle cx="1" cy="1" r="50%" fill="#fff"/>',
      '<circle cx="1" cy="1" r="0" fill="#fff"/>',
      '<circle cx="1" cy="1" r="2"/>',
      '<ellipse cx="1" cy="1" rx="2" fill="#fff"><title>x</title></ellipse>',
    ];
    for (const shape of kept) expect(circlesAsDots(shape)).toBe(shape);
  });

  it('draws a picture of circles and ellipses without a single curve, on a fraction of the bytes', () => {
    const shapes = Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 13.7) % 800}" cy="${(i * 7.3) % 600}" r="${2 + (i % 9) * 1.3}" fill="#${(0x223344 + i * 0x10203).toString(16).slice(-6)}"/>` + `<ellipse cx="${(i * 11.1) % 800}" cy="${(i * 5.9) % 600}" rx="${3 + (i % 5)}" ry="${2 + (i % 4)}" fill="#8f99d2"/>`).join('');
    const content = formContent(svg(shapes));
    expect(content).not.toMatch(/ c\n/);
    expect(content.match(/ l\n/g)?.length).toBeGreaterThanOrEqual(120); // one segment a dot (and the picture's clip)
    // Four Bézier curves per disc were ~190 bytes of operators each, a dot is ~100 (most of it colour).
    expect(content.length).toBeLessThan(120 * 130);
  });
});
