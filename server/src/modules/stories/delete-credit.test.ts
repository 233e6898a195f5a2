import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const short = { character: 'friendly-dragon', theme: 'friendship', length: 'short', language: 'english', ageGroup: '5-8' };

// DECISIONS.md 'Plans and limits': a deleted story's credit comes back only when it was never used.
describe.each(TEST_DATABASES)('the credit of a deleted story (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function readyStory(): Promise<{ token: string; id: string }> {
    const { token } = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', { token, body: short });
    await t.waitForStory(token, body.id);
    return { token, id: body.id };
  }
  const remove = (token: string, id: string) => t.request('DELETE', `/api/stories/${id}`, { token });
  const read = (token: string, id: string, currentPage: number) =>
    t.request('POST', '/api/reading-progress', { token, body: { storyId: id, currentPage, totalPages: 8 } });

  it('comes back for a story never exported, shared or read past its first chapter', async () => {
    const { token, id } = await readyStory();
    expect((await read(token, id, 2)).status).toBe(200);
    const del = await remove(token, id);
    expect(del.body).toMatchObject({ creditRestored: true, credit: 'returned', storiesRemaining: 3 });
  });

  it('stays spent for a story downloaded as an e-book, and the answer says so', async () => {
    const { token, id } = await readyStory();
    expect((await t.request('GET', `/api/stories/${id}/download-epub`, { token })).status).toBe(200);
    const del = await remove(token, id);
    expect(del.body).toMatchObject({ creditRestored: false, credit: 'exported', storiesRemaining: 2 });
  });

  it('stays spent for a story that was shared, even after the link is revoked', async () => {
    const { token, id } = await readyStory();
    expect((await t.request('POST', `/api/stories/${id}/share`, { token })).status).toBe(200);
    expect((await t.request('DELETE', `/api/stories/${id}/share`, { token })).status).toBe(200);
    const del = await remove(token, id);
    expect(del.body).toMatchObject({ creditRestored: false, credit: 'shared', storiesRemaining: 2 });
  });

  it('stays spent for a story read past its first chapter, naming the first use', async () => {
    const { token, id } = await readyStory();
    expect((await read(token, id, 3)).status).toBe(200);
    expect((await t.request('POST', `/api/stories/${id}/share`, { token })).status).toBe(200);
    const del = await remove(token, id);
    expect(del.body).toMatchObject({ creditRestored: false, credit: 'read', storiesRemaining: 2 });
  });
});
