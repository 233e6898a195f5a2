// One MP3 for a whole story: the chapters' narrations back to back, with chapter marks.
import { buildChapterTag, type Id3Chapter } from './id3-tag.ts';
import { inspectMp3 } from './mp3-frames.ts';

export interface Mp3Segment {
  title: string;
  audio: Buffer;
}

/**
 * Concatenates MP3 segments (their own ID3 tags stripped: a tag in the middle of a stream is
 * heard as a click by some decoders) and prepends an ID3v2.4 tag with one chapter per segment,
 * timed from the segments' parsed durations.
 */
export function joinMp3WithChapters(segments: readonly Mp3Segment[]): Buffer {
  const chapters: Id3Chapter[] = [];
  const audio: Buffer[] = [];
  let elapsedMs = 0;
  for (const segment of segments) {
    const info = inspectMp3(segment.audio);
    audio.push(segment.audio.subarray(info.audioStart, info.audioEnd));
    // Rounded from the running total so rounding never accumulates across chapters.
    chapters.push({ title: segment.title, startMs: Math.round(elapsedMs), endMs: Math.round(elapsedMs + info.durationMs) });
    elapsedMs += info.durationMs;
  }
  return Buffer.concat([buildChapterTag(chapters), ...audio]);
}
