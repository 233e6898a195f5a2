import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_SESSION_SECRET } from './e2e-identity.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  // Two cores: one browser at a time keeps the server responsive and the run predictable.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), ADMIN_EMAILS: E2E_ADMIN_EMAIL, SESSION_SECRET: E2E_SESSION_SECRET },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
