// The CPU-heavy work that runs on the pool's worker threads (lib/cpu/cpu-pool.ts), one export per
// task. Arguments and results cross threads by structured clone: Buffers arrive as Uint8Arrays.
import { synthesize, type Speech, type SpeechSettings } from '../../ai/offline/narrator/espeak-engine.ts';
import { renderStoryEpub } from '../../modules/export/render-epub.ts';
import { renderStoryPdf } from '../../modules/export/render-pdf.ts';
import type { ExportImage, ExportStory } from '../../modules/export/types.ts';
import { encodeMp3 } from '../audio/mp3-encode.ts';

export function speak({ text, settings }: { text: string; settings: SpeechSettings }): Promise<Speech> {
  return synthesize(text, settings);
}

export function encode({ pcm, sampleRate, kbps }: { pcm: Int16Array; sampleRate: number; kbps: number }): Uint8Array {
  return encodeMp3(pcm, sampleRate, kbps);
}

const asBuffer = (image: ExportImage | undefined): ExportImage | undefined =>
  image && { ...image, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) };

function revive(story: ExportStory): ExportStory {
  return { ...story, cover: asBuffer(story.cover), chapters: story.chapters.map((c) => ({ ...c, image: asBuffer(c.image) })) };
}

export function pdf(story: ExportStory): Promise<Buffer> {
  return renderStoryPdf(revive(story));
}

export function epub(story: ExportStory): Promise<Buffer> {
  return renderStoryEpub(revive(story));
}
