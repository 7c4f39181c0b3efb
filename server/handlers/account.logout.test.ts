import { expectOk } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const organizations = (token: string) => t.call('GetUserOrganizations', { as: { token } });
const logout = (token?: string) => t.call('Logout', { as: token ? { token } : undefined });
const tokenValid = async (token: string) =>
  expectOk(await t.call('GetTokenInformation', { query: { token } })).result.valid;

describe('Logout', () => {
  it('makes the token stop working at once, and only that token', async () => {
    const ended = await t.login('admin', TEST_DEMO_PASSWORD);
    // A second sign-in (another browser) a second later: a token of its own.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const other = await t.login('admin', TEST_DEMO_PASSWORD);
    expect(other).not.toBe(ended);
    expect((await organizations(ended)).status).toBe(200);

    const res = await logout(ended);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    expect((await organizations(ended)).status).toBe(401);
    expect(await tokenValid(ended)).toBe(false);
    expect((await logout(ended)).status).toBe(401);

    expect((await organizations(other)).status).toBe(200);
    expect(await tokenValid(other)).toBe(true);
  });

  it('needs a token', async () => {
    expect((await logout()).status).toBe(401);
  });
});
