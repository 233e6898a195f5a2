// The CPU-heavy work that runs on the pool's worker threads (lib/cpu/cpu-pool.ts), one export per
// task. Arguments and results cross threads by structured clone: Buffers arrive as Uint8Arrays.
// Every task's code is loaded on its first use, so that a thread started for one kind of work does
// not pay for the others (a cold thread's first PDF waited ~0.5-1.5 s for espeak and lamejs to load).
import type { Speech, SpeechSettings } from '../../ai/offline/narrator/espeak-engine.ts';
import type { ExportImage, ExportStory } from '../../modules/export/types.ts';

/**
 * One piece of a narration, spoken and encoded on the same thread (the PCM never crosses threads):
 * `pauseMs` of silence is added after it, so the piece's MP3 is heard as-is, back to back with the
 * next one (docs/decisions/011-narration-streamed-as-mp3.md).
 */
export async function speakMp3({ text, settings, pauseMs, kbps }: { text: string; settings: SpeechSettings; pauseMs: number; kbps: number }): Promise<SpokenMp3> {
  const [{ synthesize }, { encodeMp3 }] = await Promise.all([import('../../ai/offline/narrator/espeak-engine.ts'), import('../audio/mp3-encode.ts')]);
  const speech = await synthesize(text, settings);
  const pause = Math.round((pauseMs * speech.sampleRate) / 1000);
  const pcm = pause > 0 ? new Int16Array(speech.pcm.length + pause) : speech.pcm;
  if (pause > 0) pcm.set(speech.pcm);
  return { mp3: encodeMp3(pcm, speech.sampleRate, kbps), sampleRate: speech.sampleRate, speechSamples: speech.pcm.length, events: speech.events };
}

export interface SpokenMp3 {
  /** Whole MPEG frames, no tag: pieces are joined by concatenation. */
  mp3: Uint8Array;
  sampleRate: number;
  /** Samples of speech, before the pause. */
  speechSamples: number;
  events: Speech['events'];
}

export async function encode({ pcm, sampleRate, kbps }: { pcm: Int16Array; sampleRate: number; kbps: number }): Promise<Uint8Array> {
  const { encodeMp3 } = await import('../audio/mp3-encode.ts');
  return encodeMp3(pcm, sampleRate, kbps);
}

const asBuffer = (image: ExportImage | undefined): ExportImage | undefined =>
  image && { ...image, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
// (a stored form, image.form, stays a Uint8Array: form-codec.ts reads either)

function revive(story: ExportStory): ExportStory {
  return { ...story, cover: asBuffer(story.cover), chapters: story.chapters.map((c) => ({ ...c, image: asBuffer(c.image) })) };
}

// The renderers are loaded on first use: a thread started for narration should not pay for the
// PDF and EPUB libraries before its first page of speech.
export async function pdf(story: ExportStory): Promise<Buffer> {
  const { renderStoryPdf } = await import('../../modules/export/render-pdf.ts');
  return renderStoryPdf(revive(story));
}

/** One SVG picture's PDF form as stored bytes (export/stored-forms.ts). */
export async function pictureForm(svg: Uint8Array): Promise<Uint8Array> {
  const { convertPicture } = await import('../../modules/export/picture-form.ts');
  return convertPicture(Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength));
}

export async function epub(story: ExportStory): Promise<Buffer> {
  const { renderStoryEpub } = await import('../../modules/export/render-epub.ts');
  return renderStoryEpub(revive(story));
}
