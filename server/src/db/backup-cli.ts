// `npm run db:backup [-- <folder>]` and `npm run db:restore -- <folder>`, with the deployment's own
// DATABASE_URL and DATA_DIR (as the server reads them).
import { join } from 'node:path';
import { backup, restore } from './backup.ts';

const [command, folder] = process.argv.slice(2);
const source = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' };

try {
  if (command === 'backup') {
    const out = folder ?? join('backups', `storyloom-${new Date().toISOString().replaceAll(':', '-')}`);
    const manifest = await backup(source, out);
    console.log(`Backed up the ${manifest.database} database${manifest.media ? ' and the media' : ''} to ${out}`);
  } else if (command === 'restore' && folder) {
    const manifest = await restore(folder, source);
    console.log(`Restored the ${manifest.database} database${manifest.media ? ' and the media' : ''} from ${folder} (made ${manifest.createdAt}).`);
  } else {
    console.error('Usage: npm run db:backup [-- <folder>] | npm run db:restore -- <folder>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
