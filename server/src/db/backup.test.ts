// Backup and restore, by a round trip: a family and its illustrated story are made through the API,
// backed up, the deployment is lost (the data folder emptied, or the PostgreSQL database dropped),
// restored, and the family signs in again and reads the same story with the same picture.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { backup, restore, type BackupSource } from './backup.ts';
import { openDatabase } from './client.ts';
import { fetchConfirmedSignUp } from '../test/confirmed-sign-up.ts';
import { createCapturingMailer, type CapturingMailer } from '../test/mail-capture.ts';

const PASSWORD = 'correct-horse-battery';
const STORY = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };

/** Runs the whole app on `source` while `work` talks to it over HTTP, then stops it. */
async function withServer<T>(source: BackupSource, work: (url: string, mail: CapturingMailer) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: source.dataDir, PORT: '0', NARRATION_PREWARM: 'false', ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    SESSION_SECRET: 'test-secret-that-is-at-least-thirty-two-characters', AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const database = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: join(source.dataDir, 'db') });
  const mail = createCapturingMailer();
  const built = await buildApp(config, database, { worker: true, mailer: mail });
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    return await work(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, mail);
  } finally {
    await built.app.close();
    await database.close();
  }
}

async function json(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function makeFamilyStory(url: string, mail: CapturingMailer, email: string): Promise<{ id: string; title: string; cover: string }> {
  const token = await fetchConfirmedSignUp(url, mail, { name: 'Bea Backup', email, password: PASSWORD });
  const { body: made } = await json(`${url}/api/stories/generate`, 'POST', STORY, token);
  for (;;) {
    const { body: progress } = await json(`${url}/api/stories/${String(made.id)}/progress`, 'GET', undefined, token);
    if (progress.status === 'ready') break;
    if (progress.status === 'failed') throw new Error('story failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  return readStory(url, email, made.id as string);
}

async function readStory(url: string, email: string, id: string): Promise<{ id: string; title: string; cover: string }> {
  const { status, body: signedIn } = await json(`${url}/api/identity/sign-in/email`, 'POST', { email, password: PASSWORD });
  expect(status).toBe(200);
  const token = signedIn.token as string;
  const { body: story } = await json(`${url}/api/stories/${id}`, 'GET', undefined, token);
  const cover = await fetch(url + String(story.coverImageUrl), { headers: { authorization: `Bearer ${token}` } });
  expect(cover.status).toBe(200);
  return { id, title: story.title as string, cover: Buffer.from(await cover.arrayBuffer()).toString('base64') };
}

const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('backup and restore', () => {
  it('brings back the embedded database and the media after the data folder is lost', async () => {
    const source = { dataDir: tempFolder('storyloom-live-') };
    const email = `parent-${randomUUID()}@example.com`;
    const before = await withServer(source, (url, mail) => makeFamilyStory(url, mail, email));

    const out = join(tempFolder('storyloom-backups-'), 'one');
    expect(await backup(source, out)).toMatchObject({ database: 'pglite', media: true });
    rmSync(join(source.dataDir, 'db'), { recursive: true });
    rmSync(join(source.dataDir, 'media'), { recursive: true });

    await restore(out, source);
    expect(await withServer(source, (url) => readStory(url, email, before.id))).toEqual(before);
  });

  it('refuses to back up an embedded database that a running server holds, and keeps what a restore replaces', async () => {
    const source = { dataDir: tempFolder('storyloom-live-') };
    const out = join(tempFolder('storyloom-backups-'), 'one');
    await withServer(source, async () => {
      await expect(backup(source, out)).rejects.toThrow(/already in use by another Storyloom process/);
    });
    await backup(source, join(out, 'ok'));
    await restore(join(out, 'ok'), source);
    expect(existsSync(join(source.dataDir, 'db'))).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('brings back a PostgreSQL database and the media into a new empty database', async () => {
    // Its own database: a restore replaces every table, which other suites on the shared one are using.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `storyloom_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    try {
      const source = { databaseUrl: url.toString(), dataDir: tempFolder('storyloom-live-') };
      const email = `parent-${randomUUID()}@example.com`;
      const before = await withServer(source, (server, mail) => makeFamilyStory(server, mail, email));

      const out = join(tempFolder('storyloom-backups-'), 'one');
      expect(await backup(source, out)).toMatchObject({ database: 'postgres', media: true });
      // A restore refuses a database that still has tables, then goes into a new empty one.
      await expect(restore(out, source)).rejects.toThrow(/not empty/);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      rmSync(join(source.dataDir, 'media'), { recursive: true });

      await restore(out, source);
      expect(await withServer(source, (server) => readStory(server, email, before.id))).toEqual(before);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
