import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { startStripeStandIn, type StripeStandIn } from './test-support/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const PRICES = {
  STRIPE_PRICE_BASIC_MONTH: 'price_basic_m', STRIPE_PRICE_BASIC_YEAR: 'price_basic_y',
  STRIPE_PRICE_PREMIUM_MONTH: 'price_premium_m', STRIPE_PRICE_PREMIUM_YEAR: 'price_premium_y',
  STRIPE_PRICE_PRO_MONTH: 'price_pro_m', STRIPE_PRICE_PRO_YEAR: 'price_pro_y',
};
const stripe = new Stripe('sk_test_unused');
let eventCount = 0;

describe.each(TEST_DATABASES)('the Stripe adapter against a local Stripe stand-in (%s)', (kind) => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url, ...PRICES,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  function event(type: string, object: object, id = `evt_test_${++eventCount}`) {
    return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
  }
  async function webhook(payload: object, signature?: string) {
    const body = JSON.stringify(payload);
    const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const res = await fetch(`${t.url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
    return { status: res.status, body: (await res.json()) as any };
  }
  const invoicePaid = (subId: string, invoiceId: string) => ({
    id: invoiceId, object: 'invoice', amount_paid: 19990, amount_due: 19990, currency: 'usd', created: Math.floor(Date.now() / 1000),
    hosted_invoice_url: `https://invoice.example/${invoiceId}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    lines: { data: [{ pricing: { price_details: { price: 'price_premium_y' } } }] },
  });
  async function checkout(token: string, plan = 'premium', interval = 'year') {
    const res = await t.request('POST', '/api/create-subscription', { token, body: { plan, interval } });
    expect(res.status).toBe(200);
    const sub = [...standIn.subscriptions.values()].find((s) => s.latest_invoice.confirmation_secret.client_secret === res.body.clientSecret);
    if (!sub) throw new Error('the stand-in has no such subscription');
    return { res, sub };
  }
  async function plan(token: string) {
    return (await t.request('GET', '/api/auth/plan-status', { token })).body.plan;
  }

  it('creates one customer and an incomplete subscription, and hands the browser its client secret and publishable key', async () => {
    const { token } = await t.signUp();
    const { res, sub } = await checkout(token);
    expect(res.body).toEqual({ provider: 'stripe', clientSecret: sub.latest_invoice.confirmation_secret.client_secret, publishableKey: 'pk_test_stand_in' });
    expect(sub.items.data[0]?.price.id).toBe('price_premium_y');
    expect(await plan(token)).toBe('free');
  });

  it('makes one Stripe subscription from two create calls at once', async () => {
    const { token } = await t.signUp();
    const before = standIn.subscriptions.size;
    const [a, b] = await Promise.all([1, 2].map(() => t.request('POST', '/api/create-subscription', { token, body: { plan: 'basic', interval: 'month' } })));
    expect(a?.body.clientSecret).toBe(b?.body.clientSecret);
    expect(standIn.subscriptions.size).toBe(before + 1);
  });

  it('activates the plan from a signed invoice.paid webhook, records the invoice, and handles a replay once', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    const paid = event('invoice.paid', invoicePaid(sub.id, 'in_paid_1'));
    expect((await webhook(paid)).body).toEqual({ received: true, handled: 'applied' });
    expect(await plan(token)).toBe('premium');
    expect((await webhook(paid)).body).toEqual({ received: true, handled: 'duplicate' });
    const history = await t.request('GET', '/api/billing/payments', { token });
    expect(history.body).toMatchObject([{ plan: 'premium', interval: 'year', amount: 19990, currency: 'USD', status: 'paid', receiptUrl: 'https://invoice.example/in_paid_1' }]);
    const view = await t.request('GET', '/api/billing/subscription', { token });
    expect(view.body).toMatchObject({ provider: 'stripe', state: 'active', plan: 'premium' });
  });

  it('refuses a webhook with a bad signature with a 400 and changes nothing', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    const forged = await webhook(event('invoice.paid', invoicePaid(sub.id, 'in_forged')), 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ code: 'bad_request', field: 'stripe-signature' });
    const wrongSecret = JSON.stringify(event('invoice.paid', invoicePaid(sub.id, 'in_forged')));
    const res = await fetch(`${t.url}/api/billing/webhook`, {
      method: 'POST', body: wrongSecret,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: wrongSecret, secret: 'whsec_someone_else' }) },
    });
    expect(res.status).toBe(400);
    expect(await plan(token)).toBe('free');
  });

  it('reaches the same end state whatever order the events arrive in', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    const created = event('customer.subscription.created', { ...sub });
    sub.status = 'active';
    const paid = event('invoice.paid', invoicePaid(sub.id, 'in_order_1'));
    const updated = event('customer.subscription.updated', { ...sub });
    // Newest first, the oldest ('created', status incomplete) last: the plan stays premium.
    await webhook(paid);
    await webhook(updated);
    await webhook(created);
    expect(await plan(token)).toBe('premium');
    expect((await t.request('GET', '/api/billing/subscription', { token })).body.state).toBe('active');
  });

  it('cancels at period end and resumes through Stripe, and returns the family to free when Stripe deletes the subscription', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    await webhook(event('invoice.paid', invoicePaid(sub.id, 'in_cancel_1')));
    const canceled = await t.request('POST', '/api/billing/cancel', { token });
    expect(canceled.body.state).toBe('canceling');
    expect(sub.cancel_at_period_end).toBe(true);
    await webhook(event('customer.subscription.updated', { ...sub }));
    expect((await t.request('POST', '/api/billing/resume', { token })).body.state).toBe('active');
    expect(sub.cancel_at_period_end).toBe(false);
    sub.status = 'canceled';
    await webhook(event('customer.subscription.deleted', { ...sub }));
    expect(await plan(token)).toBe('free');
  });

  it('goes past due when Stripe reports a failed renewal, keeping the plan', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    await webhook(event('invoice.paid', invoicePaid(sub.id, 'in_renew_1')));
    sub.status = 'past_due';
    await webhook(event('invoice.payment_failed', { ...invoicePaid(sub.id, 'in_renew_2'), amount_paid: 0 }));
    const view = await t.request('GET', '/api/billing/subscription', { token });
    expect(view.body).toMatchObject({ state: 'past_due', plan: 'premium' });
    const history = await t.request('GET', '/api/billing/payments', { token });
    expect(history.body.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'paid']);
  });

  it('changes the plan at once with a new price on the Stripe subscription', async () => {
    const { token } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    await webhook(event('invoice.paid', invoicePaid(sub.id, 'in_change_1')));
    const res = await t.request('POST', '/api/billing/change-plan', { token, body: { plan: 'pro', interval: 'month' } });
    expect(res.body).toMatchObject({ plan: 'pro', interval: 'month' });
    expect(sub.items.data[0]?.price.id).toBe('price_pro_m');
    // Stripe's own echo of the change is harmless.
    await webhook(event('customer.subscription.updated', { ...sub }));
    expect(await plan(token)).toBe('pro');
  });

  it('cancels the Stripe subscription when the family deletes its account', async () => {
    const { token, email } = await t.signUp();
    const { sub } = await checkout(token);
    sub.status = 'active';
    await webhook(event('invoice.paid', invoicePaid(sub.id, 'in_delete_1')));
    expect((await t.request('DELETE', '/api/account', { token, body: { confirmEmail: email } })).status).toBe(200);
    expect(sub.status).toBe('canceled');
  });
});

describe('the Stripe adapter when Stripe cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    const standIn = await startStripeStandIn();
    const deadUrl = standIn.url;
    await standIn.close();
    t = await startTestApp('pglite', {
      STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: deadUrl, ...PRICES,
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers create-subscription with service_unavailable and the family keeps its plan', async () => {
    const { token } = await t.signUp();
    const res = await t.request('POST', '/api/create-subscription', { token, body: { plan: 'basic', interval: 'month' } });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'service_unavailable', message: 'Could not create subscription. Please try again.' });
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.plan).toBe('free');
    expect((await t.request('GET', '/api/billing/subscription', { token })).body.state).toBe('none');
  });
});
