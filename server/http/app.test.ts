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
    expect(res.json()).toEqual({
      success: false,
      message: expect.any(String),
      code: 'unauthorized',
      result: null,
    });
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

  it('compresses API answers over 1 KB for a client that accepts it, and leaves small ones alone', async () => {
    const headers = { ...(await t.auth('admin')), 'accept-encoding': 'br, gzip' };
    const list = await t.inject({
      method: 'GET',
      url: '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10&sortField=CreatedOn&sortDirection=desc',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.json()).toMatchObject({ success: true, result: { gridRows: expect.any(Array) } });

    const gzip = await t.inject({
      method: 'GET',
      url: '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10&sortField=CreatedOn&sortDirection=desc',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await t.inject({ method: 'GET', url: '/api/Nope/Nothing', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a body that breaks the contract with a clear 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('password'),
    });
  });
});
