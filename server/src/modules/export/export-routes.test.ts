import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import type * as CpuPool from '../../lib/cpu/cpu-pool.ts';
import { formKey } from './stored-forms.ts';

// The CPU pool as it is, with the tasks it is given counted (a picture converted, a PDF rendered).
const tasks = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/cpu/cpu-pool.ts', async (original) => {
  const pool = await original<typeof CpuPool>();
  return { ...pool, runCpuTask: (name: Parameters<typeof pool.runCpuTask>[0], ...rest: [never, never?]) => (tasks.push(name), pool.runCpuTask(name, ...rest)) };
});

describe('story downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('downloads the PDF and the EPUB of a ready story under the spec file name, for the owner only', async () => {
    const { token } = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', { token, body: { character: 'curious-mouse', theme: 'discovery', length: 'short' } });
    await t.waitForStory(token, body.id);
    const story = await t.request('GET', `/api/stories/${body.id}`, { token });
    const expectedBase = (story.body.title as string).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '_');

    const pdf = await fetch(`${t.url}/api/stories/${body.id}/download-pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${expectedBase}.pdf"`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const epub = await fetch(`${t.url}/api/stories/${body.id}/download-epub`, { headers: { authorization: `Bearer ${token}` } });
    expect(epub.status).toBe(200);
    expect(Buffer.from(await epub.arrayBuffer()).subarray(30, 38).toString()).toBe('mimetype');

    const other = await t.signUp();
    expect((await t.request('GET', `/api/stories/${body.id}/download-pdf`, { token: other.token })).status).toBe(404);
  });

  it("stores each picture's PDF form at generation, so that the first download converts none, and never serves the forms", async () => {
    const { token } = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', { token, body: { character: 'brave-knight', theme: 'adventure', length: 'short' } });
    await t.waitForStory(token, body.id);
    const story = await t.request('GET', `/api/stories/${body.id}`, { token });
    const pictures = await Promise.all([story.body.coverImageUrl, ...story.body.chapters.map((c: { imageUrl: string }) => c.imageUrl)].map(async (url: string) =>
      Buffer.from(await (await fetch(t.url + url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer())));
    const keys = [...new Set(pictures.map((p) => formKey(body.id, p)))];
    // Made in the background once the book is ready and no other is being written (jobs/after-writing.ts).
    for (let i = 0; i < 300 && (await Promise.all(keys.map((k) => t.ctx.media.get(k)))).some((f) => !f); i++) await new Promise((r) => setTimeout(r, 100));
    for (const key of keys) expect((await t.ctx.media.get(key))?.data.length).toBeGreaterThan(100);

    tasks.length = 0;
    const pdf = await fetch(`${t.url}/api/stories/${body.id}/download-pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(tasks).toEqual(['pdf']);

    const file = keys[0]!.split('/').slice(2).join('/');
    for (const path of [file, encodeURIComponent(file)]) expect((await t.request('GET', `/api/stories/${body.id}/media/${path}`, { token })).status).toBe(404);
  }, 60_000);
});
