import { describe, expect, it } from 'vitest';
import { createMp3Stream, encodeMp3 } from './mp3-encode.ts';
import { inspectMp3 } from './mp3-frames.ts';
import { testTone } from './test-tone.ts';

// An independent decoder reads these files too: e2e/tests/narration.spec.ts plays them in Chromium.
describe('encodeMp3', () => {
  it('encodes mono PCM into back-to-back MPEG frames at the input sample rate', () => {
    const mp3 = encodeMp3(testTone(2), 22050);
    const info = inspectMp3(mp3);
    expect(info.skippedBytes).toBe(0);
    expect(info.audioStart).toBe(0);
    expect(info.audioEnd).toBe(mp3.length);
    expect(info.sampleRate).toBe(22050);
    expect(info.channels).toBe(1);
    // lame adds its encoder delay and pads the last frame: a few frames of 26 ms at most.
    expect(info.durationMs).toBeGreaterThanOrEqual(2000);
    expect(info.durationMs).toBeLessThan(2000 + 150);
  });

  it('writes 64 kbps by default and honours another bit rate', () => {
    const seconds = 3;
    const at64 = encodeMp3(testTone(seconds), 22050);
    const at32 = encodeMp3(testTone(seconds), 22050, 32);
    expect(at64.length / seconds).toBeCloseTo(64000 / 8, -3);
    expect(at32.length / seconds).toBeCloseTo(32000 / 8, -3);
  });

  it('gives the same bytes whether the PCM arrives at once or in pieces', () => {
    const pcm = testTone(1.5);
    const stream = createMp3Stream(22050);
    for (const [from, to] of [[0, 1000], [1000, 20000], [20000, pcm.length]] as const) stream.write(pcm.subarray(from, to));
    expect(stream.end().equals(encodeMp3(pcm, 22050))).toBe(true);
  });

  it('refuses a sample rate that MP3 cannot carry', () => {
    expect(() => encodeMp3(new Int16Array(100), 22000)).toThrow(RangeError);
  });
});
