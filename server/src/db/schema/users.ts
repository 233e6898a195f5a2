import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identityUsers } from './identity.ts';

/** The product's user (SPEC §3 'Database user'), one per identity. */
export const appUsers = pgTable('app_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  identityId: text('identity_id').notNull().unique().references(() => identityUsers.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  subscriptionPlan: text('subscription_plan', { enum: ['free', 'basic', 'premium', 'pro'] }).notNull().default('free'),
  subscriptionStatus: text('subscription_status', { enum: ['active', 'past_due', 'canceled', 'incomplete'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by an admin: the family cannot sign in, its sessions end and its share links stop. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
},
// The admin's Users table pages through families by join date (issue 13).
(t) => [index('app_users_created_idx').on(t.createdAt, t.id)]);
