import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the HTTP basics', () => {
  it('refuses a call without a token with 401 in the envelope', async () => {
    const res = await t.call('GetRequests');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'unauthorized',
      result: null,
    });
  });

  it('sends security headers on every response', async () => {
    const res = await t.call('GetRequests');
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
    const list = await t.call('GetRequests', {
      headers,
      query: { page: '1', itemsPerPage: '10', sortField: 'CreatedOn', sortDirection: 'desc' },
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.body).toMatchObject({ success: true, result: { gridRows: expect.any(Array) } });

    const gzip = await t.call('GetRequests', {
      headers: { ...headers, 'accept-encoding': 'gzip' },
      query: { page: '1', itemsPerPage: '10', sortField: 'CreatedOn', sortDirection: 'desc' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await t.inject({ method: 'GET', url: '/api/Nope/Nothing', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a body that breaks the contract with a clear 400', async () => {
    const res = await t.callRaw('Login', { body: { username: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('password'),
    });
  });
});
