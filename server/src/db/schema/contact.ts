import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/**
 * Messages sent through the contact form (SPEC §3 'Contact form'). Kept even when SMTP delivery works,
 * so the admin dashboard can list them; a family's account deletion keeps the message but forgets the link.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => appUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull().default('general'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Interface language the message was written in ('en' | 'fr'). */
    language: text('language').notNull().default('en'),
    /** Set when an admin has read it; null = unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's Messages tab lists newest first; the rate limit counts one address's recent messages.
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_email_created_idx').on(t.email, t.createdAt)],
);
