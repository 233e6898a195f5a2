import type { StoryProgress } from '@storyloom/contracts/stories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryteller } from '../../ai/offline/storyteller/index.ts';
import type { StoryWriter } from '../../ai/types.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

// The progress stream (GET /api/stories/:id/events) over HTTP (issue 15: a silent stream passed every
// test). The writer waits at each chapter until the test has read the event of the chapter before it,
// so every step of the story must reach the page as its own event, and the stream ends at 'ready'.
const storyteller = createStoryteller();

/** The offline book, one chapter at a time: chapter i is handed over once `release()` was called i + 1 times. */
function gatedWriter(): { writer: StoryWriter; release: () => void } {
  let released = 0;
  const waiting: (() => void)[] = [];
  const writer: StoryWriter = {
    languages: ['english', 'french'],
    async write(req, onChapter) {
      const story = await storyteller.write(req);
      for (const [i, chapter] of story.chapters.entries()) {
        if (released <= i) await new Promise<void>((resolve) => waiting.push(resolve));
        await onChapter?.(chapter, i);
      }
      return story;
    },
  };
  return { writer, release: () => { released++; waiting.shift()?.(); } };
}

/** Reads the stream's events one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event?: string; data?: StoryProgress } | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = block.find((l) => l.startsWith('event: '))?.slice(7);
        const data = block.find((l) => l.startsWith('data: '))?.slice(6);
        return { event, data: data && data !== '{}' ? (JSON.parse(data) as StoryProgress) : undefined };
      }
      const { done, value } = await reader.read();
      if (done) return undefined;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe.each(TEST_DATABASES)('the progress stream (%s)', (kind) => {
  const gate = gatedWriter();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { ai: { writer: gate.writer } });
  });
  afterAll(async () => {
    for (let i = 0; i < 20; i++) gate.release();
    await t.close();
  });

  it('sends an event for every chapter written, then the finished story, then ends', async () => {
    const { token } = await t.signUp();
    const created = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const res = await fetch(`${t.url}/api/stories/${id}/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(res.body as ReadableStream<Uint8Array>);

    const first = await next();
    expect(first?.data?.id).toBe(id);
    expect(first?.data?.chaptersDone).toBe(0);
    const chapterCount = first?.data?.chapterCount ?? 0;
    expect(chapterCount).toBeGreaterThan(1);
    const seen: StoryProgress[] = [];
    // Chapter by chapter: the next one is written only once the stream has told of the last one.
    for (let done = 1; done <= chapterCount; done++) {
      gate.release();
      for (;;) {
        const e = await next();
        expect(e?.data).toBeDefined();
        seen.push(e?.data as StoryProgress);
        if ((e?.data?.chaptersDone ?? 0) >= done) break;
      }
      expect(seen.at(-1)?.chaptersDone).toBe(done);
    }
    let last = seen.at(-1);
    while (last?.status !== 'ready') {
      const e = await next();
      expect(e?.data).toBeDefined();
      last = e?.data;
    }
    expect(last.progress).toBe(100);
    // A finished story ends the stream.
    expect(await next()).toBeUndefined();
  });

  it("answers 404 for another family's story and for no story", async () => {
    const { token: owner } = await t.signUp();
    const { token: other } = await t.signUp();
    const created = await t.request('POST', '/api/stories/generate', { token: owner, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
    for (const path of [`/api/stories/${created.body.id}/events`, '/api/stories/00000000-0000-4000-8000-000000000000/events']) {
      const res = await fetch(t.url + path, { headers: { authorization: `Bearer ${other}` } });
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
  });
});
