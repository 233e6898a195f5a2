// Which peers may tell us the client's address (TRUST_PROXY). The address is then the first one,
// counting from our socket back along X-Forwarded-For, that is not a trusted proxy: entries a client
// writes in front of those its proxies append are never reached.
import type { TrustProxy } from '../config.ts';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Fastify's own reading of a number trusts nobody (it cannot check the peer), so a hop count is
 * given as a function: the nearest `hops` addresses are proxies. That is right only when the server
 * cannot be reached except through them; otherwise list the proxies' addresses instead.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | TrustFn {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}
