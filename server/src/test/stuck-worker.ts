// A generation worker process for the dead-worker test: it takes a story, starts writing it and
// then hangs, so that the test can kill it with SIGKILL in the middle of a job.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';

const config = loadConfig();
const database = await openPostgres(config.databaseUrl ?? '', { maxConnections: 3 });
await buildApp(config, database, {
  worker: true,
  queueSchema: process.env.QUEUE_SCHEMA,
  ai: {
    writer: {
      languages: ['english', 'french'],
      write: () => {
        console.log('writing');
        return new Promise(() => undefined);
      },
    },
  },
});
console.log('ready');
