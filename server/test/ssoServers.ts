/**
 * For e2e/sso.spec.ts: a real OpenID provider (oidc-provider, ./oidcProvider.ts) and the app
 * configured to sign in through it, each on a free port, the app on a fresh database with the
 * demo lab. Prints one JSON line `{ appUrl, issuer }` once both are ready; SIGTERM stops both.
 * Run as its own process (`node --import tsx server/test/ssoServers.ts`): the provider is an
 * ES module the browser tests' loader does not take.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, stopServer } from '../serverProcess';
import { startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './oidcProvider';

const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const provider = await startTestProvider(appUrl);
// The people the provider knows, by login name (e2e/sso.spec.ts signs in as them).
provider.accounts.set('jordan', { email: 'jlee@lab.example.com', email_verified: true });
provider.accounts.set('newcomer', {
  email: 'newcomer@lab.example.com',
  email_verified: true,
  given_name: 'Nia',
  family_name: 'Newcomer',
});
provider.accounts.set('unverified', { email: 'staff@lab.example.com', email_verified: false });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-sso-'));
// Run as root, the embedded PostgreSQL runs as "postgres", which must enter it (as playwright.config.ts).
fs.chmodSync(dataDir, 0o755);
const app = await startServer({
  port,
  env: {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'Demo!2026',
    JWT_SECRET: 'sso-e2e-secret-sso-e2e-secret-sso-e2e',
    PUBLIC_URL: appUrl,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    OIDC_LABEL: 'Lab Login',
  },
});
await app.ready;
console.log(JSON.stringify({ appUrl, issuer: provider.issuer }));

process.on('SIGTERM', () => {
  void (async () => {
    await stopServer(app);
    await provider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
