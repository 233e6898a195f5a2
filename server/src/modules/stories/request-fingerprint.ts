// What a generate request asked for, as a short digest stored with its story (decision 025): an
// Idempotency-Key sent again must carry the same request, or it is refused rather than answered with
// a story the parent did not ask for. Taken from the parsed request (defaults filled in, names
// trimmed), so a field left out and the same field sent with its default are one request, and the
// order of the keys does not matter.
import { createHash } from 'node:crypto';

export function requestFingerprint(request: object): string {
  return createHash('sha256').update(canonicalJson(request)).digest('base64url');
}

/** JSON with every object's keys sorted and undefined members left out, as JSON.stringify leaves them out. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
