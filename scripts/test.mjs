// `npm test`: every check, in the order that fails fastest: lint, typecheck, unit and integration
// tests (PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set), the scale-out run
// (when TEST_DATABASE_URL is set), then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(res.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  run('install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}

const projects = ['packages/contracts', 'server', 'web', 'e2e', 'bench'];
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
for (const p of projects) run(`typecheck ${p}`, 'npx', ['tsc', '-p', p, '--noEmit']);
run('unit and integration tests', 'npx', ['vitest', 'run']);
// The scale-out run needs a PostgreSQL server; CI has one (TEST_DATABASE_URL). About a minute.
if (process.env.TEST_DATABASE_URL) run('scale-out run (2 web processes, 1 worker, PostgreSQL, S3)', 'npm', ['run', 'test:scale']);
ensureChromium();
run('build web app', 'npm', ['run', 'build', '-w', 'web']);
run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log('\nAll checks passed.');
