// How long a statement's commit waits (docs/decisions/026-a-reading-place-saved-without-waiting-for-the-disk.md).
// PostgreSQL answers a commit once its WAL is flushed to disk (synchronous_commit on, our default):
// a few milliseconds on a busy disk, during which the rows it wrote stay locked. For writes that the
// next one replaces anyway (a reader's place in a book), that wait buys little: set in a statement,
// this fragment lets that statement's own transaction commit without it. A crash of the database
// server may then forget the last fraction of a second of such writes; it never leaves the database
// inconsistent, and every other statement on the connection still waits for the disk.
import { sql } from 'drizzle-orm';

/** A value for a statement's RETURNING list: the statement's transaction commits without waiting for the WAL flush. */
export const commitWithoutWaitingForDisk = sql<string>`set_config('synchronous_commit', 'off', true)`;
