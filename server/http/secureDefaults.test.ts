import { resolveJwtSecret } from '../auth/secret';
import { listenWith, testAppWithDir } from '../test/appOnTestDb';

/* Issue 9, hole 8 (part): a short JWT_SECRET stops the server; HSTS when PUBLIC_URL is https. */
const files = testAppWithDir('defaults');

describe('JWT_SECRET', () => {
  it('refuses a secret shorter than 32 bytes, saying what to do', () => {
    expect(() => resolveJwtSecret('short-secret', files.dir)).toThrow(
      /JWT_SECRET is shorter than 32 bytes/,
    );
    expect(resolveJwtSecret('x'.repeat(32), files.dir)).toBe('x'.repeat(32));
  });

  it('keeps a generated secret of 48 random bytes when none is set', () => {
    const secret = resolveJwtSecret('', files.dir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    expect(resolveJwtSecret('', files.dir)).toBe(secret);
  });
});

describe('HSTS', () => {
  async function hstsFor(publicUrl: string): Promise<string | null> {
    const app = await listenWith(files.t.db, files.dir, { env: { PUBLIC_URL: publicUrl } });
    try {
      const res = await fetch(`${app.baseUrl}/api/BinaryRequest/GetRequests`);
      return res.headers.get('strict-transport-security');
    } finally {
      await app.close();
    }
  }

  it('is sent when people open the app over https, and not over plain http', async () => {
    expect(await hstsFor('https://requests.lab.example.com')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hstsFor('http://localhost:8080')).toBeNull();
  });
});
