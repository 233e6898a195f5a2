// Each SVG picture's PDF form kept in media storage beside the picture (issue 16): converting an SVG
// into PDF operators is most of a first download's CPU, and it depends on the picture alone. Made once
// in the background when generation has stored the pictures, or by the first download that finds one
// missing (books made before, a download that overtakes the background work), then reused by every
// process and every later download. Kept in the story's own folder (`stories/<id>/forms/`), so only
// a download of that story, after its ownership check, reads them, and deleting the story removes
// them; named by the picture's content hash, so a changed picture never gets an old form.
import type { AppContext } from '../../context.ts';
import { asBackgroundWork, runCpuTask } from '../../lib/cpu/cpu-pool.ts';
import { pictureKey } from './picture-form.ts';
import type { ExportImage, ExportStory } from './types.ts';

type FormContext = Pick<AppContext, 'media'>;

export const FORM_CONTENT_TYPE = 'application/x-storyloom-pdf-form';

export function formKey(storyId: string, picture: Buffer): string {
  return `stories/${storyId}/forms/${pictureKey(picture)}.pdfform`;
}

/** The stored form of one SVG picture, converted on the CPU pool and stored when there is none yet. */
async function formFor(ctx: FormContext, storyId: string, picture: Buffer): Promise<Uint8Array> {
  const key = formKey(storyId, picture);
  const found = await ctx.media.get(key);
  if (found) return found.data;
  const made = await runCpuTask('pictureForm', picture);
  const bytes = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
  await ctx.media.put(key, bytes, FORM_CONTENT_TYPE);
  return bytes;
}

const isSvg = (image: ExportImage | undefined): image is ExportImage => image?.contentType === 'image/svg+xml';

/** The story with every SVG picture's stored form attached (made now where missing), ready for the PDF thread. */
export async function withStoredForms(ctx: FormContext, storyId: string, story: ExportStory): Promise<ExportStory> {
  // A picture shown twice (a cover that is also a chapter's picture) is read, or made, once.
  const pending = new Map<string, Promise<Uint8Array>>();
  const once = (picture: Buffer) => {
    const key = pictureKey(picture);
    let form = pending.get(key);
    if (!form) pending.set(key, (form = formFor(ctx, storyId, picture)));
    return form;
  };
  const attach = async (image: ExportImage | undefined) => (isSvg(image) ? { ...image, form: await once(image.data) } : image);
  const [cover, ...images] = await Promise.all([attach(story.cover), ...story.chapters.map((c) => attach(c.image))]);
  return { ...story, cover, chapters: story.chapters.map((c, i) => ({ ...c, image: images[i] })) };
}

/**
 * After generation: the book's forms made at background priority (behind anything a parent waits
 * for), one picture at a time, so that its first download draws them without converting any.
 */
export function storeFormsLater(ctx: FormContext, storyId: string, pictures: Buffer[]): Promise<void> {
  return asBackgroundWork(async () => {
    for (const picture of new Map(pictures.map((p) => [pictureKey(p), p])).values()) await formFor(ctx, storyId, picture);
  }).catch((err: unknown) => console.warn(`[export] picture forms of ${storyId} not stored:`, err));
}
