// The seed's PDF, rebuilt as the baseline of bench/export. The seed made the PDF in the parent's
// browser (SPEC.md 'Timings and sizes'): each book page captured with html2canvas at 800x1000 CSS px
// and scale 2, encoded as JPEG at quality 0.95 and added to a jsPDF A4 document; the cover first, then
// a description page when the description exceeds 100 characters, then the chapters. Here the same two
// libraries run in Chromium (Playwright), the page already open as the parent's browser was.
import { createRequire } from 'node:module';
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

const require = createRequire(import.meta.url);

export async function startSeedRenderer(): Promise<SeedRenderer> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page: Page = await browser.newPage({ viewport: { width: 800, height: 1000 } });
  await page.setContent(`<style>${STYLE}</style><div id="book"></div>`);
  await page.addScriptTag({ path: require.resolve('html2canvas/dist/html2canvas.min.js') });
  await page.addScriptTag({ path: require.resolve('jspdf/dist/jspdf.umd.min.js') });
  return {
    async render(story) {
      const base64 = await page.evaluate(async (pages: string[]) => {
        type Canvas = { toDataURL(type: string, quality: number): string };
        const w = window as unknown as {
          html2canvas(el: Element, o: object): Promise<Canvas>;
          jspdf: { jsPDF: new (o: object) => { addPage(): void; addImage(d: string, f: string, x: number, y: number, w: number, h: number): void; output(t: string): string } };
        };
        const book = document.getElementById('book') as HTMLElement;
        const pdf = new w.jspdf.jsPDF({ unit: 'mm', format: 'a4' });
        for (const [i, html] of pages.entries()) {
          book.innerHTML = `<div class="page">${html}</div>`;
          await Promise.all(Array.from(book.querySelectorAll('img')).map((img) => img.decode().catch(() => undefined)));
          const canvas = await w.html2canvas(book.firstElementChild as Element, { scale: 2, width: 800, height: 1000, logging: false });
          if (i > 0) pdf.addPage();
          pdf.addImage(canvas.toDataURL('image/jpeg', 0.95), 'JPEG', 0, 0, 210, 297);
        }
        const uri = pdf.output('datauristring');
        return uri.slice(uri.lastIndexOf(',') + 1);
      }, pagesOf(story));
      return Buffer.from(base64, 'base64');
    },
    close: () => browser.close(),
  };
}
