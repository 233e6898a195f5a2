// Control characters in text (a NUL byte above all, which PostgreSQL cannot store) are refused with
// a 400 naming the field, for every JSON body, query string and path parameter, before any route's
// own validation. Tab, line feed and carriage return are ordinary text and stay allowed.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (dot-separated) of the first string holding a control character, or null. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'value' : null;
  // Deeper than any of our contracts: leave the rest to the route's schema, which refuses it.
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return path || 'body';
    const found = findControlCharacter(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findControlCharacter(part);
      if (field) throw badRequest(`${field}: control characters (such as a NUL byte) are not allowed.`, field);
    }
  });
}
