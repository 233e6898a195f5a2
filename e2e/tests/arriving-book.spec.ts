// The book opens at its first chapter and the rest arrives while the parent reads (issue 16), through an
// AI service. A second product server is started for this journey with AI_BASE_URL pointing at the
// service stand-in the server's own tests use (a real HTTP server speaking the OpenAI wire format). The
// stand-in holds its stream once chapter 1 is complete, so the journey sees the reader open with one
// chapter while the rest is still being written; then it lets the stream go and watches the rest arrive.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../server/src/ai/openai/test-support/fake-openai-server.ts';
import { sampleStory } from '../../server/src/ai/openai/test-support/sample-story.ts';
import { expect, test } from './fixtures';
import { E2E_SESSION_SECRET } from '../e2e-identity.ts';
import { signUpAndConfirm } from './confirm-email';

const root = new URL('../..', import.meta.url).pathname;
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const slow = `http://127.0.0.1:${PORT}`;
const story = JSON.stringify(sampleStory(5));
// Shortly into chapter 2: the writer hands chapter 1 over once the next one has begun.
const HOLD_AT = story.indexOf('"title":"Chapitre 2"') + 40;

let service: FakeOpenAIServer;
let server: ChildProcess;
let release: () => void = () => undefined;
// The stream also waits before its first piece until the journey has seen the estimate: a fast machine would
// otherwise write chapter 1 and open the book before the estimate could be read.
let begin: () => void = () => undefined;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${slow}/api/health`)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  service = await startFakeOpenAIServer({
    chatContent: () => story,
    pieceSize: 20,
    beforeChatPiece: async (index, sent) => {
      if (index === 0) await begun;
      if (sent.length >= HOLD_AT) await held;
    },
  });
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'storyloom-e2e-service-')),
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: slow,
      SESSION_SECRET: E2E_SESSION_SECRET,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AI_BASE_URL: service.baseURL,
      AI_API_KEY: 'test-key',
    },
  });
  await expect.poll(healthy, { timeout: 150_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
  begin();
  release();
  server?.kill('SIGTERM');
  await service?.close();
});

async function pick(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
}

test('a book written by an AI service opens at its first chapter, and the rest arrives while it is read', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  const email = `arriving-${Date.now()}@example.com`;
  await signUpAndConfirm(page, { name: 'Camille Martin', email, password: 'story-time-123' }, slow);
  await page.request.post(`${slow}/api/auth/user`);

  await page.goto(`${slow}/generate`);
  await pick(page, 'Wise owl');
  await pick(page, 'Friendship');
  await page.getByTestId('generate-button').click();
  // The estimate is the service's, not the built-in storyteller's seconds.
  await expect(page.getByTestId('generation-estimate')).toHaveText('The first chapter usually arrives within a minute; the rest follows while you read.');
  begin();

  // Chapter 1 is written, the stand-in still holds the rest: the book is open all the same.
  await expect(page).toHaveURL(/\/story\/[\w-]+$/, { timeout: 60_000 });
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByTestId('arriving-status')).toHaveText('1 of 5 chapters written');
  // The book's leaves (page-flip shows only the spread in view; the others are in the page, not in sight).
  const leaves = page.locator('.reader-book section.reader-page');
  await expect(leaves.filter({ has: page.getByText('Chapitre 1', { exact: true }) }).first()).toBeAttached();
  await expect(leaves.filter({ has: page.getByText('Chapitre 2', { exact: true }) })).toHaveCount(0);
  await expect(page.locator('.reader-book img')).toHaveCount(0);
  await expect(page.getByTestId('chapter-arriving')).toHaveText('Chapter 2 is being written');
  const progress = (await (await page.request.get(`${slow}/api/stories/${id}/progress`)).json()) as { status: string; chaptersDone: number };
  expect(progress).toMatchObject({ status: 'writing', chaptersDone: 1 });

  // The stream goes on: the other chapters, then the pictures, come into the open book by themselves.
  release();
  await expect(page.getByTestId('arriving-status')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('chapter-arriving')).toHaveCount(0);
  await expect(leaves.filter({ has: page.getByText('Chapitre 5', { exact: true }) }).first()).toBeAttached();
  await expect(leaves.filter({ hasText: 'The End' })).toHaveCount(1);
  // The pictures, drawn last, are in the same open book: the cover and each chapter's.
  await expect(page.locator('.reader-book img')).toHaveCount(6);
  await expect(page.getByRole('group', { name: /Le petit dragon/ })).toBeVisible();
});
