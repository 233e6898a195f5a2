import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/**
 * Stories taken per user and calendar month (UTC, 'YYYY-MM'). One row per month makes the credit
 * check a single conditional upsert, so concurrent requests can never pass the plan's limit.
 */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
