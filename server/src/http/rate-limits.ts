// The API's rate limits (DESIGN.md 'Running well under load'): counted per signed-in family where
// there is one, else per client address (as TRUST_PROXY lets us see it), in a store that all web
// processes share. A route opts in with `config: { rateLimit: RATE_LIMITS.x }`; a 429 carries
// Retry-After. Sign-in and sign-up are limited by better-auth (see modules/auth/identity.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import { findIdentity } from '../modules/auth/session.ts';
import { registerRateLimitCeilings, sharedCounter } from './rate-limit-ceilings.ts';
import { databaseStore } from './rate-limit-stores.ts';

const MINUTE = 60_000;

/** Requests per minute for each limited kind of call: one table, so they are easy to compare. */
export const RATE_LIMITS = {
  /** Free text to speech: real CPU per call. */
  narrate: { max: 30, timeWindow: MINUTE },
  /** A page's narration or the audiobook of a story. */
  narrationPage: { max: 120, timeWindow: MINUTE },
  audiobook: { max: 10, timeWindow: MINUTE },
  /** The landing page's demo, open to anyone. */
  demo: { max: 12, timeWindow: MINUTE },
  /** A new story or a regeneration; the plan's monthly credits are the real limit, this stops bursts. */
  generate: { max: 20, timeWindow: MINUTE },
  /** PDF and EPUB downloads (cached after the first, but the first is real work). */
  export: { max: 20, timeWindow: MINUTE },
} as const;

/** The contact form, its writing help and the chatbot: SUPPORT_RATE_LIMIT_PER_MINUTE each. */
export const supportRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: MINUTE });

/** The family when the request is signed in; else the address. A junk credential is just an address. */
export async function rateLimitKey(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const who = await findIdentity(ctx, req).catch(() => null);
  return who ? `family:${who.id}` : `ip:${req.ip}`;
}

/**
 * Registers the limiter on the root instance (before any route). `namespace` separates test suites
 * sharing one database or Redis; processes of one deployment share the default.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: AppContext, namespace = 'storyloom:rl:', unlimited = false): Promise<void> {
  const redis = ctx.config.redisUrl
    ? new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  if (!unlimited) registerRateLimitCeilings(app, sharedCounter(ctx.database.db, redis, namespace), ctx.config.authRateLimitPerMinute);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: namespace } : { store: databaseStore(ctx.database.db, namespace) }),
    keyGenerator: (req) => rateLimitKey(ctx, req),
    // A counter store that is down must not take the product down with it: the limit lapses and it is logged.
    skipOnError: true,
    ...(unlimited ? { allowList: () => true } : {}),
    onExceeded: (req, key) => req.log.info({ key: key.startsWith('family:') ? 'family' : 'address' }, 'rate limit reached'),
  });
}
