// MP3 encoding (about 30 ms of CPU per second of speech with lamejs) on a worker thread, so that a
// web process narrating a page keeps answering everyone else meanwhile; on two cores it also runs
// beside the main thread instead of taking turns with it.
import { Worker } from 'node:worker_threads';
import { MP3_SAMPLE_RATES } from './mp3-encode.ts';

interface Pending {
  resolve: (mp3: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./mp3-worker.mjs', import.meta.url));
  // An idle encoder must not keep the process alive.
  w.unref();
  w.on('message', (msg: { id: number; mp3?: ArrayBuffer; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.mp3) p.resolve(Buffer.from(msg.mp3));
    else p.reject(new Error(msg.error ?? 'MP3 encoding failed'));
    if (pending.size === 0) w.unref();
  });
  w.on('error', failAll);
  w.on('exit', (code) => failAll(new Error(`MP3 encoder stopped (exit ${code})`)));
  worker = w;
  return w;
}

/** Encodes mono 16-bit PCM to MP3 on the encoder thread. The PCM's buffer is transferred, not copied. */
export function encodeMp3OffThread(pcm: Int16Array, sampleRate: number, kbps = 64): Promise<Buffer> {
  if (!MP3_SAMPLE_RATES.has(sampleRate)) return Promise.reject(new RangeError(`MP3 cannot carry a sample rate of ${sampleRate} Hz`));
  const w = getWorker();
  const id = nextId++;
  // Own buffer, so that transferring it cannot detach a caller's larger buffer.
  const copy = pcm.slice();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, pcm: copy.buffer, sampleRate, kbps }, [copy.buffer]);
  });
}
