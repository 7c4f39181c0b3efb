import { row } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { createTokenService, WORKING_DAY_SECONDS, type TokenService } from './tokens';

/**
 * The server keeps the user of each token it has verified (tokens.ts): a token used once must still be
 * refused once it is revoked, expired or stale, and a forged one never rides on a cached one.
 */

let t: TestApp;
let tokens: TokenService;
let admin: { userId: string; username: string; passwordChangedAt: Date };

beforeAll(async () => {
  t = await createTestApp();
  tokens = createTokenService('tokens-test-secret-tokens-test-secret');
  const found = await row<{ userId: string; username: string; passwordChangedAt: Date }>(
    t.db,
    `SELECT id AS "userId", username, password_changed_at AS "passwordChangedAt" FROM users WHERE username = 'admin'`,
  );
  if (!found) throw new Error('the lab has no admin');
  admin = found;
});

// The clock fast-jwt reads (Date.now) when it signs and when it checks a token's expiry.
const realNow = Date.now.bind(Date);
const setClock = (ms: number) => {
  Date.now = () => ms;
};
afterEach(() => {
  Date.now = realNow;
});

let issued = 0;
/** A token of its own: tokens signed in the same second with the same claims are identical. */
function freshToken(signedAt?: number): { token: string; issuedAt: number } {
  issued += 1;
  const issuedAt = signedAt ?? realNow() - issued * 1000;
  setClock(issuedAt);
  const token = tokens.issue(admin, false);
  Date.now = realNow;
  return { token, issuedAt };
}
afterAll(async () => t.close());

describe('authenticate with verified tokens cached', () => {
  it('refuses a token revoked after it was verified and cached', async () => {
    const { token } = freshToken();
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    await tokens.revoke(t.db, token);
    expect(await tokens.authenticate(t.db, token)).toBeUndefined();
  });

  it("refuses a cached token from its expiry on, well within the cache's 10 minutes", async () => {
    // Signed almost a working day ago: it expires 5 s from now.
    const expiresAt = Date.now() + 5_000;
    const { token } = freshToken(expiresAt - WORKING_DAY_SECONDS * 1000);
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    setClock(expiresAt - 1_000);
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    setClock(expiresAt + 1_000);
    expect(await tokens.authenticate(t.db, token)).toBeUndefined();
  });

  it('refuses a cached token once the password changes', async () => {
    const { token } = freshToken();
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    await t.db.query(
      "UPDATE users SET password_changed_at = password_changed_at + interval '1 second' WHERE id = $1",
      [admin.userId],
    );
    try {
      expect(await tokens.authenticate(t.db, token)).toBeUndefined();
    } finally {
      await t.db.query(
        "UPDATE users SET password_changed_at = password_changed_at - interval '1 second' WHERE id = $1",
        [admin.userId],
      );
    }
  });

  it('refuses a token whose signature was altered, though the genuine one is cached', async () => {
    const { token } = freshToken();
    expect((await tokens.authenticate(t.db, token))?.username).toBe('admin');
    const [header, payload, signature = ''] = token.split('.');
    // The first character: the last one's low bits are padding that decoders may ignore.
    const first = signature.startsWith('A') ? 'B' : 'A';
    expect(
      await tokens.authenticate(t.db, `${header}.${payload}.${first}${signature.slice(1)}`),
    ).toBeUndefined();
    const other = createTokenService('another-secret-another-secret-another').issue(admin, false);
    expect(await tokens.authenticate(t.db, other)).toBeUndefined();
  });
});
