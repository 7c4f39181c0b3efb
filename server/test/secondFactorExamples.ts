import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { createChallengeTokens } from '../auth/secondFactor/challengeToken';
import { hashRecoveryCode } from '../auth/secondFactor/totp';
import { row } from '../db/pool';
import type { ExampleCall, Example } from './operationExamples';
import { softAuthenticator } from './softAuthenticator';
import { TEST_JWT_SECRET, type TestApp } from './testApp';

/*
 * The examples of the second-factor operations (issue 21) for the permission matrix and the
 * contract fuzzing. Those that turn a second factor on act on a fresh user (with the caller's
 * roles) signed in for the call, as Logout's signs in afresh: a demo user with a second factor
 * would answer every later Login with a challenge.
 */
const RECOVERY_CODE = 'abcde-fghjk';
/** The test config's PUBLIC_URL (PORT unset): the relying party of the passkeys. */
const PUBLIC_URL = 'http://localhost:8080';
const challenges = createChallengeTokens(TEST_JWT_SECRET);

interface FreshUser {
  id: string;
  username: string;
  passwordChangedAt: Date;
  authorization: string;
}

/** A new user with `me`'s password and roles (admin's password when anonymous), signed in. */
async function freshUser(t: TestApp, me = 'viewer'): Promise<FreshUser> {
  const username = `twofactor${crypto.randomBytes(4).toString('hex')}`;
  const created = await row<{ id: string; password_changed_at: Date }>(
    t.db,
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT $1, 'Two', 'Factor', $1 || '@lab.example.com', password_hash FROM users WHERE username = $2
     RETURNING id, password_changed_at`,
    [username, me],
  );
  if (!created) throw new Error(`no user ${me} to copy`);
  await t.db.query(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT $1, ur.role_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.username = $2`,
    [created.id, me],
  );
  await t.db.query('DELETE FROM rate_limits');
  return {
    id: created.id,
    username,
    passwordChangedAt: created.password_changed_at,
    authorization: `Bearer ${await t.login(username)}`,
  };
}

/** A JSON call of the app, signed in as `authorization` (or anonymous); its `result`. */
async function resultOf(
  t: TestApp,
  url: string,
  authorization: string | undefined,
  json?: object,
): Promise<Record<string, unknown>> {
  const res = await t.inject({
    method: url.includes('GetSecondFactors') ? 'GET' : 'POST',
    url,
    headers: authorization ? { authorization } : {},
    payload: json,
  });
  const body = res.json<{ result: Record<string, unknown> | null }>();
  if (res.statusCode !== 200 || !body.result) throw new Error(`${url}: ${res.statusCode}`);
  return body.result;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/** A fresh user with TOTP on (through the operations), and one of their recovery codes. */
async function userWithTotp(t: TestApp, me?: string) {
  const user = await freshUser(t, me);
  const setup = await resultOf(t, '/api/Account/StartTotpSetup', user.authorization);
  const code = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(text(setup.secret)),
  }).generate();
  const confirmed = await resultOf(t, '/api/Account/ConfirmTotpSetup', user.authorization, {
    code,
  });
  const codes = Array.isArray(confirmed.recoveryCodes) ? confirmed.recoveryCodes : [];
  return { user, recoveryCode: text(codes[0]) };
}

/** A fresh user with a passkey (registered through the operations), and its authenticator. */
async function userWithPasskey(t: TestApp) {
  const user = await freshUser(t);
  const key = softAuthenticator(new URL(PUBLIC_URL).hostname, PUBLIC_URL);
  const started = await resultOf(t, '/api/Account/StartPasskeyRegistration', user.authorization);
  await resultOf(t, '/api/Account/FinishPasskeyRegistration', user.authorization, {
    ceremonyId: started.ceremonyId,
    name: 'Matrix key',
    credential: key.register(record(started.options)),
  });
  return { user, key };
}

const post = (url: string, json: object, authorization?: string): ExampleCall => ({
  method: 'POST',
  url,
  json,
  headers: authorization ? { authorization } : {},
});

const ANY_UUID = '11111111-2222-4333-8444-555555555555';

