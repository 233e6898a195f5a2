// The seed's PDF, rebuilt as the baseline of bench/export. The seed made the PDF in the browser
// (SPEC.md 'Timings and sizes'): each book page laid out as HTML, captured at 800x1000 CSS px with
// scale 2, encoded as JPEG at quality 0.95 and placed one per A4 page; cover first, then a description
// page when the description exceeds 100 characters. Here Chromium (Playwright, already running, as the
// parent's browser was) does the capture and pdfkit places the JPEGs, as jsPDF's addImage did.
import PDFDocument from 'pdfkit';
import { chromium, type Browser, type Page } from 'playwright';
import type { ExportImage, ExportStory } from '../../server/src/modules/export/types.ts';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const src = (image?: ExportImage) => (image ? `data:${image.contentType};base64,${image.data.toString('base64')}` : '');

const STYLE = `body{margin:0}.page{width:800px;height:1000px;box-sizing:border-box;padding:48px;background:#fdf6ec;
font-family:Georgia,serif;color:#2b2540;overflow:hidden;display:flex;flex-direction:column;gap:18px}
h1{font-size:40px;text-align:center;margin:24px 0 0}h2{font-size:28px;text-align:center;margin:0}
img{width:100%;max-height:520px;object-fit:contain;border-radius:16px}p{font-size:18px;line-height:1.6;margin:0}
.label{text-align:center;color:#c4502f;letter-spacing:2px;font:bold 13px sans-serif}`;

function pagesOf(story: ExportStory): string[] {
  const pages = [`<h1>${escape(story.title)}</h1>${story.cover ? `<img src="${src(story.cover)}">` : ''}<p style="text-align:center">Created with Storyloom</p>`];
  if (story.description.trim().length > 100) pages.push(`<p style="margin-top:300px;font-style:italic;text-align:center">${escape(story.description)}</p>`);
  story.chapters.forEach((c, i) => {
    const text = c.content.split(/\n\s*\n/).map((p) => `<p>${escape(p)}</p>`).join('');
    pages.push(`<div class="label">CHAPTER ${i + 1}</div><h2>${escape(c.title)}</h2>${c.image ? `<img src="${src(c.image)}">` : ''}${text}`);
  });
  return pages;
}

export interface SeedRenderer {
  render(story: ExportStory): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startSeedRenderer(): Promise<SeedRenderer> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page: Page = await browser.newPage({ viewport: { width: 800, height: 1000 }, deviceScaleFactor: 2 });
  return {
    async render(story) {
      const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
      for (const html of pagesOf(story)) {
        await page.setContent(`<style>${STYLE}</style><div class="page">${html}</div>`, { waitUntil: 'load' });
        const jpeg = await page.screenshot({ type: 'jpeg', quality: 95, clip: { x: 0, y: 0, width: 800, height: 1000 } });
        doc.addPage({ size: 'A4', margin: 0 });
        doc.image(jpeg, 0, 0, { width: doc.page.width, height: doc.page.height });
      }
      doc.end();
      return done;
    },
    close: () => browser.close(),
  };
}
