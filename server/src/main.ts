// Starts Storyloom: the web server, the generation worker, or both (the embedded default).
import { checkStoryContent } from './ai/offline/storyteller/languages.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataFolderLockedError } from './db/data-lock.ts';

async function main(): Promise<void> {
  const roleArg = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  if (roleArg) process.env.ROLE = roleArg;
  const config = loadConfig();
  // The storyteller's content and tables are checked now: a broken file stops the start, not a story later.
  checkStoryContent();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  const { app } = await buildApp(config, database, { logger: config.env !== 'test', worker: config.role !== 'web' });

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  if (config.role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}/db`;
    console.log(`Storyloom is ready on ${config.publicUrl} (database: ${where})`);
  } else {
    console.log('Storyloom worker is running: waiting for stories to write.');
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataFolderLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
