import { expectContract } from '../test/contract';
import { sendRaw } from '../test/rawHttp';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 17: an empty body where the operation takes none is accepted whatever its
 * Content-Type (`curl -X POST -d ''` sends application/x-www-form-urlencoded), and so is an
 * empty chunked one; a non-empty body of an undeclared type is still the access hook's 415.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

/**
 * Logout revokes the token, and a sign-in within the same second gets the same one: each
 * accepted call signs in another demo user.
 */
const users = ['admin', 'staff', 'viewer', 'pnovak', 'mgarcia', 'jlee'];
const freshAuth = async () => ({ authorization: `Bearer ${await t.login(users.shift() ?? '')}` });

const send = (method: string, url: string, headers: Record<string, string>, body?: string) =>
  sendRaw(t.baseUrl, { method, url, headers, body });

describe('an empty body on an operation that takes none', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/octet-stream',
    'text/plain',
    'image/png',
  ])('of type %s is accepted', async (type) => {
    const res = await send(
      'POST',
      '/api/Account/Logout',
      { ...(await freshAuth()), 'content-type': type },
      '',
    );
    expect(res.statusCode).toBe(200);
    expect(expectContract(res, 'Logout')).toMatchObject({ success: true });
  });

  it('sent chunked with no data is accepted', async () => {
    const res = await send('POST', '/api/Account/Logout', {
      ...(await freshAuth()),
      'content-type': 'application/x-www-form-urlencoded',
      'transfer-encoding': 'chunked',
    });
    expect(res.statusCode).toBe(200);
    expect(expectContract(res, 'Logout')).toMatchObject({ success: true });
  });

  it.each([
    ['application/x-www-form-urlencoded', {}],
    ['application/xml', {}],
    ['application/xml', { 'transfer-encoding': 'chunked' }],
    ['text/plain', { 'transfer-encoding': 'chunked' }],
    ['application/json', { 'transfer-encoding': 'chunked' }],
  ])('of type %s but not empty (%o) is refused with 415', async (type, headers) => {
    const res = await send(
      'POST',
      '/api/Account/Logout',
      { ...(await t.auth('vendor')), 'content-type': type, ...headers },
      '{"a":1}',
    );
    expect(res.statusCode).toBe(415);
    expect(expectContract(res, 'Logout')).toEqual({
      success: false,
      message: 'This call takes no body.',
      code: 'unsupported_media_type',
      result: null,
    });
  });
});

describe('an address that cannot be read', () => {
  it.each(['/api/Account/GetUsers%', '/api/%E0%A4%A', '/api/Account/GetUsers%zz'])(
    '%s answers 400 in the envelope',
    async (url) => {
      const res = await send('GET', url, await t.auth('vendor'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid request: the address could not be read.',
        code: 'validation',
        result: null,
      });
    },
  );
});
