import { COMMON_PASSWORD } from '@/lib/domain/commonPassword';
import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/** Weak passwords (issue 21): a common one is refused wherever a password is set. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a common password', () => {
  it('is refused as a new password, with what to do, and the old one still works', async () => {
    const me = expectOk(
      await t.call('GetTokenInformation', { query: { token: await t.login('viewer') } }),
    ).result.user;
    for (const newPassword of ['P@ssw0rd1', 'Summer2024', 'iloveyou!']) {
      const res = await t.call('SaveNewPassword', {
        as: 'viewer',
        body: { userId: me?.userId ?? '', newPassword },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COMMON_PASSWORD);
    }
    expect(await t.login('viewer')).toBeTruthy();
  });

  it('is refused at registration', async () => {
    const res = await t.call('RegisterAccount', {
      body: {
        newUsername: 'nobody',
        activationKey: 'not-a-key',
        newPassword: 'Password1',
        confirmPassword: 'Password1',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COMMON_PASSWORD);
  });
});
