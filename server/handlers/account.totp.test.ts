import * as OTPAuth from 'otpauth';
import { expectOk, signedIn } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';
import { WRONG_CODE } from './account/secondFactor';

/*
 * Issue 21, item 3: TOTP enrolment, sign-in with a code (±1 step, each step once), recovery
 * codes (each once), wrong codes counted like wrong passwords, turning it off, an
 * administrator's reset. Real PostgreSQL, real HTTP.
 */
let t: TestApp;
beforeAll(async () => {
  // Sign-ins from the one test address would pass the per-address limit (its own test covers it).
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => t.close());

const PERIOD_MS = 30_000;
const codeAt = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Waits past a step boundary near by, so the codes a test computes keep their step. */
async function freshStep(): Promise<number> {
  const into = Date.now() % PERIOD_MS;
  if (into > PERIOD_MS - 5_000) await new Promise((r) => setTimeout(r, PERIOD_MS - into + 200));
  return Date.now();
}

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** When the confirming code was made: its step is used, whatever the clock reads later. */
  confirmedAt: number;
}

async function enrol(username: string): Promise<Enrolment> {
  const setup = expectOk(await t.call('StartTotpSetup', { as: username })).result;
  const confirmedAt = await freshStep();
  const confirmed = expectOk(
    await t.call('ConfirmTotpSetup', {
      as: username,
      body: { code: codeAt(setup.secret, confirmedAt) },
    }),
  );
  return { secret: setup.secret, recoveryCodes: confirmed.result.recoveryCodes, confirmedAt };
}

async function challenge(username: string): Promise<string> {
  const res = expectOk(
    await t.call('Login', { body: { username, password: TEST_DEMO_PASSWORD } }),
  ).result;
  if (res.status !== 'secondFactor')
    throw new Error(`expected a challenge: ${JSON.stringify(res)}`);
  expect(res.methods).toEqual(['totp']);
  return res.challengeToken;
}

const verify = (challengeToken: string, code: string) =>
  t.call('VerifySecondFactor', { body: { challengeToken, code } });

describe('TOTP enrolment', () => {
  it('turns on with a right first code only, stores the secret sealed and shows ten recovery codes', async () => {
    const setup = expectOk(await t.call('StartTotpSetup', { as: 'jlee' })).result;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Image%20Requests:jlee\?.*secret=/);
    const stored = await t.db.query<{ secret_encrypted: string }>(
      `SELECT secret_encrypted FROM user_totp t JOIN users u ON u.id = t.user_id WHERE u.username = 'jlee'`,
    );
    expect(stored.rows[0]?.secret_encrypted).toMatch(/^v1\./);
    expect(stored.rows[0]?.secret_encrypted).not.toContain(setup.secret);

    const now = await freshStep();
    const wrong = await t.call('ConfirmTotpSetup', {
      as: 'jlee',
      body: { code: codeAt(setup.secret, now + 5 * PERIOD_MS) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect(expectOk(await t.call('GetSecondFactors', { as: 'jlee' })).result.totpEnabled).toBe(
      false,
    );

    const ok = expectOk(
      await t.call('ConfirmTotpSetup', { as: 'jlee', body: { code: codeAt(setup.secret, now) } }),
    );
    expect(ok.result.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.result.recoveryCodes).size).toBe(10);
    const hashes = await t.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM user_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'jlee'`,
    );
    expect(hashes.rows).toHaveLength(10);
    for (const code of ok.result.recoveryCodes) {
      expect(hashes.rows.map((r) => r.code_hash)).not.toContain(code);
    }
    expect(expectOk(await t.call('GetSecondFactors', { as: 'jlee' })).result).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      enrolmentRequired: false,
    });
    // Once on, a second set-up is refused until it is turned off.
    expect((await t.call('StartTotpSetup', { as: 'jlee' })).status).toBe(409);
  });
});

describe('signing in with TOTP on', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  let confirmedAt = 0;
  beforeAll(async () => {
    ({ secret, recoveryCodes, confirmedAt } = await enrol('mgarcia'));
  });

  it('answers the password with a challenge that is no bearer token', async () => {
    const challengeToken = await challenge('mgarcia');
    const asBearer = await t.call('GetUserOrganizations', { as: { token: challengeToken } });
    expect(asBearer.status).toBe(401);
    const info = expectOk(
      await t.call('GetTokenInformation', { query: { token: challengeToken } }),
    );
    expect(info.result.valid).toBe(false);
  });

  it('takes a code one step either side, never the same step twice, nor an earlier one', async () => {
    const challengeToken = await challenge('mgarcia');
    const now = await freshStep();
    // The set-up's step is used: refused, though on a slow machine the clock may be a step on.
    expect((await verify(challengeToken, codeAt(secret, confirmedAt))).status).toBe(400);
    // Two steps ahead: outside the window.
    expect((await verify(challengeToken, codeAt(secret, now + 2 * PERIOD_MS))).status).toBe(400);
    const next = await verify(challengeToken, codeAt(secret, now + PERIOD_MS));
    const result = signedIn(expectOk(next).result);
    expect(result.user.username).toBe('mgarcia');
    expect((await t.call('GetUserOrganizations', { as: { token: result.token } })).status).toBe(
      200,
    );
    // Replayed, and a step before the last one used.
    expect((await verify(challengeToken, codeAt(secret, now + PERIOD_MS))).status).toBe(400);
    expect((await verify(challengeToken, codeAt(secret, now - PERIOD_MS))).status).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const challengeToken = await challenge('mgarcia');
    const code = recoveryCodes[3] ?? '';
    expect(
      signedIn(expectOk(await verify(challengeToken, code.toUpperCase())).result).token,
    ).toBeTruthy();
    const again = await verify(challengeToken, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(WRONG_CODE);
    expect(
      expectOk(await t.call('GetSecondFactors', { as: 'mgarcia' })).result.recoveryCodesLeft,
    ).toBe(9);
  });

  it('refuses a forged or altered challenge', async () => {
    const challengeToken = await challenge('mgarcia');
    const altered = `${challengeToken.slice(0, -2)}xx`;
    const res = await verify(altered, recoveryCodes[0] ?? '');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation' });
  });
});

describe('wrong codes', () => {
  it('count against the account like wrong passwords, and a throttled account is refused even a right code', async () => {
    const { secret } = await enrol('pnovak');
    const challengeToken = await challenge('pnovak');
    const failures = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM login_failures WHERE username = 'pnovak'`,
          )
        ).rows[0]?.n,
      );
    expect(await failures()).toBe(0);
    const now = await freshStep();
    expect((await verify(challengeToken, codeAt(secret, now + 3 * PERIOD_MS))).status).toBe(400);
    expect(await failures()).toBe(1);
    // Giving the password again does not clear the count: only a completed sign-in does.
    await challenge('pnovak');
    expect(await failures()).toBe(1);
    // The rest of the limit (10), as if from other addresses.
    await t.db.query(
      `INSERT INTO login_failures (username, address) SELECT 'pnovak', '203.0.113.9' FROM generate_series(1, 9)`,
    );
    const throttled = await verify(challengeToken, codeAt(secret, now + PERIOD_MS));
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ code: 'rate_limited' });
  });
});

