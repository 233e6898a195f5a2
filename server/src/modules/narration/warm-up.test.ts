import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// Warm-up with the default settings (issue 16): a new book's first two pages, nothing more.
describe('narration warm-up', () => {
  let t: TestApp;
  const synthesised: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', { NARRATION_PREWARM: 'true' });
    const narrator = t.ctx.ai.narrator;
    t.ctx.ai.narrator = { narrate: (text, opts) => { synthesised.push(text); return narrator.narrate(text, opts); } };
  }, 60_000);
  afterAll(() => t?.close());

  it("makes a new book's title and 'About this story' ahead, and no chapter nobody asked for", async () => {
    const { token } = await t.signUp();
    const made = await t.request('POST', '/api/stories/generate', { token, body: { character: 'little-bear', theme: 'family', length: 'short', language: 'english', ageGroup: '3-5' } });
    await t.waitForStory(token, made.body.id);
    const story = await t.request('GET', `/api/stories/${made.body.id}`, { token });
    // Until the second page is stored, then time for warm-up to go on to a third page, if it wrongly did.
    const secondPage = `stories/${made.body.id}/narration-0-nova-1.json`;
    for (let i = 0; i < 300 && !(await t.ctx.media.get(secondPage)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(synthesised).toEqual([story.body.title, story.body.description]);
    // Asking for them now speaks nothing again.
    for (const page of [0, 1]) expect((await t.request('GET', `/api/stories/${made.body.id}/narration/${page}`, { token })).status).toBe(200);
    expect(synthesised.filter((text) => text === story.body.title || text === story.body.description)).toHaveLength(2);
    // Page 1 was asked for, so page 2 is made ahead (the listener goes on); nothing beyond it.
    for (let i = 0; i < 200 && synthesised.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(synthesised.slice(2)).toEqual([expect.stringContaining(story.body.chapters[0].content)]);
  }, 60_000);
});
