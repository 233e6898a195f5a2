// Tells a database that cannot be reached (stopped, restarting, failing over, a proxy that cut an
// idle connection) from a bug: the first is a 503 that the client may retry, the second a 500.

/** Socket errors and PostgreSQL's "connection exception" / "operator intervention" classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN',
  '08000', '08001', '08003', '08004', '08006', // connection_exception and its kinds
  '57P01', '57P02', '57P03', // admin_shutdown, crash_shutdown, cannot_connect_now
  '53300', // too_many_connections
]);

/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'Client was closed and is not queryable',
];

/** True when the error, or any error it wraps (Drizzle and better-auth wrap the driver's), says the database is out of reach. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Storyloom cannot reach its database right now. Please try again in a moment.';
