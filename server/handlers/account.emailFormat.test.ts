import { createTestApp, type TestApp } from '../test/testApp';

// The contract's `format: email` is the browser's rule (src/lib/domain/email.ts), not ajv-formats'.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function saveEmail(email: string) {
  const me = (await t.call('GetUserInformation', { as: 'viewer', query: { username: 'viewer' } }))
    .body.result;
  if (!me) throw new Error('viewer has no profile');
  const { userId, firstName, lastName, title, department, badgeNumber, userRoles } = me;
  return t.call('SaveUserInformation', {
    as: 'viewer',
    body: { userId, firstName, lastName, title, department, badgeNumber, userRoles, email },
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
    expect((await saveEmail(email)).status).toBe(status);
  });
});
