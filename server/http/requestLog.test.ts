import { PassThrough } from 'node:stream';
import { testAppWithDir } from '../test/appOnTestDb';

/*
 * Issue 19: every answer carries x-request-id (a well-formed incoming one is kept), every log line
 * of a request carries it as reqId, and a clean start logs no warning.
 */
interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  securityEvent?: string;
}

const files = testAppWithDir('reqlog');
let baseUrl: string;
let text = '';
const lines = () =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  ({ baseUrl } = await files.listen({ env: { LOG_LEVEL: 'info' }, logStream: stream }));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a clean start', () => {
  it('logs no warning or error', async () => {
    await settle();
    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
  });
});

describe('x-request-id', () => {
  it('keeps a well-formed incoming id, answers a new UUID otherwise', async () => {
    const idOf = async (id?: string) =>
      (
        await fetch(`${baseUrl}/healthz`, {
          headers: id === undefined ? {} : { 'x-request-id': id },
        })
      ).headers.get('x-request-id');
    expect(await idOf('abc-123')).toBe('abc-123');
    expect(await idOf('Trace.1:2_3-4')).toBe('Trace.1:2_3-4');
    expect(await idOf('a'.repeat(128))).toBe('a'.repeat(128));
    for (const bad of ['a'.repeat(129), 'two words', 'x"y', '<script>', 'a/b', ''])
      expect(await idOf(bad)).toMatch(UUID);
    const [first, second] = [await idOf(), await idOf()];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('is on error answers too', async () => {
    const refused = await fetch(`${baseUrl}/api/Account/GetUserOrganizations`, {
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('refused-1');
    const unknown = await fetch(`${baseUrl}/api/Nope`, { headers: { 'x-request-id': 'nope-1' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toBe('nope-1');
  });

  it('is on every log line of its request, the handler’s included', async () => {
    const res = await fetch(`${baseUrl}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'login-trace-7' },
      body: JSON.stringify({ username: 'staff', password: 'Demo!2026' }),
    });
    expect(res.status).toBe(200);
    await settle();
    const ofRequest = lines().filter((line) => line.reqId === 'login-trace-7');
    expect(ofRequest.map((line) => line.securityEvent ?? line.msg)).toEqual([
      'incoming request',
      'login_succeeded',
      'request completed',
    ]);
    // The security event of this login is not logged without it.
    expect(
      lines().filter((line) => line.securityEvent === 'login_succeeded' && !line.reqId),
    ).toEqual([]);
  });
});
