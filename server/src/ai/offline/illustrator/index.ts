// The built-in offline illustrator (DESIGN.md 'Making the offline AI worth using'): storybook scenes drawn
// as SVG from parts, with no network and no key. Same bible, scene, seed and kind give the same bytes.
import type { Illustration, Illustrator } from '../../types.ts';
import { renderSvg } from './render.ts';

export function createOfflineIllustrator(): Illustrator {
  return {
    draw(bible, scene, opts): Promise<Illustration> {
      const svg = renderSvg(bible, scene, opts.seed, opts.kind);
      return Promise.resolve({ contentType: 'image/svg+xml', data: Buffer.from(svg, 'utf8') });
    },
  };
}
