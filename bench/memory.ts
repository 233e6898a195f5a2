// bench/memory: the server's memory when idle, on the embedded database (PGlite) and, when
// BENCH_DATABASE_URL is set, on PostgreSQL. Each run is a fresh process (bench/lib/memory-child.ts)
// started like `npm start` (tsx), measured after each start-up step and after 10 s idle (IDLE_MS).
// Aim (issue 16): measured here and explained in the README ('Memory').
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { table } from './lib/stats.ts';

type Step = Record<string, string | number>;

function run(env: Record<string, string>): Promise<Step[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./lib/memory-child.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (m: { steps: Step[] }) => resolve(m.steps));
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`memory child exited with ${code}`))));
  });
}

export async function benchMemory(): Promise<void> {
  console.log('\n## bench/memory (MB; after a full GC at each step)\n');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  console.log('PGlite (embedded database), first start (initdb) of a new data folder:');
  console.log(table(await run({ DATABASE_URL: '', DATA_DIR: dataDir, START: 'first start' })));
  console.log('\nPGlite, the same folder started again (every later start):');
  console.log(table(await run({ DATABASE_URL: '', DATA_DIR: dataDir, START: 'restart' })));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    console.log('\nPostgreSQL:');
    console.log(table(await run({ DATABASE_URL: url })));
  } else {
    console.log('\n(PostgreSQL: set BENCH_DATABASE_URL to measure it too)');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMemory();
  process.exit(0);
}
