import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';

// Its own file (own app, own counters): exhausting the limit would disturb other tests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('answers the 11th Login within a minute with 429', async () => {
  const attempt = () =>
    t.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username: 'staff', password: 'guessing-1234' },
    });
  for (let i = 1; i <= 10; i++) {
    const res = await attempt();
    expect(res.statusCode).toBe(400);
    expectContract(res, 'Login');
  }
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(expectContract(limited, 'Login')).toMatchObject({ success: false, result: null });
});
