// Builds MP3 files the way a speech service returns them (an ID3 tag, a Xing/Info frame, then audio
// frames), with silent frames of MPEG-1 Layer III at 128 kbit/s, 44.1 kHz: 417 bytes and 1152 samples
// (about 26.12 ms) each. Test support only.

export const FRAME_BYTES = 417;
export const FRAME_MS = (1152 / 44100) * 1000;
const HEADER = [0xff, 0xfb, 0x90, 0x00];

function frame(body?: Buffer): Buffer {
  const out = Buffer.alloc(FRAME_BYTES);
  out.set(HEADER, 0);
  if (body) body.copy(out, 4 + 32); // after the header and the stereo side information
  return out;
}

function id3Tag(): Buffer {
  const payload = Buffer.from('TIT2\0\0\0\x06\0\0\0story', 'latin1');
  // Syncsafe size: 7 bits per byte.
  const size = payload.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, payload]);
}

/** An MP3 of `frames` audio frames, optionally wrapped like a real service's file. */
export function fakeMp3(frames: number, opts: { id3?: boolean; infoFrame?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  if (opts.id3) parts.push(id3Tag());
  if (opts.infoFrame) {
    // 'Info' + flags (frames present) + a frame count that only describes this one file.
    const info = Buffer.alloc(12);
    info.write('Info', 0, 'latin1');
    info.writeUInt32BE(1, 4);
    info.writeUInt32BE(frames, 8);
    parts.push(frame(info));
  }
  for (let i = 0; i < frames; i++) parts.push(frame());
  return Buffer.concat(parts);
}
