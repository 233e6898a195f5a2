// The screenshot of SPEC §7: the visible page drawn onto a canvas (its picture, headings and text in
// the page colours) at 800 x 1000, copied to the clipboard as PNG or, when the browser refuses,
// downloaded. Drawing it ourselves keeps it exact and needs no library.
import { saveBlob } from '../../lib/download-story-file';

export interface PageSnapshot {
  kicker: string;
  heading: string;
  text: string;
  imageUrl: string | null;
  footer: string;
  colours: { page: string; ink: string; soft: string; accent: string };
}

const WIDTH = 800;
const HEIGHT = 1000;
const MARGIN = 56;
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null); // a missing picture does not spoil the screenshot
    image.src = src;
  });
}

/** Draws lines of text that fit the width; returns the y below the last line. */
function drawWrapped(ctx: CanvasRenderingContext2D, text: string, y: number, lineHeight: number, maxY: number): number {
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const attempt = line ? `${line} ${word}` : word;
      if (ctx.measureText(attempt).width > WIDTH - MARGIN * 2 && line) {
        if (y + lineHeight > maxY) return y;
        ctx.fillText(line, MARGIN, y);
        y += lineHeight;
        line = word;
      } else line = attempt;
    }
    if (line && y + lineHeight <= maxY) {
      ctx.fillText(line, MARGIN, y);
      y += lineHeight;
    }
    y += lineHeight / 2;
  }
  return y;
}

export async function renderPageImage(snapshot: PageSnapshot): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  const { colours } = snapshot;
  ctx.fillStyle = colours.page;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.textBaseline = 'top';

  let y = MARGIN;
  ctx.fillStyle = colours.accent;
  ctx.font = `700 22px ${SANS}`;
  ctx.fillText(snapshot.kicker.toUpperCase(), MARGIN, y);
  y += 40;
  ctx.fillStyle = colours.ink;
  ctx.font = `800 40px ${SANS}`;
  y = drawWrapped(ctx, snapshot.heading, y, 50, 260) + 8;

  const image = snapshot.imageUrl ? await loadImage(snapshot.imageUrl) : null;
  if (image) {
    const width = WIDTH - MARGIN * 2;
    const height = Math.min(380, (image.naturalHeight / Math.max(1, image.naturalWidth)) * width || 380);
    ctx.drawImage(image, MARGIN, y, width, height);
    y += height + 28;
  }

  ctx.fillStyle = colours.ink;
  ctx.font = `400 26px ${SANS}`;
  drawWrapped(ctx, snapshot.text, y, 38, HEIGHT - MARGIN - 40);

  ctx.fillStyle = colours.soft;
  ctx.font = `600 20px ${SANS}`;
  ctx.fillText(snapshot.footer, MARGIN, HEIGHT - MARGIN);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn'))), 'image/png'),
  );
}

/** Copies the PNG to the clipboard; when the browser does not allow it, downloads it instead. */
export async function copyOrDownload(blob: Blob, fileName: string): Promise<'copied' | 'downloaded'> {
  try {
    if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('No image clipboard');
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return 'copied';
  } catch {
    saveBlob(blob, fileName);
    return 'downloaded';
  }
}
