import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@storyloom/contracts/account';

/** Keys are 32 random bytes: a fast hash is enough (nothing to guess), and lets one indexed lookup find the key. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hash: hashApiKey(key) };
}
