import { describe, expect, it } from 'vitest';
import { renderStoryPdf } from './render-pdf.ts';
import { sampleBook, sampleRequests } from './sample-books.ts';
import { chapter, pageCount, pdfObjects, pdfText, pngPicture, story, svgPicture } from './test-fixtures.ts';

/** How pdfkit writes a non-ASCII string (outline titles): UTF-16BE with a byte-order mark. */
function utf16(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
}

describe('renderStoryPdf', () => {
  it('makes an A4 PDF with a cover, one page per short chapter and a closing page', async () => {
    const pdf = await renderStoryPdf(story());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(5);
    const boxes = pdfText(pdf).match(/\/MediaBox \[[^\]]*\]/g) ?? [];
    expect(boxes).toHaveLength(5);
    expect(new Set(boxes)).toEqual(new Set(['/MediaBox [0 0 595.28 841.89]']));
  });

  it('adds a description page only when the description is longer than 100 characters', async () => {
    const exactly100 = await renderStoryPdf(story({ description: 'a'.repeat(100) }));
    const over100 = await renderStoryPdf(story({ description: `${'a '.repeat(50)}b` }));
    expect(pageCount(exactly100)).toBe(5);
    expect(pageCount(over100)).toBe(6);
  });

  it('embeds subsets of the DejaVu fonts and no standard font', async () => {
    const text = pdfText(await renderStoryPdf(story()));
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSerif\b/);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(text).not.toContain('Helvetica');
  });

  it('records the title, Storyloom as author and the story language in the metadata', async () => {
    const text = pdfText(await renderStoryPdf(story({ language: 'french' })));
    expect(text).toContain('(The Fox and the Lantern)');
    expect(text).toContain('(Storyloom)');
    expect(text).toContain('/Lang (fr)');
  });

  it('names the chapters in the story language, English for languages without labels', async () => {
    const french = await renderStoryPdf(story({ language: 'french' }));
    const german = await renderStoryPdf(story({ language: 'german' }));
    expect(pdfText(french)).toContain(utf16('Chapitre 2 · The lantern number 2').toString('latin1'));
    expect(pdfText(german)).toContain(utf16('Chapter 2 · The lantern number 2').toString('latin1'));
    expect(pdfText(german)).toContain('/Lang (de)');
  });

  it('flows a long chapter onto extra pages', async () => {
    const long = chapter(1, { content: Array.from({ length: 20 }, () => 'A long paragraph of the story. '.repeat(8)).join('\n\n') });
    const pdf = await renderStoryPdf(story({ chapters: [long] }));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(5);
  });

  it('draws PNG pictures and skips WebP or unreadable ones instead of failing', async () => {
    const pdf = await renderStoryPdf(
      story({
        cover: pngPicture(30, 40),
        chapters: [
          chapter(1, { image: { contentType: 'image/webp', data: Buffer.from('RIFF....WEBP') } }),
          chapter(2, { image: { contentType: 'image/png', data: Buffer.from('not a png') } }),
          chapter(3, { image: { contentType: 'image/svg+xml', data: Buffer.from('<svg') } }),
          chapter(4, { image: undefined }),
        ],
      }),
    );
    expect(pageCount(pdf)).toBe(6);
    expect(pdfText(pdf)).toContain('/Subtype /Image');
  });

  it('renders a twelve-chapter story with thirteen illustrations', async () => {
    const chapters = Array.from({ length: 12 }, (_, i) => chapter(i + 1));
    const pdf = await renderStoryPdf(story({ chapters, description: 'd'.repeat(150) }));
    expect(pageCount(pdf)).toBe(15);
  });

  it('packs its small objects into compressed object streams that a reader finds through the cross-reference stream', async () => {
    const pdf = await renderStoryPdf(story());
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Type /XRef');
    expect(raw).not.toContain('/Type /Page\n'); // no page dictionary left in plain text
    const objects = pdfObjects(pdf);
    expect([...objects.values()].filter((o) => /\/Type \/Page\b(?!s)/.test(o))).toHaveLength(5);
    expect([...objects.values()].some((o) => o.includes('/Type /Catalog'))).toBe(true);
  });

  it('writes each picture once, as a form drawn from every page that shows it', async () => {
    const forms = (pdf: Buffer, box: string) => pdfText(pdf).match(new RegExp(`/Subtype /Form\\s/BBox \\[0 0 ${box}\\]`, 'g'))?.length ?? 0;
    const draws = (pdf: Buffer) => pdfText(pdf).match(/ cm \/P\d+ Do Q/g)?.length ?? 0;
    const same = await renderStoryPdf(story({ cover: svgPicture(800, 600) }));
    expect(forms(same, '800 600')).toBe(1);
    expect(draws(same)).toBe(4);
    const distinct = await renderStoryPdf(story({ chapters: ['#111111', '#222222', '#333333'].map((colour, i) => chapter(i + 1, { image: svgPicture(800, 600, colour) })) }));
    expect(forms(distinct, '800 600')).toBe(3);
    expect(forms(distinct, '600 800')).toBe(1);
    expect(draws(distinct)).toBe(4);
  });

  it('keeps a short illustrated book under 90 KB, a twentieth of the seed\'s JPEG pages (issue 16)', async () => {
    // bench/export's english short book: 6 pictures of the offline illustrator, 8 pages; the seed's
    // method made 1,787 KB of it, and this renderer 118 KB before pictures and fonts were tidied.
    const request = sampleRequests(53).find((r) => r.language === 'english' && r.length === 'short');
    if (!request) throw new Error('no english short request in the grid');
    const pdf = await renderStoryPdf(sampleBook(request));
    expect(pageCount(pdf)).toBe(8);
    expect(pdf.length).toBeLessThan(90 * 1024);
  });
});
