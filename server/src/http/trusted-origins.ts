// Which web pages may send cookie-authenticated requests to us: THE one rule, used by better-auth's
// origin check and by our own API (issue 14, issue 15). A production set-up (PUBLIC_URL set) trusts
// PUBLIC_URL only. The embedded default trusts the addresses a person would type for this machine
// (localhost, 127.0.0.1, [::1], its host name, its network addresses) on the port it is reached at,
// and no other name, so a foreign site that points its own name at this machine (DNS rebinding)
// is still refused.
import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../config.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'port'>;

/** PUBLIC_URL unset: loadConfig's default address stands in for it. */
export function isEmbeddedDefault(config: OriginConfig): boolean {
  return config.publicUrl === `http://localhost:${config.port}`;
}

/** The names a person types for this machine. */
export function localHostnames(): string[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const host = hostname().toLowerCase();
  if (host) {
    names.add(host);
    if (!host.includes('.')) names.add(`${host}.local`);
  }
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4') names.add(address.address);
      else if (!address.internal && !address.address.startsWith('fe80')) names.add(`[${address.address}]`);
    }
  }
  return [...names];
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * The origins trusted for a request that reached us under `host` (its Host header). In the embedded
 * default the port is the one the request came in on (the configured one, or the test's free port).
 */
export function trustedOrigins(config: OriginConfig, host?: string | null): string[] {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (!isEmbeddedDefault(config)) return [publicOrigin];
  const reached = host ? safeUrl(`http://${host}`) : null;
  const ports = new Set([String(config.port)]);
  if (reached && localHostnames().includes(reached.hostname)) ports.add(portOf(reached));
  const origins = new Set([publicOrigin]);
  for (const name of localHostnames()) for (const port of ports) if (port !== '0') origins.add(`http://${name}:${port}`);
  return [...origins];
}

export function isTrustedOrigin(config: OriginConfig, origin: string, host?: string | null): boolean {
  const url = safeUrl(origin);
  return url !== null && trustedOrigins(config, host).includes(url.origin);
}

/**
 * Where the links we hand out point (e-mailed links, share links). Production: PUBLIC_URL. The embedded
 * default: the address the family's page is open at when it is one of this machine's, so that a
 * parent at 127.0.0.1 is signed in there by the confirmation link (not on localhost, where their tab
 * is not), and a grandparent on the home network gets an address that works for them.
 */
export function linkOrigin(config: OriginConfig, origin?: string | null, host?: string | null): string {
  if (!isEmbeddedDefault(config)) return config.publicUrl;
  const page = origin ?? (host ? `http://${host}` : null);
  return page && isTrustedOrigin(config, page, host) ? (safeUrl(page)?.origin ?? config.publicUrl) : config.publicUrl;
}

/** A link made by better-auth from PUBLIC_URL, moved to the address the request came from (above). */
export function linkForRequest(config: OriginConfig, link: string, request?: Request): string {
  const origin = linkOrigin(config, request?.headers.get('origin'), request?.headers.get('host'));
  const url = new URL(link);
  const to = new URL(origin);
  url.protocol = to.protocol;
  url.host = to.host;
  return url.toString();
}

/** What to tell someone whose address is refused. */
export function refusedOriginMessage(config: OriginConfig, origin: string): string {
  return isEmbeddedDefault(config)
    ? `This page was opened at ${origin}, which is not an address of this Storyloom server. Open it at http://localhost:${config.port}, or set PUBLIC_URL to the address you use.`
    : `This page was opened at ${origin}, but this Storyloom server answers at ${new URL(config.publicUrl).origin} (PUBLIC_URL). Open it there, or change PUBLIC_URL.`;
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
