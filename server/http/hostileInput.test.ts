import http from 'node:http';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';
import { databaseInputError } from './errorHandler';

/*
 * Issue 9, hole 4: hostile input answers 400 (or 415), never 500 - integers past 32 bits,
 * NUL characters, huge pages, bodies of undeclared media types, broken multipart bodies,
 * huge arrays - and input the database refuses is the caller's error (400).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = async (as: string, url: string) =>
  t.inject({ method: 'GET', url, headers: await t.auth(as) });

describe('integers past 32 bits and huge pages', () => {
  it.each(['2147483648', '99999999999999999999', '1e309', '-2147483649'])(
    'refuses requestId=%s with 400',
    async (value) => {
      const res = await get('staff', `/api/BinaryRequest/GetRequest?requestId=${value}`);
      expect(res.statusCode).toBe(400);
      expectContract(res, 'GetRequest');
    },
  );

  it('refuses a page past 1,000,000 with 400 and answers an empty last page below it', async () => {
    const huge = await get(
      'staff',
      '/api/BinaryRequest/GetRequests?page=2147483647&itemsPerPage=100',
    );
    expect(huge.statusCode).toBe(400);
    expectContract(huge, 'GetRequests');
    const far = await get('staff', '/api/BinaryRequest/GetRequests?page=1000000&itemsPerPage=100');
    expect(far.statusCode).toBe(200);
    expect(
      expectContract<{ result: { gridRows: unknown[] } }>(far, 'GetRequests').result.gridRows,
    ).toEqual([]);
  });
});

describe('NUL characters', () => {
  it('refuses NUL in a query string (searchTerm, username) with 400', async () => {
    const search = await get('staff', '/api/BinaryRequest/GetRequests?searchTerm=a%00b');
    expect(search.statusCode).toBe(400);
    expectContract(search, 'GetRequests');
    const users = await get('admin', '/api/Account/GetUserInformation?username=ad%00min');
    expect(users.statusCode).toBe(400);
    expectContract(users, 'GetUserInformation');
  });

  it('refuses NUL in a JSON body (Login) and in a multipart field with 400', async () => {
    const login = await t.callRaw('Login', { body: { username: 'ad\u0000min', password: 'x' } });
    expect(login.status).toBe(400);
    const form = new FormData();
    form.append('name', 'Sam\u0000Rivera');
    form.append('email', 'staff@lab.example.com');
    form.append('description', 'broken printer');
    const ticket = await t.callRaw('SubmitTicket', { as: 'staff', form });
    expect(ticket.status).toBe(400);
  });
});

describe('media types and broken bodies', () => {
  const noteCount = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM request_notes')).rows[0]?.n);
  const someRequest = async () =>
    (await t.db.query<{ id: number }>('SELECT id FROM image_requests ORDER BY id LIMIT 1')).rows[0]
      ?.id;

  it('refuses a multipart body sent to a JSON operation with 415, storing nothing', async () => {
    const before = await noteCount();
    const form = new FormData();
    form.append('requestId', String(await someRequest()));
    form.append('noteText', 'x'.repeat(100_000));
    const res = await t.callRaw('AddNote', { as: 'admin', form });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, result: null });
    expect(await noteCount()).toBe(before);
  });

  it('refuses text/plain on a JSON operation and a body on an operation without one (415)', async () => {
    const headers = { ...(await t.auth('admin')), 'content-type': 'text/plain' };
    const res = await fetch(`${t.baseUrl}/api/BinaryRequest/AddNote`, {
      method: 'POST',
      headers,
      body: 'hello',
    });
    expect(res.status).toBe(415);
    const bodyless = await fetch(`${t.baseUrl}/api/BinaryRequest/RemoveImageRequest?requestId=1`, {
      method: 'PUT',
      headers: { ...(await t.auth('admin')), 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(bodyless.status).toBe(415);
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const { authorization } = await t.auth('staff');
    const url = new URL(`${t.baseUrl}/api/Account/SubmitTicket`);
    const body =
      '--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\nSam\r\n--b0undary\r\nContent-Dispo';
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'multipart/form-data; boundary=b0undary',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(400);
  });

  it('refuses a huge array in an organization body with 400', async () => {
    const org = (
      await t.db.query<{ id: string }>('SELECT id FROM organizations ORDER BY name LIMIT 1')
    ).rows[0]?.id;
    const users = Array.from(
      { length: 5000 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const res = await t.callRaw('AddOrganizationUsers', {
      as: 'admin',
      body: { organizationId: org, users },
    });
    expect(res.status).toBe(400);
  });
});

describe('input the database refuses', () => {
  it('is a 400 (data exceptions, missing references), a 409 (duplicates), anything else stays a 500', () => {
    expect(databaseInputError({ code: '22021' })).toBe(400); // invalid byte sequence (NUL)
    expect(databaseInputError({ code: '22003' })).toBe(400); // numeric value out of range
    expect(databaseInputError({ code: '22P02' })).toBe(400); // invalid text representation
    expect(databaseInputError({ code: '23503' })).toBe(400); // foreign key violation
    expect(databaseInputError({ code: '23505' })).toBe(409); // unique violation
    expect(databaseInputError({ code: '57014' })).toBeUndefined(); // statement timeout: the server's fault
    expect(databaseInputError({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(databaseInputError(new Error('boom'))).toBeUndefined();
  });
});
