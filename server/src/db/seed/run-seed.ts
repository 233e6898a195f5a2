// `npm run db:seed -- --users 10000 --stories 100000 [--seed 1]`: fills the database the server
// would use (DATABASE_URL, else the embedded one under DATA_DIR) with realistic families, stories
// and contact messages, to try the admin dashboard and measure it (bench/admin.ts). It adds to
// what is there. Seeded families have no password: they are records to look at, not accounts to
// sign in with. Stop the server first when using the embedded database (one process at a time).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDatabase } from './seed-database.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '100' }, stories: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } },
});
const users = Number(values.users);
const storyCount = Number(values.stories);
if (!Number.isInteger(users) || users < 0 || !Number.isInteger(storyCount) || storyCount < 0) {
  console.error('Usage: npm run db:seed -- --users 10000 --stories 100000 [--seed 1]');
  process.exit(1);
}

const config = loadConfig();
// The same folder main.ts opens: the embedded database lives in DATA_DIR/db.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
const where = config.databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : `the embedded database in ${config.dataDir}/db`;
console.log(`Seeding ${users} families and ${storyCount} stories into ${where}…`);
const started = performance.now();
const counts = await seedDatabase(database.db, { users, stories: storyCount, seed: Number(values.seed) });
console.log(
  `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.families} families, ${counts.stories} stories (${counts.failed} failed), ${counts.messages} messages.`,
);
await database.close();
