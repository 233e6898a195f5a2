import { afterAll, describe, expect, it } from 'vitest';
import { asBackgroundWork, closeCpuPool, runCpuTask, setCpuThreads } from './cpu-pool.ts';

describe('the CPU pool', () => {
  afterAll(() => closeCpuPool());

  it('starts a task a parent waits for before background warm-up queued earlier', async () => {
    setCpuThreads(1);
    const pcm = new Int16Array(22050 * 4).map((_, i) => Math.round(Math.sin(i / 10) * 8000));
    const finished: string[] = [];
    const encode = (label: string) => runCpuTask('encode', { pcm, sampleRate: 22050, kbps: 64 }).then(() => void finished.push(label));
    const first = asBackgroundWork(() => encode('warm-up 1'));
    const second = asBackgroundWork(() => encode('warm-up 2'));
    const parent = encode('parent');
    await Promise.all([first, second, parent]);
    // The first warm-up had the only thread already; the parent's task jumps the second.
    expect(finished).toEqual(['warm-up 1', 'parent', 'warm-up 2']);
  }, 120_000);

  it('moves background work up once a parent asks for it', async () => {
    setCpuThreads(1);
    const pcm = new Int16Array(22050 * 4).map((_, i) => Math.round(Math.sin(i / 10) * 8000));
    const finished: string[] = [];
    const encode = (label: string, urgent?: () => boolean) => runCpuTask('encode', { pcm, sampleRate: 22050, kbps: 64 }, urgent ? { urgent } : {}).then(() => void finished.push(label));
    let asked = false;
    const first = asBackgroundWork(() => encode('warm-up 1'));
    const other = asBackgroundWork(() => encode('warm-up 2'));
    const wanted = asBackgroundWork(() => encode('page a parent turned to', () => asked));
    asked = true; // a parent asks for the page while it waits
    await Promise.all([first, other, wanted]);
    expect(finished).toEqual(['warm-up 1', 'page a parent turned to', 'warm-up 2']);
  }, 120_000);

  it('returns what the task made on its thread', async () => {
    const pcm = new Int16Array(22050).fill(1000);
    const mp3 = await runCpuTask('encode', { pcm, sampleRate: 22050, kbps: 64 });
    // An MP3 frame starts with eleven set bits.
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
  }, 120_000);
});
