import * as OTPAuth from 'otpauth';
import { SECOND_FACTOR_REQUIRED } from '../contract/routes';
import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 21: REQUIRE_2FA_FOR_SUPER_USERS=true holds a super user without a second factor to the
 * enrolment (the x-before-enrolment operations) until they have one; others are not affected.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_2FA_FOR_SUPER_USERS: 'true' } });
});
afterAll(async () => t.close());

it('refuses a super user everything but the enrolment until they have enrolled', async () => {
  const { token } = { token: (await t.auth('admin')).authorization.slice(7) };
  const info = expectOk(await t.call('GetTokenInformation', { query: { token } })).result;
  expect(info).toMatchObject({ valid: true, secondFactorEnrolmentRequired: true });

  const refused = await t.call('GetUsers', { as: 'admin', query: { page: 1, itemsPerPage: 10 } });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({
    code: 'second_factor_required',
    message: SECOND_FACTOR_REQUIRED,
  });
  expect((await t.call('GetUserOrganizations', { as: 'admin' })).status).toBe(403);
  expect(expectOk(await t.call('GetSecondFactors', { as: 'admin' })).result.enrolmentRequired).toBe(
    true,
  );

  // Others are not held.
  expect((await t.call('GetUserOrganizations', { as: 'staff' })).status).toBe(200);
  expect(
    expectOk(
      await t.call('GetTokenInformation', {
        query: { token: (await t.auth('staff')).authorization.slice(7) },
      }),
    ).result.secondFactorEnrolmentRequired,
  ).toBe(false);

  const { secret } = expectOk(await t.call('StartTotpSetup', { as: 'admin' })).result;
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  expectOk(await t.call('ConfirmTotpSetup', { as: 'admin', body: { code } }));

  // The same token works at once: enrolling moved the auth version (020's triggers).
  expect(
    (await t.call('GetUsers', { as: 'admin', query: { page: 1, itemsPerPage: 10 } })).status,
  ).toBe(200);
  expect(
    expectOk(await t.call('GetTokenInformation', { query: { token } })).result
      .secondFactorEnrolmentRequired,
  ).toBe(false);
});
