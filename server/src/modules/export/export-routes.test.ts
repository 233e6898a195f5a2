import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

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
});