export const SECOND_FACTOR_EXAMPLES: Record<string, Example> = {
  VerifySecondFactor: async (t) => {
    const user = await freshUser(t);
    await t.db.query(
      `INSERT INTO user_totp (user_id, secret_encrypted, enabled_at) VALUES ($1, 'v1.none.none.none', now())`,
      [user.id],
    );
    await t.db.query('INSERT INTO user_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [
      user.id,
      hashRecoveryCode(RECOVERY_CODE),
    ]);
    const challengeToken = challenges.issue({
      userId: user.id,
      passwordChangedAt: user.passwordChangedAt.getTime(),
      rememberMe: false,
    });
    return {
      method: 'POST',
      url: '/api/Account/VerifySecondFactor',
      json: { challengeToken, code: RECOVERY_CODE },
    };
  },
  StartPasskeySignIn: async () => ({
    method: 'POST',
    url: '/api/Account/StartPasskeySignIn',
    json: {},
  }),
  FinishPasskeySignIn: async (t) => {
    const { key } = await userWithPasskey(t);
    const started = await resultOf(t, '/api/Account/StartPasskeySignIn', undefined, {});
    return {
      method: 'POST',
      url: '/api/Account/FinishPasskeySignIn',
      json: { ceremonyId: started.ceremonyId, credential: key.signIn(record(started.options)) },
    };
  },
  GetSecondFactors: async () => ({ method: 'GET', url: '/api/Account/GetSecondFactors' }),
  StartTotpSetup: async () => ({ method: 'POST', url: '/api/Account/StartTotpSetup' }),
  ConfirmTotpSetup: async (t, _f, me) => {
    if (!me) return post('/api/Account/ConfirmTotpSetup', { code: '123456' });
    const user = await freshUser(t, me);
    const setup = await resultOf(t, '/api/Account/StartTotpSetup', user.authorization);
    const code = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(text(setup.secret)),
    }).generate();
    return post('/api/Account/ConfirmTotpSetup', { code }, user.authorization);
  },
  DisableTotp: async (t, _f, me) => {
    const body = (code: string) => ({ password: 'Demo!2026', code });
    if (!me) return post('/api/Account/DisableTotp', body(RECOVERY_CODE));
    const { user, recoveryCode } = await userWithTotp(t, me);
    return post('/api/Account/DisableTotp', body(recoveryCode), user.authorization);
  },
  StartPasskeyRegistration: async () => ({
    method: 'POST',
    url: '/api/Account/StartPasskeyRegistration',
  }),
  FinishPasskeyRegistration: async (t, _f, me) => {
    const name = 'Matrix key';
    if (!me) {
      return post('/api/Account/FinishPasskeyRegistration', {
        ceremonyId: ANY_UUID,
        name,
        credential: {},
      });
    }
    const user = await freshUser(t, me);
    const key = softAuthenticator(new URL(PUBLIC_URL).hostname, PUBLIC_URL);
    const started = await resultOf(t, '/api/Account/StartPasskeyRegistration', user.authorization);
    return post(
      '/api/Account/FinishPasskeyRegistration',
      { ceremonyId: started.ceremonyId, name, credential: key.register(record(started.options)) },
      user.authorization,
    );
  },
  // One's own passkey: a fresh user's (the row is never checked against a key by these two).
  RenamePasskey: async (t, _f, me) => {
    const { passkeyId, authorization } = await ownPasskey(t, me);
    return post('/api/Account/RenamePasskey', { passkeyId, name: 'Renamed key' }, authorization);
  },
  RemovePasskey: async (t, _f, me) => {
    const { passkeyId, authorization } = await ownPasskey(t, me);
    return post('/api/Account/RemovePasskey', { passkeyId }, authorization);
  },
  ResetSecondFactors: async (_t, f) => ({
    method: 'POST',
    url: '/api/Account/ResetSecondFactors',
    json: { userId: f.jleeId },
  }),
};

/** A passkey row of a fresh user with `me`'s roles, signed in (anonymous: no one's, no header). */
async function ownPasskey(
  t: TestApp,
  me: string | undefined,
): Promise<{ passkeyId: string; authorization?: string }> {
  if (!me) return { passkeyId: ANY_UUID };
  const user = await freshUser(t, me);
  const added = await row<{ id: string }>(
    t.db,
    `INSERT INTO user_passkeys (user_id, credential_id, public_key, name)
     VALUES ($1, $2, '\\x00', 'Matrix key') RETURNING id`,
    [user.id, crypto.randomBytes(16).toString('base64url')],
  );
  if (!added) throw new Error('no passkey row');
  return { passkeyId: added.id, authorization: user.authorization };
}
