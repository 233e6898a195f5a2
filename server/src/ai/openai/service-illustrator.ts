// The illustrator backed by an image model (POST /images/generations, base64 answer). Consistency
// comes from the prompt: the same style and the same description of each character every time.
import { generateImage } from 'ai';
import type { Illustration, Illustrator } from '../types.ts';
import { buildImagePrompt } from './image-prompt.ts';
import { createServiceProvider, type ServiceConfig } from './service-config.ts';

/** The image models answer PNG unless told otherwise; the bytes say which it really is. */
function contentTypeOf(data: Buffer): Illustration['contentType'] {
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'image/png';
}

export function createServiceIllustrator(cfg: ServiceConfig): Illustrator {
  const provider = createServiceProvider(cfg);
  return {
    async draw(bible, scene, opts) {
      const { image } = await generateImage({
        model: provider.image(cfg.imageModel),
        prompt: buildImagePrompt(bible, scene, opts.kind, opts.style),
        size: '1024x1024',
        n: 1,
      });
      const data = Buffer.from(image.uint8Array);
      return { contentType: contentTypeOf(data), data };
    },
  };
}
