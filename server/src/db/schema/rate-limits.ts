import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters for the API's rate limits when no Redis is configured: one row per route and
 * family (or client address), shared by every web process. A window ends at resetsAt.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
