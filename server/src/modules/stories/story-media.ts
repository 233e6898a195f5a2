// Serves a story's illustrations only to those allowed to read the story.
import type { FastifyReply } from 'fastify';
import type { MediaStore } from '../../storage/media-store.ts';
import { notFound } from '../../http/app-error.ts';

export const MEDIA_FILE = /^(cover|chapter-\d{1,2})-\d\.(svg|png|jpeg|webp)$/;

export async function sendStoryMedia(media: MediaStore, storyId: string, file: string, reply: FastifyReply): Promise<FastifyReply> {
  if (!MEDIA_FILE.test(file)) throw notFound('No such picture.');
  const found = await media.get(`stories/${storyId}/${file}`);
  if (!found) throw notFound('No such picture.');
  return reply
    .header('content-type', found.contentType)
    // File names change with every regeneration, so a picture never changes under its name.
    .header('cache-control', 'private, max-age=86400, immutable')
    // An SVG opened on its own must not run anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(found.data);
}
