import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh data directory (database, outbox) for every run: the tests start from the demo lab.
const DATA_DIR =
  process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-e2e-'));
fs.chmodSync(DATA_DIR, 0o755);
process.env.E2E_DATA_DIR = DATA_DIR;
process.env.E2E_JWT_SECRET ??= 'e2e-secret-e2e-secret-e2e-secret-e2e';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      DEMO_PASSWORD: 'Demo!2026',
      SEED_DEMO: 'true',
      // A host name, not an IP address: it is the passkeys' relying party (e2e/twoFactor.spec.ts).
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every test signs in through the one loopback address; the limit itself is covered by the server tests.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
