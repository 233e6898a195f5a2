import { PLANS } from '@storyloom/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { ENGLISH_QUESTIONS, FRENCH_QUESTIONS, UNCOVERED_QUESTIONS } from './chatbot-questions.ts';

// Enough for every anonymous question of this file; the rate-limit test uses its own session's count.
const LIMIT = 100;

describe.each(TEST_DATABASES)('POST /api/chatbot (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SUPPORT_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  }, 60_000);
  afterAll(() => t?.close());

  const ask = (message: unknown, language = 'en', token?: string) => t.request('POST', '/api/chatbot', { token, body: { message, language } });

  it.each([
    ['English', 'en', ENGLISH_QUESTIONS],
    ['French', 'fr', FRENCH_QUESTIONS],
  ] as const)('answers at least 20 %s questions from the right help entry with the right fact', async (_name, language, questions) => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const q of questions) {
      const res = await ask(q.question, language);
      expect(res.status).toBe(200);
      const ids = res.body.sources.map((s: { id: string }) => s.id);
      if (ids[0] !== q.entry || !res.body.response.includes(q.fact)) wrong.push(`${q.question} -> ${ids.join(',')}: ${res.body.response.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('links each answer to the help entries it used', async () => {
    const res = await ask('How do I cancel my subscription?');
    expect(res.body.sources[0]).toEqual({ id: 'cancel', title: 'How do I cancel my subscription?', path: '/help?entry=cancel' });
  });

  it.each(['en', 'fr'] as const)('says it does not know and points to /contact for questions the help does not cover (%s)', async (language) => {
    for (const question of UNCOVERED_QUESTIONS[language]) {
      const res = await ask(question, language);
      expect(res.status).toBe(200);
      expect(res.body.response).toContain('/contact');
      expect(res.body.response).toMatch(language === 'en' ? /don't know/ : /ne connais pas/);
      expect(res.body.sources).toEqual([{ id: 'contact', title: language === 'en' ? 'Contact us' : 'Nous contacter', path: '/contact' }]);
    }
  });

  it("tells a signed-in family how many of this month's stories are left", async () => {
    const { token } = await t.signUp();
    const story = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' } });
    expect(story.status).toBe(200);
    const limit = PLANS.free.storiesPerMonth;
    const en = await ask('How many stories do I have left this month?', 'en', token);
    expect(en.body.response).toContain(`made 1 of your ${limit} stories, so you have ${limit - 1} left`);
    const fr = await ask("Combien d'histoires me reste-t-il ce mois-ci ?", 'fr', token);
    expect(fr.body.response).toContain(`il vous en reste ${limit - 1}`);
  });

  it('asks a signed-out visitor to sign in for their own count, with the free plan from the contracts', async () => {
    const res = await ask('how many stories do I have left?');
    expect(res.body.response).toContain('Sign in');
    expect(res.body.response).toContain(`${PLANS.free.storiesPerMonth} stories a month`);
  });

  it('refuses empty, blank and overlong messages with a 400 naming the field', async () => {
    for (const message of ['', '   \n\t ', 'a'.repeat(10_000), undefined, 42]) {
      const res = await ask(message);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'message' });
    }
  });

  it('answers markup-laden messages safely, without repeating the markup', async () => {
    for (const message of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)> how do I cancel?', '{{freeStories}} ${process.env}']) {
      const res = await ask(message);
      expect(res.status).toBe(200);
      expect(res.body.response).not.toMatch(/<script|<img|onerror|process\.env/);
    }
  });

  it('is rate-limited per client with a 429 and Retry-After', async () => {
    const { token } = await t.signUp();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i <= LIMIT; i++) {
      const res = await ask('How do I cancel?', 'en', token);
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('refuses an unknown language', async () => {
    const res = await ask('hello', 'de');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('language');
  });
});
