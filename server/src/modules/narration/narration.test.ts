import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectMp3 } from '../../lib/audio/mp3-frames.ts';
import { parseId3Chapters } from '../../lib/audio/id3-tag.ts';
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
    t.ctx.ai.narrator = { narrate: (text, opts) => { synthesised.push(`${opts.format ?? 'mp3'}:${text}`); return narrator.narrate(text, opts); } };
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
    // The page is spoken once for listening now (WAV), then once more only to make its MP3.
    const timesSynthesised = () => synthesised.filter((text) => text.startsWith('wav:') && text.endsWith(content)).length;
    expect(timesSynthesised()).toBe(1);

    const second = await t.request('GET', `/api/stories/${storyId}/narration/2`, { token });
    expect(second.body.cached).toBe(true);
    const audio = await fetch(t.url + second.body.audioUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(audio.status).toBe(200);
    const ranged = await fetch(t.url + second.body.audioUrl, { headers: { authorization: `Bearer ${token}`, range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    expect(timesSynthesised()).toBe(1);
    // The next page was made ahead, while this one was being listened to.
    const next = await t.request('GET', `/api/stories/${storyId}/narration/3`, { token });
    expect(next.body.page).toBe(3);
    expect(synthesised.filter((text) => text.startsWith('wav:') && text.endsWith(story.body.chapters[1].content)).length).toBe(1);
  });

  it('answers a fresh page at once with WAV, then serves its MP3 under the same format-free address', async () => {
    const first = await t.request('GET', `/api/stories/${storyId}/narration/5`, { token });
    // The address names no format: the same page is WAV first and MP3 later (issue 14).
    expect(first.body.audioUrl).toMatch(/\/narration\/5\/audio\?voice=/);
    const url = t.url + first.body.audioUrl;
    const headers = { authorization: `Bearer ${token}` };
    const types = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await fetch(url, { headers });
      types.add(res.headers.get('content-type') ?? '');
      if (res.headers.get('content-type') === 'audio/mpeg') {
        expect(inspectMp3(Buffer.from(await res.arrayBuffer())).frameCount).toBeGreaterThan(10);
        break;
      }
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([...types].every((type) => type === 'audio/wav' || type === 'audio/mpeg')).toBe(true);
    expect(types.has('audio/mpeg')).toBe(true);
  });

  it("refuses another family's story and pages that do not exist", async () => {
    const other = await t.signUp();
    expect((await t.request('GET', `/api/stories/${storyId}/narration/2`, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', `/api/stories/${storyId}/narration/99`, { token })).status).toBe(404);
    expect((await t.request('GET', `/api/stories/${storyId}/narration/-1`, { token })).status).toBe(400);
  });

  it('joins every page into one audiobook MP3 with chapter marks', async () => {
    const res = await fetch(`${t.url}/api/stories/${storyId}/audiobook.mp3`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/\.mp3"$/);
    const chapters = parseId3Chapters(Buffer.from(await res.arrayBuffer()));
    // 5 chapters + cover, about and the end.
    expect(chapters).toHaveLength(8);
    expect(chapters[2]?.title).toMatch(/^Chapitre 1/);
    expect(chapters.map((c) => c.startMs)).toEqual([...chapters.map((c) => c.startMs)].sort((a, b) => a - b));
  }, 60_000);
});
