// GET /api/account/export: everything the family made, as one zip (issue 11): stories.json (every
// story with its chapters, as the API shows it), and per ready story its pictures and its PDF, the same
// file the download button gives (kept, or rendered on the CPU pool: never on the event loop).
import JSZip from 'jszip';
import type { AppContext } from '../../context.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { bookFile } from '../export/book-file.ts';
import { storyFileName } from '../export/file-name.ts';
import type { ExportImage, ExportImageType } from '../export/types.ts';
import { listChapters, listUserStories } from '../stories/story-queries.ts';
import { toStory } from '../stories/story-views.ts';

async function image(ctx: AppContext, key: string | null): Promise<ExportImage | undefined> {
  const found = key ? await ctx.media.get(key) : null;
  return found ? { contentType: found.contentType as ExportImageType, data: found.data } : undefined;
}

const extensionOf = (key: string) => key.split('.').pop() ?? 'bin';

export async function exportAccount(ctx: AppContext, user: AppUserRow): Promise<Buffer> {
  const { db } = ctx.database;
  const zip = new JSZip();
  const rows = await listUserStories(db, user.id);
  const all = [];
  for (const { story, progress } of rows) {
    const chapters = await listChapters(db, story.id);
    all.push(toStory(story, chapters, progress));
    if (story.status !== 'ready') continue;
    // Folder names carry the id, so two stories with one title never overwrite each other.
    const folder = zip.folder(`stories/${storyFileName(story.title, 'pdf').replace(/\.pdf$/, '')}-${story.id.slice(0, 8)}`);
    if (!folder) continue;
    const cover = await image(ctx, story.coverImageKey);
    if (cover && story.coverImageKey) folder.file(`cover.${extensionOf(story.coverImageKey)}`, cover.data);
    const pictures = await Promise.all(chapters.map((c) => image(ctx, c.imageKey)));
    chapters.forEach((c, i) => {
      const picture = pictures[i];
      if (picture && c.imageKey) folder.file(`chapter-${String(i + 1).padStart(2, '0')}.${extensionOf(c.imageKey)}`, picture.data);
    });
    // A PDF's streams are compressed already: deflating it again is CPU on the event loop for nothing.
    folder.file(storyFileName(story.title, 'pdf'), await bookFile(ctx, story, 'pdf', `${user.firstName} ${user.lastName}`.trim()), { compression: 'STORE' });
  }
  zip.file('stories.json', JSON.stringify({ exportedAt: new Date().toISOString(), account: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }, stories: all }, null, 2));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
