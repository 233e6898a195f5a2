import { SKIN_HEX } from '@storyloom/contracts/illustration';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const short = { character: 'friendly-dragon', theme: 'friendship', length: 'short', language: 'english', ageGroup: '5-8' };
const look = { skin: 'brown', hair: 'coily', hairColour: 'black', glasses: true };

describe.each(TEST_DATABASES)('art styles and the child look on a story request (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function makePro(token: string, email: string): Promise<void> {
    // The product's user row is made on the first signed-in call.
    await t.request('GET', '/api/auth/plan-status', { token });
    await t.database.db.update(appUsers).set({ subscriptionPlan: 'pro' }).where(eq(appUsers.email, email));
  }

  it('refuses a non-classic art style on the free plan with 403 art_style_locked, taking no credit', async () => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/stories/generate', { token, body: { ...short, artStyle: 'watercolour', childLook: look } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'art_style_locked', field: 'artStyle' });
    const plan = await t.request('GET', '/api/auth/plan-status', { token });
    expect(plan.body.usage.storiesThisMonth).toBe(0);
  });

  it('accepts the classic style and a child look on the free plan', async () => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/stories/generate', { token, body: { ...short, artStyle: 'classic', childLook: look } });
    expect(res.status).toBe(200);
  });

  it("draws a Pro family's story in the chosen style, and the child in the chosen look on every page", async () => {
    const { token, email } = await t.signUp();
    await makePro(token, email);
    const res = await t.request('POST', '/api/stories/generate', { token, body: { ...short, childName: 'Noah', artStyle: 'crayon', childLook: look } });
    expect(res.status).toBe(200);
    expect(await t.waitForStory(token, res.body.id)).toMatchObject({ status: 'ready' });
    const story = await t.request('GET', `/api/stories/${res.body.id}`, { token });
    for (const chapter of story.body.chapters) {
      const svg = (await t.request('GET', chapter.imageUrl, { token })).body as string;
      // Crayon outlines on every page.
      expect(svg).toContain('stroke-dasharray="11 3 5 2"');
    }
    const cover = (await t.request('GET', story.body.coverImageUrl, { token })).body as string;
    expect(cover).toContain('stroke-dasharray="11 3 5 2"');
  }, 120_000);

  it('draws the chosen look in a classic story', async () => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/stories/generate', { token, body: { ...short, character: 'brave-knight', childName: 'Noah', childLook: { ...look, skin: 'tan' } } });
    expect(res.status).toBe(200);
    await t.waitForStory(token, res.body.id);
    const story = await t.request('GET', `/api/stories/${res.body.id}`, { token });
    const cover = (await t.request('GET', story.body.coverImageUrl, { token })).body as string;
    // The knight the child plays, in the child's skin tone and glasses.
    expect(cover).toContain(SKIN_HEX.tan);
    expect(cover).toContain('#5a3f6e');
    expect(cover).not.toContain('stroke-dasharray');
  }, 120_000);

  it('answers an unknown style or a malformed look with a 400 naming the field', async () => {
    const { token } = await t.signUp();
    const style = await t.request('POST', '/api/stories/generate', { token, body: { ...short, artStyle: 'oil-paint' } });
    expect(style.status).toBe(400);
    expect(style.body.error.field).toBe('artStyle');
    const badLook = await t.request('POST', '/api/stories/generate', { token, body: { ...short, childLook: { ...look, skin: 'green' } } });
    expect(badLook.status).toBe(400);
    expect(badLook.body.error.field).toBe('childLook.skin');
  });
});
