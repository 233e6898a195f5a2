import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { shareText } from './share-text.ts';

describe.each(TEST_DATABASES)('share links (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('opens a shared story without an account, read-only, until the owner revokes it', async () => {
    const owner = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', {
      token: owner.token, body: { character: 'playful-cat', theme: 'kindness', length: 'short', language: 'french' },
    });
    await t.waitForStory(owner.token, body.id);
    const link = await t.request('POST', `/api/stories/${body.id}/share`, { token: owner.token });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/shared\/[A-Za-z0-9_-]{20,}$/);
    const again = await t.request('POST', `/api/stories/${body.id}/share`, { token: owner.token });
    expect(again.body.token).toBe(link.body.token);

    const shared = await t.request('GET', `/api/shared/${link.body.token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.chapters).toHaveLength(5);
    expect(shared.body.readingProgress).toBeNull();
    const picture = await t.request('GET', shared.body.chapters[0].imageUrl);
    expect(picture.status).toBe(200);

    const text = await t.request('POST', `/api/stories/${body.id}/generate-share-text`, { token: owner.token, body: { platform: 'general' } });
    expect(text.body.shareText).toContain(shared.body.title);
    expect(text.body.shareText).toMatch(/Découvrez/);

    await t.request('DELETE', `/api/stories/${body.id}/share`, { token: owner.token });
    expect((await t.request('GET', `/api/shared/${link.body.token}`)).status).toBe(404);
    expect((await t.request('GET', shared.body.chapters[0].imageUrl)).status).toBe(404);
  });

  it("does not let another family share someone else's story", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', {
      token: owner.token, body: { character: 'little-bear', theme: 'family', length: 'short' },
    });
    expect((await t.request('POST', `/api/stories/${body.id}/share`, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', '/api/shared/not-a-real-token-at-all-xyz')).status).toBe(404);
    expect((await t.request('GET', '/api/shared/bad')).status).toBe(400);
  });
});

describe('share text', () => {
  it('quotes the title and the first sentence of the description', () => {
    const text = shareText('The Brave Owl', 'Pip the owl learns to fly at night. Then she helps a friend.', 'english');
    expect(text).toBe('📚 Read “The Brave Owl”, a personalised story made with Storyloom. Pip the owl learns to fly at night.');
  });
});
