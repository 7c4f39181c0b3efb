import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { resolveJwtSecret } from '../auth/secret';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from '../test/testApp';

/* Issue 9, hole 8 (part): a short JWT_SECRET stops the server; HSTS when PUBLIC_URL is https. */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-defaults-'));
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

describe('JWT_SECRET', () => {
  it('refuses a secret shorter than 32 bytes, saying what to do', () => {
    expect(() => resolveJwtSecret('short-secret', dataDir)).toThrow(/JWT_SECRET is shorter than 32 bytes/);
    expect(resolveJwtSecret('x'.repeat(32), dataDir)).toBe('x'.repeat(32));
  });

  it('keeps a generated secret of 48 random bytes when none is set', () => {
    const secret = resolveJwtSecret('', dataDir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    expect(resolveJwtSecret('', dataDir)).toBe(secret);
  });
});

describe('HSTS', () => {
  async function hstsFor(publicUrl: string): Promise<string | null> {
    const config = { ...readConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
    const app = await buildApp({ config, db: t.db, logger: false, clientDir: path.join(dataDir, 'no-client'), mailer: { send: async () => undefined } });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${baseUrl}/api/BinaryRequest/GetRequests`);
      return res.headers.get('strict-transport-security');
    } finally {
      await app.close();
    }
  }

  it('is sent when people open the app over https, and not over plain http', async () => {
    expect(await hstsFor('https://requests.lab.example.com')).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsFor('http://localhost:8080')).toBeNull();
  });
});
