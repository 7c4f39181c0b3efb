import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the HTTP basics', () => {
  it('refuses a call without a token with 401 in the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/BinaryRequest/GetRequests' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: expect.any(String), result: null });
  });

  it('sends security headers on every response', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/BinaryRequest/GetRequests' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/Nope/Nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, result: null });
  });

  it('refuses a body that breaks the contract with a clear 400', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/Account/Login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('password') });
  });
});
