import { afterEach, describe, expect, it } from 'vitest';
import { inspectMp3 } from '../../lib/audio/mp3-frames.ts';
import { createServiceNarrator } from './service-narrator.ts';
import { fakeMp3, FRAME_MS } from './test-support/fake-mp3.ts';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './test-support/fake-openai-server.ts';

const models = { apiKey: 'sk-local', textModel: 'story-model', imageModel: 'image-model', speechModel: 'voice-model' };
const chapter = (sentences: number): string =>
  Array.from({ length: sentences }, (_, i) => `Sentence ${i} tells how the little owl flew over the sleepy village at night.`).join(' ');

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createServiceNarrator', () => {
  it("speaks with the voice 'nova' and returns the MP3 with its measured duration", async () => {
    server = await startFakeOpenAIServer({ speech: () => fakeMp3(40, { id3: true, infoFrame: true }) });
    const narration = await createServiceNarrator({ ...models, baseURL: server.baseURL }).narrate('The owl flew home.', { language: 'english', voice: 'nova' });

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ path: '/v1/audio/speech', authorization: 'Bearer sk-local' });
    expect(server.requests[0]?.body).toMatchObject({ model: 'voice-model', input: 'The owl flew home.', voice: 'nova', response_format: 'mp3' });
    expect(narration.durationMs).toBe(Math.round(40 * FRAME_MS));
    expect(inspectMp3(narration.audio)).toMatchObject({ frameCount: 40, skippedBytes: 0 });
    expect(narration.words.map((w) => w.word)).toEqual(['The', 'owl', 'flew', 'home']);
  });

  it("uses 'nova' when asked for a voice the service does not have", async () => {
    server = await startFakeOpenAIServer();
    await createServiceNarrator({ ...models, baseURL: server.baseURL }).narrate('Bonne nuit.', { language: 'french', voice: 'fr' });
    expect(server.requests[0]?.body.voice).toBe('nova');
  });

  it('splits a long chapter under 4096 characters between sentences and joins the parts into one MP3', async () => {
    server = await startFakeOpenAIServer();
    const text = chapter(120);
    expect(text.length).toBeGreaterThan(8192);
    const narration = await createServiceNarrator({ ...models, baseURL: server.baseURL }).narrate(text, { language: 'english', voice: 'nova' });

    const inputs = server.requests.map((r) => String(r.body.input));
    expect(inputs.length).toBeGreaterThanOrEqual(3);
    for (const input of inputs) {
      expect(input.length).toBeLessThanOrEqual(4096);
      expect(input).toMatch(/^Sentence \d+ .*night\.$/);
    }
    expect(inputs.join(' ')).toBe(text);

    // One stream: every part's frames, none of their ID3 tags or Info frames.
    const frames = inputs.reduce((sum, input) => sum + Math.ceil(input.length / 20), 0);
    expect(inspectMp3(narration.audio)).toMatchObject({ frameCount: frames, audioStart: 0, skippedBytes: 0 });
    expect(narration.durationMs).toBe(Math.round(frames * FRAME_MS));

    // Word timings cover the whole text, point into it, and run forward to the end of the audio.
    expect(narration.words).toHaveLength(text.split(' ').length);
    for (const w of narration.words) expect(text.slice(w.start, w.start + w.length)).toBe(w.word);
    const times = narration.words.map((w) => w.timeMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeGreaterThan(narration.durationMs * 0.9);
    expect(times.at(-1)).toBeLessThan(narration.durationMs);
  });

  it('fails when the service refuses the call', async () => {
    server = await startFakeOpenAIServer({ failPaths: { '/v1/audio/speech': 400 } });
    const narrator = createServiceNarrator({ ...models, baseURL: server.baseURL });
    await expect(narrator.narrate('Hello.', { language: 'english', voice: 'nova' })).rejects.toThrow();
  });
});
