import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer, stopServer } from '../../server/serverProcess';
import { chromiumLaunchOptions } from '../chromium';

/**
 * What every browser bench starts (`npm run bench:ui`, the profilers): the real server
 * (`server/main.ts`, production mode) on a fresh embedded PostgreSQL with the demo lab, and
 * Debian's Chromium. Both end however the bench ends, a Ctrl-C, a kill or a closed pipe
 * (`… | head`) included: a bench that left them behind went on loading the machine it measures.
 */

export const DEMO_PASSWORD = 'Demo!2026';

export type StorageState = Awaited<
  ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>
>;

export interface Bench {
  baseUrl: string;
  browser: Browser;
  /** Closes the browser, stops the server and removes its data; once, however often called. */
  close: () => Promise<void>;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface BenchServer {
  baseUrl: string;
  ready: Promise<number>;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
}

/**
 * The real server in production mode on a fresh embedded PostgreSQL with the demo lab; from
 * `root`, another checkout (ab.ts), when given.
 */
export async function startBenchServer(name: string, root?: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `image-requests-${name}-`));
  // Run as root, the embedded PostgreSQL runs as "postgres", which must be able to enter it.
  fs.chmodSync(dataDir, 0o755);
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      JWT_SECRET: `${name}-bench-0123456789abcdef-0123456789abcdef`,
      AUTH_RATE_LIMIT: '1000',
    },
    tailOnly: true,
    root,
  });
  return {
    baseUrl: server.baseUrl,
    ready: server.ready,
    stop: async () => {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Ends `close` (once) on Ctrl-C, a kill or a closed pipe, then exits: a bench that left its
 * servers behind went on loading the machine it measures.
 */
export function closeOnExit(close: () => Promise<void>): void {
  const endNow = (code: number) => void close().finally(() => process.exit(code));
  for (const signal of SIGNALS)
    process.once(signal, () => endNow(128 + (os.constants.signals[signal] ?? 0)));
  // A reader that went away (EPIPE): Node would otherwise end at the next line printed.
  process.stdout.on('error', () => endNow(1));
}

/** The Chromium the e2e suite drives, with the same flags (scripts/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

export async function openBench(name: string): Promise<Bench> {
  const server = await startBenchServer(name);
  let browser: Browser | undefined;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await browser?.close().catch(() => undefined);
      await server.stop();
    })());
  closeOnExit(close);
  try {
    browser = await launchChromium();
    await server.ready;
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl: server.baseUrl, browser, close };
}

/** Signs `username` in through the login page; the browser storage a signed-in visit starts with. */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  username: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await card.getByLabel('Username').fill(username);
  await card.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}
