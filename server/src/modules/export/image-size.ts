import type { ExportImage } from './types.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * The intrinsic size of an illustration, read from the file header, so layout can keep its aspect
 * ratio and know where the text starts. Returns undefined when the header cannot be read; the caller
 * then skips the picture rather than failing the whole export.
 */
export function imageSize(image: ExportImage): Size | undefined {
  switch (image.contentType) {
    case 'image/svg+xml':
      return svgSize(image.data.toString('utf8'));
    case 'image/png':
      return pngSize(image.data);
    case 'image/jpeg':
      return jpegSize(image.data);
    default:
      return undefined;
  }
}

function positive(w: number, h: number): Size | undefined {
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : undefined;
}

export function svgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const viewBox = /\bviewBox\s*=\s*["']([^"']+)["']/i.exec(root)?.[1];
  if (viewBox) {
    const parts = viewBox.trim().split(/[\s,]+/).map(Number);
    const fromBox = positive(parts[2] ?? NaN, parts[3] ?? NaN);
    if (fromBox) return fromBox;
  }
  const width = /\bwidth\s*=\s*["']\s*([\d.]+)(px)?\s*["']/i.exec(root)?.[1];
  const height = /\bheight\s*=\s*["']\s*([\d.]+)(px)?\s*["']/i.exec(root)?.[1];
  return positive(Number(width), Number(height));
}

function pngSize(data: Buffer): Size | undefined {
  // Signature (8 bytes), IHDR length and type (8 bytes), then width and height as big-endian u32.
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47) return undefined;
  return positive(data.readUInt32BE(16), data.readUInt32BE(20));
}

function jpegSize(data: Buffer): Size | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] ?? 0;
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5));
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return undefined;
}