describe('turning it off and resetting it', () => {
  it('needs the password and a code', async () => {
    const { secret } = await enrol('viewer');
    const now = await freshStep();
    const noPassword = await t.call('DisableTotp', {
      as: 'viewer',
      body: { password: 'not-the-password', code: codeAt(secret, now + PERIOD_MS) },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ field: 'password' });
    const wrongCode = await t.call('DisableTotp', {
      as: 'viewer',
      body: {
        password: TEST_DEMO_PASSWORD,
        code: '000000' === codeAt(secret, now) ? '111111' : '000000',
      },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toMatchObject({ field: 'code' });
    expectOk(
      await t.call('DisableTotp', {
        as: 'viewer',
        body: { password: TEST_DEMO_PASSWORD, code: codeAt(secret, now + PERIOD_MS) },
      }),
    );
    expect(expectOk(await t.call('GetSecondFactors', { as: 'viewer' })).result.totpEnabled).toBe(
      false,
    );
    const login = expectOk(
      await t.call('Login', { body: { username: 'viewer', password: TEST_DEMO_PASSWORD } }),
    );
    expect(login.result.status).toBe('signedIn');
  });

  it('is reset by a super user only, and the reset is recorded', async () => {
    await enrol('vendor');
    const vendorId = (
      await t.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'vendor'`)
    ).rows[0]?.id;
    const byStaff = await t.call('ResetSecondFactors', {
      as: 'staff',
      body: { userId: vendorId ?? '' },
    });
    expect(byStaff.status).toBe(403);
    expect(expectOk(await t.call('GetSecondFactors', { as: 'vendor' })).result.totpEnabled).toBe(
      true,
    );

    expectOk(await t.call('ResetSecondFactors', { as: 'admin', body: { userId: vendorId ?? '' } }));
    expect(expectOk(await t.call('GetSecondFactors', { as: 'vendor' })).result).toMatchObject({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });
    const events = await t.db.query<{ actor_username: string; details: object }>(
      `SELECT actor_username, details FROM audit_trail
        WHERE kind = 'user' AND action = 'secondFactorReset' AND target_label = 'vendor'`,
    );
    expect(events.rows).toEqual([
      { actor_username: 'admin', details: { totp: true, passkeys: 0 } },
    ]);
  });
});
