// Limits that @fastify/rate-limit's one key per route cannot say (it runs one limiter per request):
// - an address ceiling on every limited route, so that many accounts made from one address do not
//   multiply its limit (a family is counted on its own; the address counts all of its families);
// - sign-in counted per e-mail address too, so that guessing one family's password from many
//   addresses is limited as well as guessing from one.
// They count in the same shared store as the route limits (the database, or Redis when REDIS_URL is set).
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { IDENTITY_BASE_PATH } from '../modules/auth/identity.ts';
import { AppError } from './app-error.ts';
import { countHit } from './rate-limit-stores.ts';

/** An address may make this many times one family's limit: a household or a school shares an address. */
export const ADDRESS_CEILING_FACTOR = 4;
const MINUTE = 60_000;

export type Hit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

export function sharedCounter(db: Db, redis: Redis | undefined, namespace: string): Hit {
  if (!redis) return (key, windowMs) => countHit(db, `${namespace}ceiling|${key}`, windowMs);
  return async (key, windowMs) => {
    const k = `${namespace}ceiling|${key}`;
    const [[, current], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await redis.pexpire(k, windowMs);
    return { current, ttl: ttl < 0 ? windowMs : ttl };
  };
}

async function refuseOver(hit: Hit, key: string, max: number, windowMs: number, req: FastifyRequest): Promise<void> {
  // As the route limits do: a counter store that is down lets the request through, and says so.
  const counted = await hit(key, windowMs).catch((err: unknown) => {
    req.log.warn({ err }, 'rate-limit ceiling store unavailable');
    return null;
  });
  if (!counted || counted.current <= max) return;
  req.log.info({ key: key.split(':')[0] }, 'rate limit reached');
  throw new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(counted.ttl / 1000)) });
}

interface Limit { max: number; timeWindow: number }

export function registerRateLimitCeilings(app: FastifyInstance, hit: Hit, signInPerMinute: number): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = (route.config as { rateLimit?: Limit } | undefined)?.rateLimit;
    if (limit && typeof limit.max === 'number') {
      const where = `${[route.method].flat().join(',')} ${route.url}`;
      const ceiling: onRequestHookHandler = async (req) => refuseOver(hit, `ip:${req.ip}|${where}`, limit.max * ADDRESS_CEILING_FACTOR, limit.timeWindow, req);
      route.onRequest = [...[route.onRequest ?? []].flat(), ceiling];
    }
    if (route.url === `${IDENTITY_BASE_PATH}/*`) {
      const perAccount: preHandlerHookHandler = async (req) => {
        if (req.method !== 'POST' || !req.url.startsWith(`${IDENTITY_BASE_PATH}/sign-in/email`)) return;
        const email = (req.body as { email?: unknown } | undefined)?.email;
        if (typeof email === 'string') await refuseOver(hit, `email:${email.trim().toLowerCase()}|sign-in`, signInPerMinute, MINUTE, req);
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), perAccount];
    }
  });
}
