import { integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stories } from './stories.ts';
import { appUsers } from './users.ts';

export const readingProgress = pgTable(
  'reading_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    currentPage: integer('current_page').notNull().default(0),
    totalPages: integer('total_pages').notNull(),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    /** Seconds spent reading, summed from the reader's saves (dashboard reading time). */
    secondsRead: integer('seconds_read').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [unique('reading_progress_user_story_uq').on(t.userId, t.storyId)],
);
