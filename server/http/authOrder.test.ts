import http from 'node:http';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 9, hole 2: the token first, then the permission, then the body. An anonymous caller
 * (or one without the operation's permission) is refused before the body is read or
 * validated: 401 (or 403), never 400, and no upload is held in memory for them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object | FormData, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, headers, payload });

describe('an anonymous call with an invalid body', () => {
  it.each([
    ['SaveNewPassword', '/api/Account/SaveNewPassword', {}],
    ['SaveUserInformation', '/api/Account/SaveUserInformation', { userId: 'not-a-uuid' }],
    ['SendUserInvite', '/api/Account/SendUserInvite', { username: 1 }],
  ])('%s answers 401, not 400', async (operation, url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(401);
    expectContract(res, operation);
  });

  it.each([
    ['SubmitTicket', '/api/Account/SubmitTicket'],
    ['AddAttachments', '/api/BinaryRequest/AddAttachments'],
    ['SubmitSoftwareValidation', '/api/SoftwareValidation/SubmitSoftwareValidation'],
  ])('%s (multipart, required fields missing) answers 401, not 400', async (operation, url) => {
    const form = new FormData();
    form.append('unexpected', 'x');
    const res = await post(url, form);
    expect(res.statusCode).toBe(401);
    expectContract(res, operation);
  });
});

describe('a signed-in call without the permission and with an invalid body', () => {
  it('answers 403, not 400 (JSON)', async () => {
    const res = await post('/api/Account/SendUserInvite', { username: 1 }, await t.auth('staff'));
    expect(res.statusCode).toBe(403);
    expect(expectContract(res, 'SendUserInvite')).toMatchObject({
      message: 'You do not have permission to administer users and data.',
    });
  });

  it('answers 403, not 400 (multipart)', async () => {
    const form = new FormData();
    form.append('unexpected', 'x');
    const res = await post('/api/BinaryRequest/AddAttachments', form, await t.auth('viewer'));
    expect(res.statusCode).toBe(403);
    expectContract(res, 'AddAttachments');
  });
});

/**
 * Starts a multipart upload announcing `declared` bytes, sends only its first 64 KiB and
 * resolves with the answer, or with 'no answer' when none arrives while the body is
 * incomplete: a server that waits for the whole body before checking the caller.
 */
function partialUpload(
  path: string,
  declared: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.baseUrl + path);
    const boundary = 'hole2boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declared),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, 3000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(head);
    req.write(Buffer.alloc(64 * 1024, 1));
  });
}

describe('uploads are not read before the caller is known', () => {
  it('refuses an anonymous upload before its body arrives (401)', async () => {
    const answer = await partialUpload('/api/BinaryRequest/AddAttachments', 50 * 1024 * 1024);
    expect(answer).not.toBe('no answer');
    expect(answer).toMatchObject({ status: 401 });
  });

  it('refuses an upload by a user without the permission before its body arrives (403)', async () => {
    const answer = await partialUpload(
      '/api/BinaryRequest/AddAttachments',
      50 * 1024 * 1024,
      await t.auth('viewer'),
    );
    expect(answer).toMatchObject({ status: 403 });
  });

  it('refuses an upload announcing more than ten files of the limit before reading it (413)', async () => {
    const answer = await partialUpload(
      '/api/Account/SubmitTicket',
      10 * 20 * 1024 * 1024 + 2 * 1024 * 1024,
      await t.auth('staff'),
    );
    expect(answer).toMatchObject({ status: 413 });
  });
});
