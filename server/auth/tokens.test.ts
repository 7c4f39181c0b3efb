import { createSigner } from 'fast-jwt';
import { row } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { endSessions, insertSession } from './sessionStore';
import { createTokenService, WORKING_DAY_SECONDS, type TokenService } from './tokens';

/**
 * The server keeps the user of each token it has verified (tokens.ts): a token used once must still be
 * refused once it is revoked, expired or stale, and a forged one never rides on a cached one.
 */

const SECRET = 'tokens-test-secret-tokens-test-secret';
let t: TestApp;
let tokens: TokenService;
let admin: { userId: string; username: string; passwordChangedAt: Date };
/** One session for the tokens here; a test that ends it starts its own. */
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = createTokenService(SECRET);
  const found = await row<{ userId: string; username: string; passwordChangedAt: Date }>(
    t.db,
    `SELECT id AS "userId", username, password_changed_at AS "passwordChangedAt" FROM users WHERE username = 'admin'`,
  );
  if (!found) throw new Error('the lab has no admin');
  admin = found;
  sessionId = await insertSession(t.db, {
    userId: admin.userId,
    method: 'password',
    lifetimeSeconds: WORKING_DAY_SECONDS,
    address: '127.0.0.1',
    userAgent: 'tokens.test',
  });
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
  const token = tokens.issue(admin, false, sessionId);
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
    // The whole session ended: another token of it too. The next tests get a session of their own.
    expect(await tokens.authenticate(t.db, freshToken().token)).toBeUndefined();
    sessionId = await insertSession(t.db, {
      userId: admin.userId,
      method: 'password',
      lifetimeSeconds: WORKING_DAY_SECONDS,
      address: '127.0.0.1',
      userAgent: 'tokens.test',
    });
  });

  it('refuses a cached token once its session is ended, and one naming no session', async () => {
    const { token } = freshToken();
    expect((await tokens.authenticate(t.db, token))?.sessionId).toBe(sessionId);
    const ended = sessionId;
    sessionId = await insertSession(t.db, {
      userId: admin.userId,
      method: 'password',
      lifetimeSeconds: WORKING_DAY_SECONDS,
      address: '127.0.0.1',
      userAgent: 'tokens.test',
    });
    // Another session of the same user stays open.
    const { token: other } = freshToken();
    expect((await tokens.authenticate(t.db, other))?.username).toBe('admin');
    expect(await endSessions(t.db, { sessionId: ended })).toBe(1);
    expect(await tokens.authenticate(t.db, token)).toBeUndefined();
    expect((await tokens.authenticate(t.db, other))?.username).toBe('admin');
    const signer = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const sessionless = signer({
      sub: admin.userId,
      username: admin.username,
      pwd: admin.passwordChangedAt.getTime(),
    });
    expect(await tokens.authenticate(t.db, sessionless)).toBeUndefined();
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
    const other = createTokenService('another-secret-another-secret-another').issue(
      admin,
      false,
      sessionId,
    );
    expect(await tokens.authenticate(t.db, other)).toBeUndefined();
  });
});
