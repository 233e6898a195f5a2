import { describe, expect, it } from 'vitest';
import { decodeForm } from './form-codec.ts';
import { convertPicture } from './picture-form.ts';
import { renderStoryPdf } from './render-pdf.ts';
import { chapter, pdfObjects, story } from './test-fixtures.ts';
import type { ExportImage } from './types.ts';

/** A sky as the illustrator draws one: a glow (gradient with opacity) and clouds drawn with opacity. */
function sky(colour: string, clouds: number[]): ExportImage {
  const cloud = (x: number) => `<g opacity="0.9" transform="translate(${x} 100) scale(1.1)"><path d="M-60 0 Q-62 -22 -38 -22 Q-6 -44 34 -42 Q62 -44 66 0 Z" fill="#ffffff"/></g>`;
  const text =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff0c0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb070" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="600" fill="${colour}"/><circle cx="120" cy="150" r="100" fill="url(#glow)"/>${clouds.map(cloud).join('')}` +
    `<rect x="300" y="300" width="80" height="60" fill="#8f99d2" opacity="0.5"/></svg>`;
  return { contentType: 'image/svg+xml', data: Buffer.from(text) };
}

describe('tidyForm', () => {
  it('keeps a picture\'s dictionaries short and draws copies of an element with opacity from one group', () => {
    const form = decodeForm(convertPicture(sky('#9fd0f0', [40, 300, 520, 700]).data));
    if (!form) throw new Error('no form');
    const bodies = form.objects.map((o) => o.body);
    expect(bodies.filter((b) => /\/Group <<\/S \/Transparency \/CS \/DeviceRGB/.test(b))).toHaveLength(1);
    expect(bodies.join('\n')).not.toContain('/ProcSet');
    expect(bodies.join('\n')).not.toContain('/FormType');
    // Streams' dictionaries stay plain text in the PDF: their resources live in packed objects.
    for (const object of form.objects) if (object.stream) expect(object.body).not.toMatch(/\/Resources <</);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('writes once what several pictures of a book share: opacity states, gradients, soft masks', async () => {
    const chapters = ['#111111', '#222222', '#333333'].map((colour, i) => chapter(i + 1, { image: sky(colour, [100 + i * 50]) }));
    const objects = [...pdfObjects(await renderStoryPdf(story({ cover: undefined, chapters }))).values()];
    expect(objects.filter((o) => /\/Subtype \/Form\s\/BBox \[0 0 800 600\]\s\/Resources/.test(o))).toHaveLength(3); // three pictures
    expect(objects.filter((o) => /^<<\/Type \/ExtGState \/ca 0\.5>>$/.test(o))).toHaveLength(1);
    expect(objects.filter((o) => o.includes('/C0 [1 0.941176 0.752941]'))).toHaveLength(1);
    expect(objects.filter((o) => o.includes('/S /Luminosity'))).toHaveLength(1);
  });
});
