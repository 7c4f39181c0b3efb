import { expectContract } from '../test/contract';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const organizations = (token: string) =>
  t.inject({
    method: 'GET',
    url: '/api/Account/GetUserOrganizations',
    headers: { authorization: `Bearer ${token}` },
  });
const logout = (token?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/Account/Logout',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const tokenValid = async (token: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/Account/GetTokenInformation?token=${encodeURIComponent(token)}`,
  });
  return res.json<{ result: { valid: boolean } }>().result.valid;
};

describe('Logout', () => {
  it('makes the token stop working at once, and only that token', async () => {
    const ended = await t.login('admin', TEST_DEMO_PASSWORD);
    // A second sign-in (another browser) a second later: a token of its own.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const other = await t.login('admin', TEST_DEMO_PASSWORD);
    expect(other).not.toBe(ended);
    expect((await organizations(ended)).statusCode).toBe(200);

    const res = await logout(ended);
    expect(res.statusCode).toBe(200);
    expect(expectContract<{ success: boolean }>(res, 'Logout').success).toBe(true);

    expect((await organizations(ended)).statusCode).toBe(401);
    expect(await tokenValid(ended)).toBe(false);
    expect((await logout(ended)).statusCode).toBe(401);

    expect((await organizations(other)).statusCode).toBe(200);
    expect(await tokenValid(other)).toBe(true);
  });

  it('needs a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});
