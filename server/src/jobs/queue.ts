// Durable jobs on pg-boss, in the product's own database (PGlite in embedded mode through its
// executeSql adapter, the PostgreSQL server in production). Workers scale by process count.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { claimDeadJobs, heartbeatEveryMs, holdLease, type LeaseOptions } from './job-leases.ts';

export interface JobQueue {
  boss: PgBoss;
  /** The PostgreSQL schema holding the queue's tables. */
  schema: string;
  /** Enqueues once per id: sending the same id again is a no-op, so retries and sweeps are safe. */
  send<T extends object>(queue: string, data: T, opts: { key: string; expireInSeconds: number; retryLimit: number; startAfter?: Date }): Promise<void>;
  work<T>(queue: string, concurrency: number, handler: (job: QueueJob<T>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueJob<T> {
  id: string;
  data: T;
  /** Attempts so far before this one, and how many retries are allowed. */
  retryCount: number;
  retryLimit: number;
}

/** A stable UUID for a job key, so the same logical job is never queued twice. */
export function jobId(key: string): string {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function createJobQueue(
  database: Database,
  queues: string[],
  schema = 'pgboss',
  leases: LeaseOptions = { deadAfterSeconds: 15 },
): Promise<JobQueue> {
  const boss = new PgBoss({
    schema,
    db: { executeSql: (text, values) => database.sql.executeSql(text, values) },
    // Expired (dead-worker) jobs are noticed by maintenance; check often so a crash costs seconds, not minutes.
    maintenanceIntervalSeconds: 15,
    monitorStateIntervalSeconds: 60,
    schedule: false,
  });
  boss.on('error', (err) => console.error('[queue]', err));
  await boss.start();
  for (const name of queues) await boss.createQueue(name, { name, policy: 'standard' });

  const workerIds = new Map<string, string[]>();
  const watchers: NodeJS.Timeout[] = [];
  return {
    boss,
    schema,
    async send(queue, data, opts) {
      await boss.send(queue, data, {
        id: jobId(opts.key),
        expireInSeconds: opts.expireInSeconds,
        retryLimit: opts.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        // A scheduled job (a renewal at the end of a billing period) waits until then.
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
      // A worker in this process picks the job up now instead of at its next poll.
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
    async work(queue, concurrency, handler) {
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        let self = '';
        const id = await boss.work<object>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const release = holdLease(database, job.id, leases);
            try {
              await handler({ id: job.id, data: job.data as never, retryCount: job.retryCount, retryLimit: job.retryLimit });
            } finally {
              await release();
              // A worker that just finished looks for the next job at once instead of sleeping a
              // polling interval: with a backlog, stories follow each other without gaps.
              if (self) boss.notifyWorker(self);
            }
          },
        );
        self = id;
        ids.push(id);
      }
      workerIds.set(queue, [...(workerIds.get(queue) ?? []), ...ids]);
      const watch = async () => {
        const dead = await claimDeadJobs(database, schema, queue, leases);
        if (dead.length === 0) return;
        // fail() hands a job with retries left back to the queue; the last attempt fails for good.
        await boss.fail(queue, dead);
        console.warn(`[queue] ${dead.length} ${queue} job(s) of a worker that stopped answering handed back`);
      };
      const timer = setInterval(() => void watch().catch((err: unknown) => console.error('[queue] dead-worker check failed', err)), heartbeatEveryMs(leases));
      timer.unref();
      watchers.push(timer);
    },
    async stop() {
      for (const timer of watchers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
