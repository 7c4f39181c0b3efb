import { createTestApp, type TestApp } from '../test/testApp';

/* Helmet's headers are worked out once at start (securityHeaders.ts): every answer still carries all of them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
    "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on an answer, a refusal, a validation error and an unknown path alike', async () => {
    const answers = [
      await t.call('GetRequests', { as: 'staff' }),
      await t.call('GetRequests'),
      await t.call('GetRequest', { as: 'staff', query: { requestId: 'abc' } }),
      await t.inject({ method: 'GET', url: '/api/Nope/Nothing' }),
    ];
    expect(answers.map((res) => ('status' in res ? res.status : res.statusCode))).toEqual([
      200, 401, 400, 404,
    ]);
    for (const res of answers) expect(res.headers).toMatchObject(EXPECTED);
  });
});
