import { expectContract } from '../test/contract';
import { sendRaw } from '../test/rawHttp';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 17: the contract enforced whole, before any handler runs, and every refusal in the
 * envelope with its code. The fuzz test (server/http/contractFuzz.test.ts) sends these
 * breakages to every operation; here, one operation each, with the exact answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

/** Over raw HTTP (server/test/rawHttp.ts): fetch would add headers of its own. */
const send = (method: string, url: string, headers: Record<string, string>, body?: string) =>
  sendRaw(t.baseUrl, { method, url, headers, body });

const refusal = (message: string | RegExp, code: string) => ({
  success: false,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  code,
  result: null,
});

describe('a required body', () => {
  it.each([
    ['missing', {}, undefined],
    ['empty, sent as JSON', { 'content-type': 'application/json' }, ''],
  ])('%s answers 400 before the handler runs', async (_label, headers, body) => {
    const res = await send(
      'POST',
      '/api/BinaryRequest/AddNote',
      { ...(await t.auth('admin')), ...headers },
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'AddNote')).toEqual(
      refusal('Invalid request: this call needs a body of type application/json.', 'validation'),
    );
  });

  it('empty, of a media type the operation does not declare, answers 400: it is no body', async () => {
    const res = await send(
      'POST',
      '/api/BinaryRequest/AddNote',
      { ...(await t.auth('admin')), 'content-type': 'multipart/form-data; boundary=b' },
      '',
    );
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'AddNote')).toEqual(
      refusal('Invalid request: this call needs a body of type application/json.', 'validation'),
    );
  });

  it('missing from a multipart call answers 400 too', async () => {
    const res = await send('POST', '/api/Account/SubmitTicket', await t.auth('admin'));
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'SubmitTicket')).toEqual(
      refusal('Invalid request: this call needs a body of type multipart/form-data.', 'validation'),
    );
  });
});

it('an empty JSON body is accepted where the operation takes none', async () => {
  const token = await t.login('viewer');
  const res = await send(
    'POST',
    '/api/Account/Logout',
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    '',
  );
  expect(res.statusCode).toBe(200);
  expect(expectContract(res, 'Logout')).toMatchObject({ success: true });
});

describe('the query', () => {
  it('refuses a parameter the operation does not declare, naming it', async () => {
    const res = await send(
      'GET',
      '/api/BinaryRequest/GetRequests?overdue=true',
      await t.auth('admin'),
    );
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'GetRequests')).toEqual(
      refusal('Invalid request: overdue is not a query parameter of this call.', 'validation'),
    );
  });

  it('refuses one on an operation that declares none', async () => {
    const res = await send('GET', '/api/Management/GetWorkflows?x=1', await t.auth('admin'));
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'GetWorkflows')).toEqual(
      refusal('Invalid request: x is not a query parameter of this call.', 'validation'),
    );
  });

  it('refuses one on a public operation, before any sign-in', async () => {
    const res = await send('GET', '/api/Account/GetSignInOptions?x=1', {});
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'GetSignInOptions')).toEqual(
      refusal('Invalid request: x is not a query parameter of this call.', 'validation'),
    );
  });

  it('refuses a parameter repeated where the schema is not an array', async () => {
    const res = await send(
      'GET',
      '/api/BinaryRequest/GetRequests?searchTerm=a&searchTerm=b',
      await t.auth('admin'),
    );
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'GetRequests')).toEqual(refusal(/searchTerm/, 'validation'));
  });
});

describe('every refusal carries its code', () => {
  it('415 for a body of another media type', async () => {
    const res = await send(
      'POST',
      '/api/BinaryRequest/AddNote',
      { ...(await t.auth('admin')), 'content-type': 'text/plain' },
      'hello',
    );
    expect(res.statusCode).toBe(415);
    expect(expectContract(res, 'AddNote')).toEqual(
      refusal('This call takes a body of type application/json.', 'unsupported_media_type'),
    );
  });

  it('401 without a token', async () => {
    const res = await send('GET', '/api/Management/GetWorkflows', {});
    expect(res.json()).toEqual(
      refusal('Authentication is required. Please log in.', 'unauthorized'),
    );
  });

  it('404 for an unknown call', async () => {
    const res = await send('GET', '/api/Nothing/Here', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('No such call: GET /api/Nothing/Here', 'not_found'));
  });

  it('431 for headers past the limit', async () => {
    const res = await send('GET', '/api/Management/GetWorkflows', { 'x-big': 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(431);
    expect(res.json()).toEqual(refusal('The request line or headers are too large.', 'too_large'));
  });

  it('400 for a broken multipart body', async () => {
    const res = await send(
      'POST',
      '/api/Account/SubmitTicket',
      { ...(await t.auth('admin')), 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    );
    expect(res.statusCode).toBe(400);
    expect(expectContract(res, 'SubmitTicket')).toEqual(
      refusal('Invalid request: the multipart body could not be read.', 'validation'),
    );
  });
});

it('GetAttachment names the file in both forms of Content-Disposition (RFC 6266)', async () => {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO request_attachments (request_id, file_name, mime_type, file_description, size, data, uploaded_by)
     SELECT id, $1, 'text/plain', 'Notes', 2, 'hi'::bytea, 'Alex Morgan' FROM image_requests ORDER BY id LIMIT 1
     RETURNING id`,
    ['Prüfbericht "v2" \\ 100%.txt'],
  );
  const res = await send(
    'GET',
    `/api/BinaryRequest/GetAttachment?attachmentId=${rows[0]?.id}`,
    await t.auth('admin'),
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Pr_fbericht _v2_ _ 100_.txt"; filename*=UTF-8''Pr%C3%BCfbericht%20%22v2%22%20%5C%20100%25.txt`,
  );
});
