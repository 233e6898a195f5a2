// MP3 encoding (about 30 ms of CPU per second of speech with lamejs) on the CPU pool's threads, so
// that a web process narrating a page keeps answering everyone else meanwhile.
import { runCpuTask } from '../cpu/cpu-pool.ts';
import { MP3_SAMPLE_RATES } from './mp3-encode.ts';

/** Encodes mono 16-bit PCM to MP3 on a worker thread. */
export async function encodeMp3OffThread(pcm: Int16Array, sampleRate: number, kbps = 64): Promise<Buffer> {
  if (!MP3_SAMPLE_RATES.has(sampleRate)) throw new RangeError(`MP3 cannot carry a sample rate of ${sampleRate} Hz`);
  const mp3 = await runCpuTask('encode', { pcm, sampleRate, kbps });
  return Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength);
}
