import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appUsers, stories, subscriptions } from '../../db/schema/index.ts';
import type * as cpuPool from '../../lib/cpu/cpu-pool.ts';
import { runCpuTask } from '../../lib/cpu/cpu-pool.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

// The pool runs as it does in the app; the test only watches which tasks it is given.
vi.mock('../../lib/cpu/cpu-pool.ts', async (original) => {
  const pool = await original<typeof cpuPool>();
  return { ...pool, runCpuTask: vi.fn(pool.runCpuTask) };
});

const short = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };

describe.each(TEST_DATABASES)('the family account (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function readyStory(token: string) {
    const res = await t.request('POST', '/api/stories/generate', { token, body: short });
    await t.waitForStory(token, res.body.id);
    return res.body.id as string;
  }

  it('exports the stories as JSON with their pictures and PDFs in one zip', async () => {
    const { token } = await t.signUp();
    const id = await readyStory(token);
    const res = await fetch(`${t.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const json = JSON.parse(await zip.file('stories.json')!.async('string'));
    expect(json.stories.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(json.stories[0].chapters).toHaveLength(5);
    const names = Object.keys(zip.files);
    expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(1);
    expect(names.filter((n) => /chapter-\d\d\.svg$/.test(n))).toHaveLength(5);
    const pdf = await zip.file(names.find((n) => n.endsWith('.pdf'))!)!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('renders the export’s PDF on the CPU pool, never on the event loop, and it is the download’s file', async () => {
    const { token } = await t.signUp();
    const id = await readyStory(token);
    vi.mocked(runCpuTask).mockClear();
    const res = await fetch(`${t.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(vi.mocked(runCpuTask).mock.calls.map(([task]) => task)).toContain('pdf');
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const exported = await zip.file(Object.keys(zip.files).find((n) => n.endsWith('.pdf'))!)!.async('nodebuffer');
    vi.mocked(runCpuTask).mockClear();
    const download = await fetch(`${t.url}/api/stories/${id}/download-pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(exported)).toBe(true);
    // Kept by the export: the download renders nothing again.
    expect(vi.mocked(runCpuTask).mock.calls.map(([task]) => task)).not.toContain('pdf');
  }, 120_000);

  it('signs out everywhere: every token of the family stops working', async () => {
    const { token, email } = await t.signUp({ password: 'a-long-password' });
    const second = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'a-long-password' } });
    const res = await t.request('POST', '/api/account/sign-out-everywhere', { token });
    expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { token: second.body.token })).status).toBe(401);
  });

  it('deletes the account at once: subscription, stories, share links, sessions and sign-in are gone', async () => {
    const { token, email } = await t.signUp({ password: 'a-long-password' });
    const id = await readyStory(token);
    const share = await t.request('POST', `/api/stories/${id}/share`, { token });
    expect((await t.request('GET', `/api/shared/${share.body.token}`)).status).toBe(200);
    const created = await t.request('POST', '/api/create-subscription', { token, body: { plan: 'basic', interval: 'month' } });
    await t.request('POST', '/api/billing/demo/confirm', { token, body: { clientSecret: created.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } });
    const me = await t.request('GET', '/api/auth/user', { token });

    const wrong = await t.request('DELETE', '/api/account', { token, body: { confirmEmail: 'someone@else.com' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('confirmEmail');

    const res = await t.request('DELETE', '/api/account', { token, body: { confirmEmail: email.toUpperCase() } });
    expect(res.body).toEqual({ deleted: true });
    expect((await t.request('GET', `/api/shared/${share.body.token}`)).status).toBe(404);
    expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(401);
    const signIn = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'a-long-password' } });
    expect(signIn.status).toBe(401);
    const { db } = t.ctx.database;
    expect(await db.select().from(stories).where(eq(stories.id, id))).toEqual([]);
    expect(await db.select().from(appUsers).where(eq(appUsers.id, me.body.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, me.body.id))).toEqual([]);
    expect(await t.ctx.media.get(`stories/${id}/cover.svg`)).toBeNull();
  }, 120_000);

  it('answers the account calls with 401 when signed out', async () => {
    expect((await t.request('GET', '/api/account/export')).status).toBe(401);
    expect((await t.request('DELETE', '/api/account', { body: { confirmEmail: 'x@example.com' } })).status).toBe(401);
  });
});
