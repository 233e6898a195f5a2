import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Heartbeats of running queue jobs. A worker renews its job's lease every few seconds; a job whose
 * lease has lapsed belongs to a dead process and is handed to another worker (jobs/job-leases.ts),
 * instead of waiting for the job's whole time limit.
 */
export const jobLeases = pgTable('job_leases', {
  jobId: uuid('job_id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
});
