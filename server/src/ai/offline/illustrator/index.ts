// The built-in offline illustrator (DESIGN.md 'Making the offline AI worth using'): storybook scenes drawn
// as SVG from parts, with no network and no key. Same bible, scene, seed, kind and style give the same
// bytes. Creating it checks that every place, pose, prop and character of the scene brief can be drawn.
import type { Illustration, Illustrator } from '../../types.ts';
import { assertDrawable } from './drawable.ts';
import { renderSvg } from './render.ts';

export function createOfflineIllustrator(): Illustrator {
  assertDrawable();
  return {
    draw(bible, scene, opts): Promise<Illustration> {
      const svg = renderSvg(bible, scene, opts.seed, opts.kind, opts.style);
      return Promise.resolve({ contentType: 'image/svg+xml', data: Buffer.from(svg, 'utf8') });
    },
  };
}
