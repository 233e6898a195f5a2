import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { runDemoRenewal } from './demo-renewals.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

describe.each(TEST_DATABASES)('subscriptions with the demo provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function subscribe(token: string, plan = 'premium', interval = 'year', cardNumber = card.cardNumber) {
    const created = await t.request('POST', '/api/create-subscription', { token, body: { plan, interval } });
    expect(created.status).toBe(200);
    expect(created.body.provider).toBe('demo');
    return t.request('POST', '/api/billing/demo/confirm', { token, body: { ...card, cardNumber, clientSecret: created.body.clientSecret } });
  }
  async function rowOf(token: string) {
    const me = await t.request('GET', '/api/auth/user', { token });
    const row = await t.ctx.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, me.body.id) });
    if (!row) throw new Error('no subscription row');
    return row;
  }

  it('upgrades a free family to premium yearly with 4242 and keeps the stories already made', async () => {
    const { token } = await t.signUp();
    const story = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' } });
    expect(story.status).toBe(200);
    const paid = await subscribe(token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ plan: 'premium', interval: 'year', state: 'active', cardLast4: '4242' });
    const status = await t.request('GET', '/api/auth/plan-status', { token });
    expect(status.body).toEqual({ plan: 'premium', usage: { storiesThisMonth: 1, storiesRemaining: 49 }, limits: { storiesPerMonth: 50, maxChaptersPerStory: 20 } });
    const history = await t.request('GET', '/api/billing/payments', { token });
    expect(history.body).toMatchObject([{ plan: 'premium', interval: 'year', amount: 19990, currency: 'USD', status: 'paid' }]);
    const end = new Date(paid.body.currentPeriodEnd);
    expect(end.getUTCFullYear() - new Date().getUTCFullYear()).toBe(1);
  });

  it('changes nothing when the card is declined', async () => {
    const { token } = await t.signUp();
    const res = await subscribe(token, 'basic', 'month', '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'payment_failed', field: 'cardNumber' });
    const status = await t.request('GET', '/api/auth/plan-status', { token });
    expect(status.body.plan).toBe('free');
    expect((await t.request('GET', '/api/billing/payments', { token })).body).toEqual([]);
  });

  it.each([
    [{ plan: 'gold', interval: 'month' }, 'plan'],
    [{ plan: 'free', interval: 'month' }, 'plan'],
    [{ plan: 'basic', interval: 'week' }, 'interval'],
    [{ interval: 'month' }, 'plan'],
  ])('answers a bad plan or interval %j with a 400 naming %s', async (body, field) => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/create-subscription', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('makes one subscription from two create calls at once', async () => {
    const { token } = await t.signUp();
    const [a, b] = await Promise.all([1, 2].map(() => t.request('POST', '/api/create-subscription', { token, body: { plan: 'pro', interval: 'month' } })));
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.body.clientSecret).toBe(b?.body.clientSecret);
    const me = await t.request('GET', '/api/auth/user', { token });
    const rows = await t.ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.body.id));
    expect(rows).toHaveLength(1);
  });

  it('cancels at the end of the period, resumes, and then ends at the period end when cancelled again', async () => {
    const { token } = await t.signUp();
    await subscribe(token, 'basic', 'month');
    const canceled = await t.request('POST', '/api/billing/cancel', { token });
    expect(canceled.body).toMatchObject({ state: 'canceling', plan: 'basic' });
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.plan).toBe('basic');
    const resumed = await t.request('POST', '/api/billing/resume', { token });
    expect(resumed.body.state).toBe('active');
    expect((await t.request('POST', '/api/billing/resume', { token })).status).toBe(409);
    await t.request('POST', '/api/billing/cancel', { token });
    const row = await rowOf(token);
    await runDemoRenewal(t.ctx, { subscriptionId: row.id, kind: 'renewal', at: row.currentPeriodEnd?.toISOString() ?? '' });
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.plan).toBe('free');
    expect((await t.request('GET', '/api/billing/subscription', { token })).body.state).toBe('ended');
  });

  it('renews at the period end with a new period and a second payment, once however often the job runs', async () => {
    const { token } = await t.signUp();
    await subscribe(token, 'basic', 'month');
    const row = await rowOf(token);
    const job = { subscriptionId: row.id, kind: 'renewal' as const, at: row.currentPeriodEnd?.toISOString() ?? '' };
    await runDemoRenewal(t.ctx, job);
    await runDemoRenewal(t.ctx, job);
    const after = await rowOf(token);
    expect(after.state).toBe('active');
    expect(after.currentPeriodStart?.toISOString()).toBe(job.at);
    expect((await t.request('GET', '/api/billing/payments', { token })).body).toHaveLength(2);
  });

  it('schedules the renewal as a queue job at the end of the period', async () => {
    const { token } = await t.signUp();
    await subscribe(token, 'basic', 'month');
    const row = await rowOf(token);
    const { rows } = await t.ctx.database.sql.executeSql(
      `SELECT start_after, data FROM ${t.ctx.jobs.schema}.job WHERE name = 'billing-demo-renewal' AND data->>'subscriptionId' = $1`, [row.id],
    );
    expect(rows).toHaveLength(1);
    expect(new Date((rows[0] as { start_after: string }).start_after).toISOString()).toBe(row.currentPeriodEnd?.toISOString());
  });

  it('fails at renewal with 4000 0000 0000 9995: past due with the plan kept, then free after the grace period; another card pays', async () => {
    const { token } = await t.signUp();
    await subscribe(token, 'premium', 'month', '4000 0000 0000 9995');
    let row = await rowOf(token);
    await runDemoRenewal(t.ctx, { subscriptionId: row.id, kind: 'renewal', at: row.currentPeriodEnd?.toISOString() ?? '' });
    const pastDue = await t.request('GET', '/api/billing/subscription', { token });
    expect(pastDue.body).toMatchObject({ state: 'past_due', plan: 'premium' });
    expect(pastDue.body.graceEndsAt).toEqual(expect.any(String));
    expect((await t.request('GET', '/api/auth/user', { token })).body.subscriptionStatus).toBe('past_due');
    const history = await t.request('GET', '/api/billing/payments', { token });
    expect(history.body.map((p: { status: string }) => p.status)).toEqual(['failed', 'paid']);

    const other = await t.signUp();
    await subscribe(other.token, 'basic', 'month', '4000 0000 0000 9995');
    const otherRow = await rowOf(other.token);
    await runDemoRenewal(t.ctx, { subscriptionId: otherRow.id, kind: 'renewal', at: otherRow.currentPeriodEnd?.toISOString() ?? '' });
    const retry = (await t.request('GET', '/api/billing/subscription', { token: other.token })).body.retrySecret;
    const repaid = await t.request('POST', '/api/billing/demo/confirm', { token: other.token, body: { ...card, clientSecret: retry } });
    expect(repaid.body.state).toBe('active');

    row = await rowOf(token);
    await runDemoRenewal(t.ctx, { subscriptionId: row.id, kind: 'grace', at: row.graceEndsAt?.toISOString() ?? '' });
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.plan).toBe('free');
  });

  it('changes plan at once and refuses a second checkout while subscribed', async () => {
    const { token } = await t.signUp();
    await subscribe(token, 'basic', 'month');
    const changed = await t.request('POST', '/api/billing/change-plan', { token, body: { plan: 'pro', interval: 'year' } });
    expect(changed.body).toMatchObject({ plan: 'pro', interval: 'year', state: 'active' });
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.limits.storiesPerMonth).toBe(-1);
    const again = await t.request('POST', '/api/create-subscription', { token, body: { plan: 'basic', interval: 'month' } });
    expect(again.status).toBe(409);
  });

  it('activates the free plan for a free family without changing anything', async () => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/activate-free-plan', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'free', state: 'none' });
  });
});
