import { describe, expect, it } from 'vitest';
import { buildChapterTag } from './id3-tag.ts';
import { encodeMp3 } from './mp3-encode.ts';
import { inspectMp3, mp3DurationMs, readFrameHeader } from './mp3-frames.ts';
import { testTone } from './test-tone.ts';

describe('MP3 frame headers', () => {
  it('reads version, layer, bit rate, sample rate and frame length', () => {
    // MPEG-1 Layer III, 128 kbps, 44.1 kHz, no padding, joint stereo: the classic 417-byte frame.
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0x90, 0x44]), 0)).toEqual({
      version: 1, layer: 3, bitrateKbps: 128, sampleRate: 44100, channels: 2, samples: 1152, length: 417,
    });
    // MPEG-2 Layer III, 64 kbps, 22.05 kHz, mono: what the narrator writes.
    expect(readFrameHeader(Buffer.from([0xff, 0xf3, 0x80, 0xc4]), 0)).toMatchObject({ version: 2, sampleRate: 22050, channels: 1, samples: 576, length: 208 });
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0xf0, 0x44]), 0)).toBeNull(); // bit rate index 15 is invalid
  });

  it('skips an ID3v2 tag at the start and an ID3v1 tag at the end', () => {
    const audio = encodeMp3(testTone(1), 22050);
    const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
    const tagged = Buffer.concat([buildChapterTag([{ title: 'One', startMs: 0, endMs: 1000 }]), audio, id3v1]);
    const info = inspectMp3(tagged);
    expect(info.skippedBytes).toBe(0);
    expect(info.audioEnd - info.audioStart).toBe(audio.length);
    expect(info.durationMs).toBe(mp3DurationMs(audio));
  });

  it('counts bytes that are not frames instead of reading them as audio', () => {
    const audio = encodeMp3(testTone(1), 22050);
    const info = inspectMp3(Buffer.concat([Buffer.from('junk'), audio]));
    expect(info.skippedBytes).toBe(4);
    expect(info.durationMs).toBe(mp3DurationMs(audio));
  });

  it('does not count a Xing/Info frame as audio', () => {
    const audio = encodeMp3(testTone(1), 22050);
    const infoFrame = Buffer.from(audio.subarray(0, 208));
    infoFrame.fill(0, 4);
    infoFrame.write('Info', 4 + 9, 'latin1');
    const info = inspectMp3(Buffer.concat([infoFrame, audio]));
    expect(info.audioStart).toBe(208);
    expect(info.durationMs).toBe(mp3DurationMs(audio));
  });

  it('gives zero for a buffer without frames', () => {
    expect(inspectMp3(Buffer.alloc(0))).toMatchObject({ frameCount: 0, durationMs: 0 });
  });
});
