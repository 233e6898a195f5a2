// Dead-worker detection. pg-boss notices a dead worker only when the job's time limit runs out
// (minutes, for a story). Here each running job renews a lease every few seconds, and every worker
// process watches the queue: an active job whose lease has lapsed, or which never got one, is
// failed so pg-boss retries it on a live worker. Claiming a lapsed lease is one atomic statement,
// so when several watchers see the same dead job, exactly one of them hands it back.
import type { Database } from '../db/client.ts';

export interface LeaseOptions {
  /** A job silent for this long is taken to have died. */
  deadAfterSeconds: number;
}

export function heartbeatEveryMs(opts: LeaseOptions): number {
  return Math.max(250, (opts.deadAfterSeconds * 1000) / 4);
}

/** Renews the lease of a running job until the returned function is called. */
export function holdLease(database: Database, jobId: string, opts: LeaseOptions): () => Promise<void> {
  const beat = () =>
    database.sql
      .executeSql('INSERT INTO job_leases (job_id, beat_at) VALUES ($1, now()) ON CONFLICT (job_id) DO UPDATE SET beat_at = now()', [jobId])
      // A database blip costs one beat; the next one renews the lease.
      .catch(() => undefined);
  void beat();
  const timer = setInterval(beat, heartbeatEveryMs(opts));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await database.sql.executeSql('DELETE FROM job_leases WHERE job_id = $1', [jobId]).catch(() => undefined);
  };
}

/** Active jobs of `queue` whose lease lapsed (or never began), claimed by this watcher. */
export async function claimDeadJobs(database: Database, schema: string, queue: string, opts: LeaseOptions): Promise<string[]> {
  const { rows: silent } = await database.sql.executeSql(
    `SELECT j.id::text AS id FROM ${schema}.job j LEFT JOIN job_leases l ON l.job_id = j.id
     WHERE j.name = $1 AND j.state = 'active'
       AND coalesce(l.beat_at, j.started_on) < now() - make_interval(secs => $2)`,
    [queue, opts.deadAfterSeconds],
  );
  const ids = (silent as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  // The claim renews the lease too: until a live worker takes the retried job, nobody claims it again.
  const { rows: claimed } = await database.sql.executeSql(
    `INSERT INTO job_leases (job_id, beat_at) SELECT unnest($1::uuid[]), now()
     ON CONFLICT (job_id) DO UPDATE SET beat_at = now()
     WHERE job_leases.beat_at < now() - make_interval(secs => $2)
     RETURNING job_id::text AS id`,
    [ids, opts.deadAfterSeconds],
  );
  return (claimed as { id: string }[]).map((r) => r.id);
}
