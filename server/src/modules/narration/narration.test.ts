import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectMp3 } from '../../lib/audio/mp3-frames.ts';
import { parseId3Chapters, parseId3Title } from '../../lib/audio/id3-tag.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe('narration API', () => {
  let t: TestApp;
  let token: string;
  let storyId: string;
  const synthesised: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite');
    // Count real syntheses, to prove the cache answers the second request.
    const narrator = t.ctx.ai.narrator;
    t.ctx.ai.narrator = { narrate: (text, opts) => { synthesised.push(text); return narrator.narrate(text, opts); } };
    ({ token } = await t.signUp());
    const res = await t.request('POST', '/api/stories/generate', { token, body: { character: 'magical-unicorn', theme: 'magic', length: 'short', language: 'french', ageGroup: '3-5' } });
    storyId = res.body.id;
    await t.waitForStory(token, storyId);
  }, 120_000);
  afterAll(() => t?.close());

  it('reads free text aloud as a valid MP3 whose length fits the text', async () => {
    const res = await fetch(`${t.url}/api/narrate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Once upon a time, a little bear found a shiny key under an old oak tree.', voice: 'nova' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const info = inspectMp3(Buffer.from(await res.arrayBuffer()));
    expect(info.frameCount).toBeGreaterThan(10);
    expect(info.durationMs).toBeGreaterThan(15 * 200);
    expect(info.durationMs).toBeLessThan(15 * 800);
  });

  it('refuses narration without identity, and text that is empty or too long', async () => {
    expect((await t.request('POST', '/api/narrate', { body: { text: 'Hello', voice: 'nova' } })).status).toBe(401);
    const empty = await t.request('POST', '/api/narrate', { token, body: { text: '  ', voice: 'nova' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('text');
    const long = await t.request('POST', '/api/narrate', { token, body: { text: 'a'.repeat(4001) } });
    expect(long.status).toBe(400);
    expect(long.body.error.field).toBe('text');
  });

  it('narrates a chapter page with timings over every word, then serves it from storage', async () => {
    const first = await t.request('GET', `/api/stories/${storyId}/narration/2`, { token });
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    const story = await t.request('GET', `/api/stories/${storyId}`, { token });
    const content: string = story.body.chapters[0].content;
    const contentWords = first.body.words.filter((w: { start: number }) => w.start >= first.body.contentOffset);
    expect(contentWords.length).toBe(content.match(/[\p{L}\p{N}]+(['’][\p{L}]+)*/gu)?.length);
    for (const w of contentWords) expect(content.slice(w.start - first.body.contentOffset, w.start - first.body.contentOffset + w.length)).toBe(w.word);
    const times = first.body.words.map((w: { timeMs: number }) => w.timeMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The page is spoken once, whatever asks for it.
    const timesSynthesised = () => synthesised.filter((text) => text.endsWith(content)).length;
    expect(timesSynthesised()).toBe(1);

    const second = await t.request('GET', `/api/stories/${storyId}/narration/2`, { token });
    expect(second.body.cached).toBe(true);
    const audio = await fetch(t.url + second.body.audioUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(audio.status).toBe(200);
    const mp3 = Buffer.from(await audio.arrayBuffer());
    // The timings belong to this audio: every word starts inside it.
    expect(Math.round(inspectMp3(mp3).durationMs)).toBe(first.body.durationMs);
    expect(Math.max(...times)).toBeLessThan(first.body.durationMs);
    const ranged = await fetch(t.url + second.body.audioUrl, { headers: { authorization: `Bearer ${token}`, range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    expect(timesSynthesised()).toBe(1);
    // The next page was made ahead, while this one was being listened to.
    const next = await t.request('GET', `/api/stories/${storyId}/narration/3`, { token });
    expect(next.body.page).toBe(3);
    expect(synthesised.filter((text) => text.endsWith(story.body.chapters[1].content)).length).toBe(1);
  });

  it('answers a fresh page with MP3 from its first byte, the same bytes it stores, spoken once for audio and timings alike', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const url = `${t.url}/api/stories/${storyId}/narration/5/audio?voice=nova`;
    // The player asks for the audio and the timings at once.
    const [streamed, timings] = await Promise.all([fetch(url, { headers }), t.request('GET', `/api/stories/${storyId}/narration/5`, { token })]);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toBe('audio/mpeg');
    const first = Buffer.from(await streamed.arrayBuffer());
    expect(inspectMp3(first).skippedBytes).toBe(0);
    expect(Math.round(inspectMp3(first).durationMs)).toBe(timings.body.durationMs);
    const again = await fetch(url, { headers });
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    const story = await t.request('GET', `/api/stories/${storyId}`, { token });
    expect(synthesised.filter((text) => text.endsWith(story.body.chapters[3].content)).length).toBe(1);
  });

  it('answers range requests with the right bytes while a page is being made and after (issue 14: a 416)', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const url = `${t.url}/api/stories/${storyId}/narration/6/audio?voice=nova`;
    const get = (range?: string) => fetch(url, { headers: range ? { ...headers, range } : headers });
    // All asked at once, before the page exists: the first starts its making, the others join it.
    const [whole, fromStart, middle, tail] = await Promise.all([get(), get('bytes=0-'), get('bytes=1000-1999'), get('bytes=-500')]);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(2000);
    expect([200, 206]).toContain(fromStart.status);
    expect(Buffer.from(await fromStart.arrayBuffer()).equals(bytes)).toBe(true);
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 500))).toBe(true);
    // And once stored.
    const after = await get('bytes=1000-1999');
    expect(after.status).toBe(206);
    expect(Buffer.from(await after.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await get(`bytes=${bytes.length}-`)).status).toBe(416);
  });

  it("refuses another family's story and pages that do not exist", async () => {
    const other = await t.signUp();
    expect((await t.request('GET', `/api/stories/${storyId}/narration/2`, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', `/api/stories/${storyId}/narration/99`, { token })).status).toBe(404);
    expect((await t.request('GET', `/api/stories/${storyId}/narration/-1`, { token })).status).toBe(400);
  });

  it('streams a fresh audiobook as it is made, stores it only when whole, then serves it with chapter marks', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const made = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'magic', length: 'short', language: 'french', ageGroup: '3-5' } });
    await t.waitForStory(token, made.body.id);
    const url = `${t.url}/api/stories/${made.body.id}/audiobook.mp3?voice=nova`;

    // A listener who leaves after the first bytes: nothing half-made may be kept.
    const leaving = new AbortController();
    const dropped = await fetch(url, { headers, signal: leaving.signal });
    expect(dropped.status).toBe(200);
    const reader = dropped.body?.getReader();
    await reader?.read();
    leaving.abort();
    // Give the abandoned make time to stop (its first page finishing), so a file it wrongly kept would be served below.
    await t.request('GET', `/api/stories/${made.body.id}/narration/0`, { token });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const res = await fetch(url, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/\.mp3"$/);
    const streamed = Buffer.from(await res.arrayBuffer());
    // Streamed while made: its tag names the book; every byte after it is an MPEG frame.
    expect(parseId3Title(streamed)).toBe(made.body.title ?? (await t.request('GET', `/api/stories/${made.body.id}`, { token })).body.title);
    expect(inspectMp3(streamed).skippedBytes).toBe(0);

    const stored = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    const chapters = parseId3Chapters(stored);
    // 5 chapters + cover, about and the end.
    expect(chapters).toHaveLength(8);
    expect(chapters[2]?.title).toMatch(/^Chapitre 1/);
    expect(chapters.map((c) => c.startMs)).toEqual([...chapters.map((c) => c.startMs)].sort((a, b) => a - b));
    // The same audio as the stream, all of it: the last chapter ends where the audio does.
    const info = inspectMp3(stored);
    expect(info.skippedBytes).toBe(0);
    expect(stored.subarray(info.audioStart).equals(streamed.subarray(inspectMp3(streamed).audioStart))).toBe(true);
    expect(chapters.at(-1)?.endMs).toBe(Math.round(info.durationMs));
    const part = await fetch(url, { headers: { ...headers, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(100, 200))).toBe(true);
  }, 120_000);
});
