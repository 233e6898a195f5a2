// MP3 encoding with lamejs (pure JavaScript, so no native build on install; see the dependency
// research, section 'TTS'). Mono only: narration is one voice.
import { Mp3Encoder } from '@breezystack/lamejs';

/** Sample rates an MPEG-1/2/2.5 Layer III stream can carry. */
export const MP3_SAMPLE_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/**
 * Samples a player outputs before the first input sample: lame's encoder delay (576) plus the
 * decoder's (529). Players skip them only when a LAME/Xing tag says so, and lamejs writes none.
 * Measured: a burst at sample 5000 decodes (sox) at sample 6105.
 */
export const MP3_START_DELAY_SAMPLES = 1105;

/** lamejs keeps an output buffer sized to the largest input block; feeding whole frames keeps it small. */
const BLOCK_SAMPLES = 1152 * 32;

export interface Mp3Stream {
  /** Encodes more PCM; can be called any number of times. */
  write(pcm: Int16Array): void;
  /** Flushes the encoder and returns the whole MP3 (the stream cannot be used afterwards). */
  end(): Buffer;
}

/**
 * An incremental encoder, so that a long narration is encoded chunk by chunk and never holds
 * all of its PCM in memory at once.
 */
export function createMp3Stream(sampleRate: number, kbps = 64): Mp3Stream {
  if (!MP3_SAMPLE_RATES.has(sampleRate)) throw new RangeError(`MP3 cannot carry a sample rate of ${sampleRate} Hz`);
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Buffer[] = [];
  let ended = false;
  // lamejs returns views of an internal buffer in some versions: copy before keeping them.
  const keep = (bytes: Uint8Array | Int8Array) => {
    if (bytes.length > 0) parts.push(Buffer.from(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)));
  };
  return {
    write(pcm) {
      if (ended) throw new Error('MP3 stream already ended');
      for (let at = 0; at < pcm.length; at += BLOCK_SAMPLES) {
        keep(encoder.encodeBuffer(pcm.subarray(at, Math.min(pcm.length, at + BLOCK_SAMPLES))));
      }
    },
    end() {
      if (ended) throw new Error('MP3 stream already ended');
      ended = true;
      keep(encoder.flush());
      return Buffer.concat(parts);
    },
  };
}

/** Encodes mono 16-bit PCM to a constant-bit-rate MP3 (64 kbps by default, plenty for one voice). */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = 64): Buffer {
  const stream = createMp3Stream(sampleRate, kbps);
  stream.write(pcm);
  return stream.end();
}
