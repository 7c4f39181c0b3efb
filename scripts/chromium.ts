import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * The Chromium every browser run of this project drives, the e2e suite (playwright.config.ts)
 * and the benches (scripts/benchUi/session.ts) alike: Debian's, unless CHROMIUM_PATH names
 * another; Playwright's own only when neither exists (Playwright's download is not reachable
 * from the lab's machines, so .ci/run installs Debian's).
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string));
}

/** As root without a sandbox, and kept from reaching out: this machine's network is closed. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
