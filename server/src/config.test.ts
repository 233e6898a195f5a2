import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.ts';

describe('configuration', () => {
  it('gives the embedded, offline set-up when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', ROLE: 'all' });
    expect([env.DATABASE_URL, env.AI_BASE_URL, env.S3_BUCKET, env.GOOGLE_CLIENT_ID]).toEqual([undefined, undefined, undefined, undefined]);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('reads lists and numbers', () => {
    const env = parseEnv({ PORT: '8080', ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ', DATABASE_URL: 'postgres://u@db:5432/storyloom' });
    expect(env.PORT).toBe(8080);
    expect(env.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/storyloom');
  });

  it('stops with a readable list naming every wrong variable', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', ROLE: 'boss' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'ROLE']) expect(message).toContain(`- ${name}:`);
  });

  it('refuses a Google client id without its secret', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it('refuses Stripe half configured, or configured without its price ids', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set together/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'whsec' })).toThrow(/STRIPE_PRICE_BASIC_MONTH: needed when Stripe is configured/);
  });

  it('reads a demo billing period in seconds and refuses one too short to watch', () => {
    expect(parseEnv({ DEMO_BILLING_PERIOD_SECONDS: '60' }).DEMO_BILLING_PERIOD_SECONDS).toBe(60);
    expect(parseEnv({}).DEMO_BILLING_PERIOD_SECONDS).toBeUndefined();
    expect(() => parseEnv({ DEMO_BILLING_PERIOD_SECONDS: '5' })).toThrow(/DEMO_BILLING_PERIOD_SECONDS/);
  });
});
