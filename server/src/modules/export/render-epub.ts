import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EPub, optionsDefaults, type Chapter } from 'epub-gen-memory';
import { chapterHtml, EPUB_CSS, titlePageHtml } from './epub-content.ts';
import { exportLabels } from './labels.ts';
import type { ExportImage, ExportStory } from './types.ts';

const EXTENSION: Record<ExportImage['contentType'], string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * epub-gen-memory's EPUB 3 package template with two fixes: the package's xml:lang follows the story
 * (it is hard-coded to "en") and the cover is flagged as cover-image, which EPUB 3 readers look for.
 */
function contentOpfTemplate(): string | undefined {
  return optionsDefaults(3)
    .contentOPF?.replace('xml:lang="en"', 'xml:lang="<%= lang %>"')
    .replace('media-type="<%= cover.mediaType %>" />', 'media-type="<%= cover.mediaType %>" properties="cover-image" />');
}

/**
 * The EPUB 3 edition: a title page with the cover, then one file per chapter with its picture inline.
 * epub-gen-memory only takes pictures by URL, so they are written to a private temporary folder
 * as file:// URLs for the duration of the call and removed afterwards, whatever happens.
 */
export async function renderStoryEpub(story: ExportStory): Promise<Buffer> {
  const labels = exportLabels(story.language);
  const dir = await mkdtemp(join(tmpdir(), 'storyloom-epub-'));
  try {
    const save = async (image: ExportImage | undefined, name: string): Promise<string | undefined> => {
      if (!image) return undefined;
      const file = join(dir, `${name}.${EXTENSION[image.contentType]}`);
      await writeFile(file, image.data);
      return pathToFileURL(file).href;
    };
    const coverUrl = await save(story.cover, 'cover');
    const chapters: Chapter[] = [
      {
        title: story.title,
        content: titlePageHtml(story, labels, coverUrl),
        filename: 'title-page.xhtml',
        beforeToc: true,
        excludeFromToc: true,
      },
    ];
    for (const [i, chapter] of story.chapters.entries()) {
      const imageUrl = await save(chapter.image, `chapter-${i + 1}`);
      chapters.push({
        title: chapter.title,
        content: chapterHtml(chapter, i + 1, labels, imageUrl, i === story.chapters.length - 1),
        filename: `chapter-${String(i + 1).padStart(2, '0')}.xhtml`,
      });
    }

    const book = new EPub(
      {
        title: story.title,
        author: story.authorName ?? 'Storyloom',
        publisher: 'Storyloom',
        description: story.description,
        cover: coverUrl,
        lang: labels.lang,
        date: story.createdAt.toISOString(),
        tocTitle: labels.contents,
        prependChapterTitles: false,
        css: EPUB_CSS,
        contentOPF: contentOpfTemplate(),
        version: 3,
        fetchTimeout: 5_000,
        retryTimes: 1,
        verbose: false,
      },
      chapters,
    );
    return await book.genEpub();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
