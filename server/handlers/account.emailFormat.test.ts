import { createTestApp, type TestApp } from '../test/testApp';

// The contract's `format: email` is the browser's rule (src/lib/domain/email.ts), not ajv-formats'.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function saveEmail(email: string) {
  const headers = await t.auth('viewer');
  const me = (await t
    .inject({
      method: 'GET',
      url: '/api/Account/GetUserInformation?username=viewer',
      headers,
    })
    .then((res) => res.json())) as { result: Record<string, unknown> };
  const { userId, firstName, lastName, title, department, badgeNumber, userRoles } = me.result;
  return t.inject({
    method: 'POST',
    url: '/api/Account/SaveUserInformation',
    headers,
    payload: { userId, firstName, lastName, title, department, badgeNumber, userRoles, email },
  });
}

describe('format: email on the server', () => {
  it.each<[string, number]>([
    ['viewer@lab.example', 200],
    // ajv-formats refuses these two; the forms take them, so the server does too.
    ['vïewer@lab.example', 200],
    ['viewer@lab-.example', 200],
    ['viewer@lab', 400],
    ['viewer lab@lab.example', 400],
  ])('%p answers %p', async (email, status) => {
    expect((await saveEmail(email)).statusCode).toBe(status);
  });
});
