import { PASSWORD_LOGIN_OFF } from '../../handlers/account/session';
import { expectOk } from '../../test/call';
import { TEST_DEMO_PASSWORD } from '../../test/constants';
import { createTestApp, type TestApp } from '../../test/testApp';

/** PASSWORD_LOGIN=false: the provider alone signs people in. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PASSWORD_LOGIN: 'false',
      // Never reached here: discovery waits for the first single sign-on.
      OIDC_ISSUER: 'https://login.example.com/realms/lab',
      OIDC_CLIENT_ID: 'image-requests',
    },
  });
});
afterAll(async () => t.close());

it('refuses a right password and tells the login page to hide the form', async () => {
  const res = await t.call('Login', { body: { username: 'admin', password: TEST_DEMO_PASSWORD } });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(PASSWORD_LOGIN_OFF);
  expect(expectOk(await t.call('GetSignInOptions')).result).toEqual({
    passwordLogin: false,
    sso: { label: 'single sign-on' },
  });
});

it('refuses to activate an invite or mail a reset key, since neither could be used', async () => {
  const register = await t.call('RegisterAccount', {
    body: {
      newUsername: 'staff',
      activationKey: 'any-key',
      newPassword: 'a long new password 2026',
      confirmPassword: 'a long new password 2026',
    },
  });
  expect(register.status).toBe(400);
  expect(register.body.message).toBe(PASSWORD_LOGIN_OFF);
  const reset = await t.call('PasswordResetRequest', { query: { username: 'admin' } });
  expect(reset.status).toBe(400);
  expect(reset.body.message).toBe(PASSWORD_LOGIN_OFF);
  expect(t.mails).toHaveLength(0);
});
