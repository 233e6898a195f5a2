import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { entryText, readZip } from './read-zip.ts';
import { renderStoryEpub } from './render-epub.ts';
import { chapter, pngPicture, story } from './test-fixtures.ts';

describe('renderStoryEpub', () => {
  it('is a zip whose first entry is the uncompressed mimetype', async () => {
    const epub = await renderStoryEpub(story());
    expect(epub.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // OCF: the name and content of the first entry sit at fixed offsets, readable without unzipping.
    expect(epub.toString('latin1', 30, 38)).toBe('mimetype');
    expect(epub.toString('latin1', 38, 58)).toBe('application/epub+zip');
    const [first] = readZip(epub);
    expect(first).toMatchObject({ name: 'mimetype', method: 0 });
  });

  it('has one XHTML file per chapter, each with its picture', async () => {
    const entries = readZip(await renderStoryEpub(story({ chapters: [chapter(1), chapter(2, { image: pngPicture(8, 6) }), chapter(3)] })));
    const names = entries.map((e) => e.name);
    expect(names.filter((n) => /^OEBPS\/chapter-\d+\.xhtml$/.test(n))).toEqual([
      'OEBPS/chapter-01.xhtml',
      'OEBPS/chapter-02.xhtml',
      'OEBPS/chapter-03.xhtml',
    ]);
    for (const n of [1, 3]) expect(entryText(entries, `OEBPS/chapter-0${n}.xhtml`)).toMatch(/<img src="images\/[^"]+\.svg"/);
    expect(entryText(entries, 'OEBPS/chapter-02.xhtml')).toMatch(/<img src="images\/[^"]+\.png"/);
    // Three chapter pictures and the cover again for the title page.
    expect(names.filter((n) => /^OEBPS\/images\/.+\.(svg|png)$/.test(n))).toHaveLength(4);
  });

  it('declares EPUB 3, the story language and the cover image', async () => {
    const entries = readZip(await renderStoryEpub(story({ language: 'french' })));
    const opf = entryText(entries, 'OEBPS/content.opf');
    expect(opf).toContain('version="3.0"');
    expect(opf).toContain('<dc:language>fr</dc:language>');
    expect(opf).toContain('xml:lang="fr"');
    expect(opf).toMatch(/href="cover\.svg" media-type="image\/svg\+xml" properties="cover-image"/);
    expect(entries.some((e) => e.name === 'OEBPS/cover.svg')).toBe(true);
    expect(entryText(entries, 'OEBPS/chapter-01.xhtml')).toContain('Chapitre 1');
    expect(entryText(entries, 'OEBPS/chapter-03.xhtml')).toContain('<p class="the-end">Fin</p>');
  });

  it('escapes story text so that it never becomes markup', async () => {
    const hostile = chapter(1, {
      title: 'The <b>bold</b> fox',
      content: 'Hello <script>alert("hi")</script> & <img src=x onerror=alert(1)>\n\nSecond paragraph',
    });
    const entries = readZip(await renderStoryEpub(story({ title: 'Fox <i>& co</i>', chapters: [hostile] })));
    const xhtml = entryText(entries, 'OEBPS/chapter-01.xhtml');
    expect(xhtml).not.toContain('<script');
    expect(xhtml).not.toContain('<b>');
    expect(xhtml).not.toMatch(/<img[^>]*onerror/);
    expect(xhtml).toContain('&lt;script&gt;');
    expect(xhtml).toContain('<p>Second paragraph</p>');
    expect(entryText(entries, 'OEBPS/toc.xhtml')).not.toContain('<b>');
    expect(entryText(entries, 'OEBPS/content.opf')).not.toContain('<i>');
  });

  it('leaves no temporary files behind', async () => {
    const ours = async (): Promise<string[]> => (await readdir(tmpdir())).filter((n) => n.startsWith('storyloom-epub-'));
    const before = await ours();
    await renderStoryEpub(story());
    expect(await ours()).toEqual(before);
  });
});
