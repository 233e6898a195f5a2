// Media names are looked up in the media store under the story's own folder: a name that climbs out
// of it (encoded or not), names another story, or is not a picture name must open nothing, for the
// owner as for a share-link reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

const STORY = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };

describe.each(TEST_DATABASES)('media paths (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('serves a story picture by its name only, never a path out of the story folder', async () => {
    const { token } = await t.signUp();
    const make = async () => {
      const res = await t.request('POST', '/api/stories/generate', { token, body: STORY });
      await t.waitForStory(token, res.body.id as string);
      return res.body.id as string;
    };
    const [mine, other] = [await make(), await make()];
    const cover = String((await t.request('GET', `/api/stories/${mine}`, { token })).body.coverImageUrl).split('/').pop() ?? '';
    const otherCover = String((await t.request('GET', `/api/stories/${other}`, { token })).body.coverImageUrl).split('/').pop() ?? '';
    const share = (await t.request('POST', `/api/stories/${mine}/share`, { token })).body.token as string;

    expect((await t.request('GET', `/api/stories/${mine}/media/${cover}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/shared/${share}/media/${cover}`)).status).toBe(200);
    const probes = [
      `..%2F${other}%2F${otherCover}`, `..%2f..%2f..%2fetc%2fpasswd`, '%2e%2e%2f%2e%2e%2fpackage.json', `${cover}%00.svg`,
      `..%5C${other}%5C${otherCover}`, encodeURIComponent(`../${other}/${otherCover}`), 'cover-0.svg%2F..%2F..%2Fstory.json', 'cover-0.html', '.%2Fcover-0.svg',
    ];
    for (const probe of probes) {
      for (const base of [`/api/stories/${mine}/media/`, `/api/shared/${share}/media/`]) {
        const res = await t.request('GET', base + probe, { token });
        expect([400, 404], `${base}${probe} gave ${res.status}`).toContain(res.status);
        expect(res.headers.get('content-type') ?? '').toContain('application/json');
      }
    }
  });
});
