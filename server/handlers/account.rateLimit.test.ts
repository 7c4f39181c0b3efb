import { createTestApp, type TestApp } from '../test/testApp';

// Its own file (own app, own counters): exhausting the limit would disturb other tests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('answers the 11th Login within a minute with 429', async () => {
  const attempt = () =>
    t.callRaw('Login', { body: { username: 'staff', password: 'guessing-1234' } });
  for (let i = 1; i <= 10; i++) {
    const res = await attempt();
    expect(res.status).toBe(400);
  }
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ success: false, result: null });
});
