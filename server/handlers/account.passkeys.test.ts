import { expectOk, signedIn } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { softAuthenticator } from '../test/softAuthenticator';
import { createTestApp, type TestApp } from '../test/testApp';
import { CEREMONY_EXPIRED, PASSKEY_REFUSED } from './account/passkeys';

/*
 * Issue 21, item 4: passkeys registered (several, named, removed), used as the second factor
 * and to sign in without a password; challenges kept on the server and answered once.
 */
const PUBLIC_URL = 'http://localhost:8080';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL } });
});
afterAll(async () => t.close());

async function register(username: string, name: string) {
  const key = softAuthenticator('localhost', PUBLIC_URL);
  const { ceremonyId, options } = expectOk(
    await t.call('StartPasskeyRegistration', { as: username }),
  ).result;
  expect(options).toMatchObject({
    rp: { id: 'localhost', name: 'Image Requests' },
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const added = expectOk(
    await t.call('FinishPasskeyRegistration', {
      as: username,
      body: { ceremonyId, name, credential: key.register(options) },
    }),
  ).result;
  return { key, added };
}

describe('registering passkeys', () => {
  it('keeps several, named; renames and removes one of one’s own only', async () => {
    const first = await register('staff', 'Laptop');
    const second = await register('staff', 'Phone');
    const listed = expectOk(await t.call('GetSecondFactors', { as: 'staff' })).result.passkeys;
    expect(listed.map((p) => p.name)).toEqual(['Laptop', 'Phone']);

    const renamed = await t.call('RenamePasskey', {
      as: 'staff',
      body: { passkeyId: first.added.passkeyId, name: 'Work laptop' },
    });
    expect(expectOk(renamed).result.name).toBe('Work laptop');
    const byOther = await t.call('RemovePasskey', {
      as: 'viewer',
      body: { passkeyId: second.added.passkeyId },
    });
    expect(byOther.status).toBe(404);
    expectOk(
      await t.call('RemovePasskey', { as: 'staff', body: { passkeyId: second.added.passkeyId } }),
    );
    const left = expectOk(await t.call('GetSecondFactors', { as: 'staff' })).result.passkeys;
    expect(left.map((p) => p.name)).toEqual(['Work laptop']);
  });

  it('answers a registration challenge once, for its own user only', async () => {
    const key = softAuthenticator('localhost', PUBLIC_URL);
    const { ceremonyId, options } = expectOk(
      await t.call('StartPasskeyRegistration', { as: 'jlee' }),
    ).result;
    const credential = key.register(options);
    const byOther = await t.call('FinishPasskeyRegistration', {
      as: 'mgarcia',
      body: { ceremonyId, name: 'Stolen', credential },
    });
    expect(byOther.status).toBe(400);
    // The other user's try used the challenge up.
    const again = await t.call('FinishPasskeyRegistration', {
      as: 'jlee',
      body: { ceremonyId, name: 'Mine', credential },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CEREMONY_EXPIRED);
  });

  it('refuses an answer to another challenge, and junk', async () => {
    const key = softAuthenticator('localhost', PUBLIC_URL);
    const first = expectOk(await t.call('StartPasskeyRegistration', { as: 'jlee' })).result;
    const second = expectOk(await t.call('StartPasskeyRegistration', { as: 'jlee' })).result;
    const wrong = await t.call('FinishPasskeyRegistration', {
      as: 'jlee',
      body: { ceremonyId: second.ceremonyId, name: 'Key', credential: key.register(first.options) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PASSKEY_REFUSED);
    const third = expectOk(await t.call('StartPasskeyRegistration', { as: 'jlee' })).result;
    const junk = await t.call('FinishPasskeyRegistration', {
      as: 'jlee',
      body: { ceremonyId: third.ceremonyId, name: 'Key', credential: { id: 'x', response: 5 } },
    });
    expect(junk.status).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('completes Login as the second factor', async () => {
    const { key } = await register('vendor', 'Key');
    const login = expectOk(
      await t.call('Login', { body: { username: 'vendor', password: TEST_DEMO_PASSWORD } }),
    ).result;
    if (login.status !== 'secondFactor') throw new Error('expected a challenge');
    expect(login.methods).toEqual(['passkey']);
    const { ceremonyId, options } = expectOk(
      await t.call('StartPasskeySignIn', { body: { challengeToken: login.challengeToken } }),
    ).result;
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.id, type: 'public-key' }),
    ]);
    const done = await t.call('FinishPasskeySignIn', {
      body: { ceremonyId, challengeToken: login.challengeToken, credential: key.signIn(options) },
    });
    expect(signedIn(expectOk(done).result).user.username).toBe('vendor');
  });

  it('signs in without a password, once per challenge, and refuses a wrong signature', async () => {
    const { key } = await register('pnovak', 'Key');
    const start = () => t.call('StartPasskeySignIn', { body: {} });
    const { ceremonyId, options } = expectOk(await start()).result;
    expect(options.allowCredentials ?? []).toEqual([]);
    const credential = key.signIn(options);
    const done = expectOk(
      await t.call('FinishPasskeySignIn', { body: { ceremonyId, credential } }),
    );
    const result = signedIn(done.result);
    expect(result.user.username).toBe('pnovak');
    expect((await t.call('GetUserOrganizations', { as: { token: result.token } })).status).toBe(
      200,
    );

    const replayed = await t.call('FinishPasskeySignIn', { body: { ceremonyId, credential } });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(CEREMONY_EXPIRED);

    const next = expectOk(await start()).result;
    const forged = await t.call('FinishPasskeySignIn', {
      body: { ceremonyId: next.ceremonyId, credential: key.signIn(next.options, 'b3RoZXI') },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(PASSKEY_REFUSED);
    const failures = await t.db.query(`SELECT 1 FROM login_failures WHERE username = 'pnovak'`);
    expect(failures.rowCount).toBe(1);
  });
});
