import { describe, expect, it } from 'vitest';
import { buildChapterTag, parseId3Chapters } from './id3-tag.ts';
import { joinMp3WithChapters } from './join-mp3.ts';
import { encodeMp3 } from './mp3-encode.ts';
import { inspectMp3, mp3DurationMs } from './mp3-frames.ts';
import { testTone } from './test-tone.ts';

const segments = [
  { title: 'The Bear Wakes Up', audio: encodeMp3(testTone(1.2), 22050) },
  { title: 'La rivière enchantée', audio: encodeMp3(testTone(0.7, 22050, 330), 22050) },
  { title: 'Home Again', audio: encodeMp3(testTone(2.1, 22050, 180), 22050) },
];

describe('joinMp3WithChapters', () => {
  it('lasts as long as its segments put together', () => {
    const joined = joinMp3WithChapters(segments);
    const sum = segments.reduce((total, segment) => total + mp3DurationMs(segment.audio), 0);
    expect(mp3DurationMs(joined)).toBeCloseTo(sum, 6);
    expect(inspectMp3(joined).skippedBytes).toBe(0);
  });

  it('marks each chapter with its title and start time', () => {
    const chapters = parseId3Chapters(joinMp3WithChapters(segments));
    expect(chapters.map((chapter) => chapter.title)).toEqual(['The Bear Wakes Up', 'La rivière enchantée', 'Home Again']);
    let start = 0;
    chapters.forEach((chapter, index) => {
      const length = mp3DurationMs(segments[index]?.audio ?? Buffer.alloc(0));
      expect(chapter.startMs).toBe(Math.round(start));
      expect(chapter.endMs).toBe(Math.round(start + length));
      start += length;
    });
  });

  it('writes an ID3v2.4 tag with a top-level ordered table of contents', () => {
    const joined = joinMp3WithChapters(segments);
    expect(joined.subarray(0, 5)).toEqual(Buffer.from([0x49, 0x44, 0x33, 4, 0]));
    const toc = joined.indexOf('CTOC');
    expect(toc).toBeGreaterThan(0);
    expect(joined.indexOf('CHAP')).toBeGreaterThan(toc);
  });

  it('strips the ID3 tags of the parts so that only the new tag remains', () => {
    const tagged = segments.map((segment) => ({
      title: segment.title,
      audio: Buffer.concat([buildChapterTag([{ title: 'old', startMs: 0, endMs: 1 }]), segment.audio]),
    }));
    const joined = joinMp3WithChapters(tagged);
    expect(joined.equals(joinMp3WithChapters(segments))).toBe(true);
    expect(parseId3Chapters(joined).some((chapter) => chapter.title === 'old')).toBe(false);
  });

  it('gives an empty table of contents for no segments', () => {
    const joined = joinMp3WithChapters([]);
    expect(parseId3Chapters(joined)).toEqual([]);
    expect(mp3DurationMs(joined)).toBe(0);
  });
});
