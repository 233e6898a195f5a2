// Reads MPEG audio frame headers: the duration of an MP3 is the sum of its frames, which is exact
// for constant and variable bit rates alike and needs no decoder.
import { id3v2Size } from './id3-tag.ts';

export interface Mp3FrameHeader {
  /** 1 (MPEG-1), 2 (MPEG-2) or 2.5 (MPEG-2.5). */
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  bitrateKbps: number;
  sampleRate: number;
  channels: 1 | 2;
  samples: number;
  /** Bytes in the frame, header included. */
  length: number;
}

export interface Mp3Info {
  sampleRate: number;
  channels: 1 | 2;
  /** Audio frames (a leading Xing/Info metadata frame is not counted). */
  frameCount: number;
  durationMs: number;
  /** Byte range of the audio frames, without ID3 tags or a Xing/Info frame. */
  audioStart: number;
  audioEnd: number;
  /** Bytes skipped to find the next frame header; 0 for a well-formed file. */
  skippedBytes: number;
}

const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

/** Parses the 4-byte frame header at `at`, or returns null when there is none. */
export function readFrameHeader(buf: Uint8Array, at: number): Mp3FrameHeader | null {
  if (at + 4 > buf.length) return null;
  const b1 = buf[at + 1] ?? 0;
  const b2 = buf[at + 2] ?? 0;
  const b3 = buf[at + 3] ?? 0;
  if (buf[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const table = version === 1
    ? (layer === 1 ? BITRATES.v1l1 : layer === 2 ? BITRATES.v1l2 : BITRATES.v1l3)
    : (layer === 1 ? BITRATES.v2l1 : BITRATES.v2l23);
  const bitrateKbps = table[bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[version][rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length = layer === 1
    ? Math.floor((12 * bitrateKbps * 1000) / sampleRate + padding) * 4
    : Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  const channels = (b3 >> 6) === 3 ? 1 : 2;
  return { version, layer, bitrateKbps, sampleRate, channels, samples, length };
}

/** True when the frame at `at` is a Xing/Info or VBRI header, which carries no audio. */
function isMetadataFrame(buf: Uint8Array, at: number, frame: Mp3FrameHeader): boolean {
  // The Xing/Info tag follows the side information, whose size depends on version and channels.
  const sideInfo = frame.version === 1 ? (frame.channels === 1 ? 17 : 32) : (frame.channels === 1 ? 9 : 17);
  const tagAt = (offset: number) => Buffer.from(buf.buffer, buf.byteOffset + at + offset, 4).toString('latin1');
  if (at + 4 + 36 + 4 > buf.length) return false;
  const xing = tagAt(4 + sideInfo);
  return xing === 'Xing' || xing === 'Info' || tagAt(4 + 32) === 'VBRI';
}

/** Walks every frame of an MP3 (skipping ID3v2 at the start and ID3v1 at the end). */
export function inspectMp3(buf: Uint8Array): Mp3Info {
  let at = id3v2Size(buf, 0);
  let end = buf.length;
  if (end - at >= 128 && buf[end - 128] === 0x54 && buf[end - 127] === 0x41 && buf[end - 126] === 0x47) end -= 128; // 'TAG'
  let frameCount = 0;
  let durationMs = 0;
  let sampleRate = 0;
  let channels: 1 | 2 = 1;
  let audioStart = -1;
  let audioEnd = at;
  let skippedBytes = 0;
  let sawMetadata = false;
  while (at + 4 <= end) {
    const frame = readFrameHeader(buf, at);
    // A header is trusted only if the frame fits (the sync pattern also occurs inside audio data).
    if (!frame || at + frame.length > end) {
      at += 1;
      skippedBytes += 1;
      continue;
    }
    if (audioStart < 0 && frameCount === 0 && !sawMetadata && frame.layer === 3 && isMetadataFrame(buf, at, frame)) {
      sawMetadata = true;
      at += frame.length;
      continue;
    }
    if (audioStart < 0) audioStart = at;
    frameCount += 1;
    durationMs += (frame.samples * 1000) / frame.sampleRate;
    sampleRate = frame.sampleRate;
    channels = frame.channels;
    at += frame.length;
    audioEnd = at;
  }
  skippedBytes += Math.max(0, end - at);
  return { sampleRate, channels, frameCount, durationMs, audioStart: audioStart < 0 ? audioEnd : audioStart, audioEnd, skippedBytes };
}

/** Duration of an MP3 in milliseconds (unrounded), from its frame headers. */
export function mp3DurationMs(buf: Uint8Array): number {
  return inspectMp3(buf).durationMs;
}
