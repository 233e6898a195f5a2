import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('Pro API keys and the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function proFamily() {
    const family = await t.signUp();
    const created = await t.request('POST', '/api/create-subscription', { token: family.token, body: { plan: 'pro', interval: 'month' } });
    await t.request('POST', '/api/billing/demo/confirm', { token: family.token, body: { clientSecret: created.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } });
    return family;
  }

  it('lets a key read the story list, never the account calls, and stops it when revoked', async () => {
    const { token } = await proFamily();
    const created = await t.request('POST', '/api/account/api-keys', { token, body: { name: 'Classroom tablet' } });
    expect(created.status).toBe(200);
    const key: string = created.body.key;
    expect(key).toMatch(/^slk_/);
    const stored = await t.ctx.database.db.query.apiKeys.findFirst({ where: eq(apiKeys.id, created.body.id) });
    expect(stored?.hash).not.toContain(key.slice(10));
    expect(JSON.stringify(stored)).not.toContain(key);

    const story = await t.request('POST', '/api/stories/generate', { token: key, body: { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' } });
    expect(story.status).toBe(200);
    const list = await t.request('GET', '/api/stories/user', { token: key });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([story.body.id]);

    for (const [method, path] of [['GET', '/api/auth/user'], ['GET', '/api/billing/subscription'], ['POST', '/api/billing/cancel'], ['GET', '/api/account/api-keys'], ['GET', '/api/account/export'], ['DELETE', `/api/stories/${story.body.id}`]] as const) {
      const res = await t.request(method, path, { token: key });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
    const deleted = await t.request('DELETE', '/api/account', { token: key, body: { confirmEmail: 'x@example.com' } });
    expect(deleted.status).toBe(401);

    const listed = await t.request('GET', '/api/account/api-keys', { token });
    expect(listed.body).toMatchObject([{ name: 'Classroom tablet', prefix: key.slice(0, 10) }]);
    expect(listed.body[0].lastUsedAt).toEqual(expect.any(String));
    expect(listed.body[0]).not.toHaveProperty('key');

    expect((await t.request('DELETE', `/api/account/api-keys/${created.body.id}`, { token })).status).toBe(200);
    const after = await t.request('GET', '/api/stories/user', { token: key });
    expect(after.status).toBe(401);
  });

  it('keeps API keys for the Pro plan, and another family cannot revoke a key', async () => {
    const free = await t.signUp();
    const refused = await t.request('POST', '/api/account/api-keys', { token: free.token, body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    const pro = await proFamily();
    const created = await t.request('POST', '/api/account/api-keys', { token: pro.token, body: { name: 'Mine' } });
    expect((await t.request('DELETE', `/api/account/api-keys/${created.body.id}`, { token: free.token })).status).toBe(404);
    const unnamed = await t.request('POST', '/api/account/api-keys', { token: pro.token, body: { name: ' ' } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.field).toBe('name');
  });

  it('serves an OpenAPI 3.1 document made from the contracts, and its browsable page without any outside script', async () => {
    const doc = await t.request('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/stories/generate', '/api/stories/user', '/api/create-subscription']));
    const generate = doc.body.paths['/api/stories/generate'].post.requestBody.content['application/json'].schema;
    expect(generate.properties.character.enum).toContain('wise-owl');
    const page = await fetch(`${t.url}/api/docs/`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/src="https?:/);
  });
});
