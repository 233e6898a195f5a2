// Backup and restore of one deployment: its database (the embedded one's data folder as a tarball, or
// a PostgreSQL server through pg_dump's custom format) and its media folder, into one directory with
// a manifest. The embedded database is read through its folder lock, so a backup of a running
// embedded server is refused with the lock's message; PostgreSQL is dumped while it runs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './client.ts';
import { lockDataFolder } from './data-lock.ts';

export interface BackupSource {
  /** A PostgreSQL server's URL; without it, the embedded database in `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
}

interface Manifest { format: 1; database: 'pglite' | 'postgres'; createdAt: string; media: boolean }

const DUMP = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

function run(command: string, args: string[]): void {
  const res = spawnSync(command, args, { encoding: 'utf8' });
  if (res.error) throw new Error(`${command} could not run (${res.error.message}): install the PostgreSQL client tools of the server's version.`);
  if (res.status !== 0) throw new Error(`${command} failed: ${res.stderr.trim()}`);
}

async function withPglite<T>(folder: string, opts: { loadDataDir?: Blob }, work: (db: PGlite) => Promise<T>): Promise<T> {
  const unlock = lockDataFolder(folder);
  try {
    const db = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS, ...opts });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/**
 * A PostgreSQL restore goes into an empty database: replacing tables in place (pg_restore --clean)
 * fails on the job queue's partitioned tables and would mix two states if it stopped half way.
 */
async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new Error('The database at DATABASE_URL is not empty. Restore into a new one (createdb storyloom_restored) and point DATABASE_URL at it.');
    }
  } finally {
    await client.end();
  }
}

/** Writes the backup into `out` (created; must not exist yet) and returns its manifest. */
export async function backup(source: BackupSource, out: string): Promise<Manifest> {
  if (existsSync(out)) throw new Error(`${out} already exists: give a new folder for the backup.`);
  mkdirSync(out, { recursive: true });
  try {
    return await writeBackup(source, out);
  } catch (err) {
    // No half-made backup is left behind to be mistaken for a whole one.
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(source: BackupSource, out: string): Promise<Manifest> {
  const database = source.databaseUrl ? 'postgres' : 'pglite';
  if (source.databaseUrl) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(out, DUMP.postgres)}`, source.databaseUrl]);
  } else {
    const folder = join(source.dataDir, 'db');
    if (!existsSync(folder)) throw new Error(`There is no embedded database in ${folder}.`);
    const tarball = await withPglite(folder, {}, (db) => db.dumpDataDir('gzip'));
    writeFileSync(join(out, DUMP.pglite), Buffer.from(await tarball.arrayBuffer()));
  }
  const media = join(source.dataDir, 'media');
  const hasMedia = existsSync(media);
  if (hasMedia) cpSync(media, join(out, 'media'), { recursive: true });
  const manifest: Manifest = { format: 1, database, createdAt: new Date().toISOString(), media: hasMedia };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back. The embedded database and the media folder being replaced are kept beside
 * themselves (`*.before-restore-<time>`), never deleted; a PostgreSQL backup goes into an empty database, in one transaction.
 */
export async function restore(from: string, target: BackupSource): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  if ((manifest.database === 'postgres') !== Boolean(target.databaseUrl)) {
    throw new Error(`This backup holds a ${manifest.database} database: restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`);
  }
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const setAside = (path: string) => {
    if (existsSync(path) && readdirSync(path).length > 0) renameSync(path, `${path}.before-restore-${stamp}`);
    else rmSync(path, { recursive: true, force: true });
  };
  if (target.databaseUrl) {
    await assertEmptyPostgres(target.databaseUrl);
    run('pg_restore', ['--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, join(from, DUMP.postgres)]);
  } else {
    const folder = join(target.dataDir, 'db');
    // Claimed first, so a running embedded server makes the restore stop before anything moves.
    lockDataFolder(folder)();
    setAside(folder);
    mkdirSync(folder, { recursive: true });
    const tarball = new Blob([readFileSync(join(from, DUMP.pglite))]);
    await withPglite(folder, { loadDataDir: tarball }, async (db) => void (await db.query('SELECT 1')));
  }
  const media = join(target.dataDir, 'media');
  if (manifest.media) {
    setAside(media);
    cpSync(join(from, 'media'), media, { recursive: true });
  }
  return manifest;
}
