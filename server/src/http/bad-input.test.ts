import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite, type Database } from '../db/client.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { injectConfirmedSignUp } from '../test/confirmed-sign-up.ts';
import { createCapturingMailer } from '../test/mail-capture.ts';
import { findControlCharacter } from './control-characters.ts';
import { safeUrl } from './logging.ts';

const DASHES = '-'.repeat(36);

describe.each(TEST_DATABASES)('inputs that used to reach the database as errors (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('answers 404, never 500, for an id of 36 dashes on every story route', async () => {
    for (const [method, path] of [
      ['GET', `/api/stories/${DASHES}`],
      ['GET', `/api/stories/${DASHES}/progress`],
      ['GET', `/api/stories/${DASHES}/media/cover.svg`],
      ['POST', `/api/stories/${DASHES}/regenerate`],
      ['DELETE', `/api/stories/${DASHES}`],
      ['POST', `/api/stories/${DASHES}/share`],
      ['GET', `/api/stories/${DASHES}/download-pdf`],
      ['GET', `/api/stories/${DASHES}/narration/0`],
      ['GET', `/api/reading-progress/${DASHES}`],
    ] as const) {
      expect((await t.request(method, path, { token })).status, `${method} ${path}`).toBe(404);
    }
    const bookmark = await t.request('PUT', `/api/stories/${DASHES}/bookmark`, { token, body: { bookmarked: true } });
    expect(bookmark.status).toBe(404);
    const progress = await t.request('POST', '/api/reading-progress', { token, body: { storyId: DASHES, currentPage: 0, totalPages: 8 } });
    expect(progress.status).toBe(404);
  });

  it('refuses a NUL byte in a custom idea, a name or a search with a 400 naming the field', async () => {
    const story = await t.request('POST', '/api/stories/generate', {
      token,
      body: { character: 'friendly-dragon', theme: 'friendship', length: 'short', customPrompt: 'a picnic\u0000 by the lake' },
    });
    expect(story.status).toBe(400);
    expect(story.body.error).toMatchObject({ code: 'bad_request', field: 'customPrompt' });

    const signUp = await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Ann\u0000e', email: 'nul@example.com', password: 'correct-horse-battery' } });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.field).toBe('name');

    const search = await t.request('GET', '/api/stories/search?q=dragon%00', { token });
    expect(search.status).toBe(400);
    expect(search.body.error.field).toBe('q');
  });

  it('keeps line breaks and tabs, which are ordinary text', () => {
    expect(findControlCharacter({ customPrompt: 'one\ntwo\tthree\r\n' })).toBeNull();
    expect(findControlCharacter({ a: [{ b: 'x\u0007' }] })).toBe('a.0.b');
  });
});

describe('production logging', () => {
  let built: BuiltApp;
  const mail = createCapturingMailer();
  let database: Database;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storyloom-log-'));
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), NARRATION_PREWARM: 'false' });
    database = await openPglite(undefined);
    built = await buildApp(config, database, { logger: { stream }, mailer: mail });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes JSON lines with request ids, and no credentials, searches, share tokens or story ideas', async () => {
    const token = await injectConfirmedSignUp(built.app, mail, { name: 'Log Test', email: 'log@example.com', password: 'a-very-secret-password' });
    const auth = { authorization: `Bearer ${token}` };
    const search = await built.app.inject({ method: 'GET', url: '/api/stories/search?q=private-words', headers: auth });
    await built.app.inject({ method: 'POST', url: '/api/stories/generate', headers: auth, payload: { character: 'friendly-dragon', theme: 'friendship', length: 'short', childName: 'Zelinda', customPrompt: 'a purple elephant secret' } });
    await built.app.inject({ method: 'GET', url: '/api/shared/the-share-token-value' });

    const records = lines.map((l) => JSON.parse(l) as { reqId?: string; level: number });
    expect(records.length).toBeGreaterThan(4);
    expect(records.filter((r) => r.reqId).map((r) => r.reqId)).toContain(search.headers['x-request-id']);
    const all = lines.join('\n');
    for (const secret of [token, 'a-very-secret-password', 'private-words', 'the-share-token-value', 'Zelinda', 'purple elephant']) {
      expect(all).not.toContain(secret);
    }
  });

  it('masks share tokens and drops query strings from logged addresses', () => {
    expect(safeUrl('/api/shared/abc123/media/cover.svg?x=1')).toBe('/api/shared/***/media/cover.svg');
    expect(safeUrl('/shared/abc123')).toBe('/shared/***');
  });
});
