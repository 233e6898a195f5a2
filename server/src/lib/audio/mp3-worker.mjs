// Encodes PCM to MP3 off the main thread. Plain JavaScript so that it loads in any runtime
// (tsx, vitest, node) without a TypeScript loader; mp3-encode-off-thread.ts is its only user.
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

const BLOCK_SAMPLES = 1152 * 32;

parentPort.on('message', ({ id, pcm, sampleRate, kbps }) => {
  try {
    const samples = new Int16Array(pcm);
    const encoder = new Mp3Encoder(1, sampleRate, kbps);
    const parts = [];
    const keep = (bytes) => {
      if (bytes.length > 0) parts.push(Buffer.from(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)));
    };
    for (let at = 0; at < samples.length; at += BLOCK_SAMPLES) keep(encoder.encodeBuffer(samples.subarray(at, at + BLOCK_SAMPLES)));
    keep(encoder.flush());
    const mp3 = Buffer.concat(parts);
    const out = mp3.buffer.slice(mp3.byteOffset, mp3.byteOffset + mp3.byteLength);
    parentPort.postMessage({ id, mp3: out }, [out]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
