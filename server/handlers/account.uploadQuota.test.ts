import { testAppWithDir } from '../test/appOnTestDb';
import { expectContract } from '../test/contract';

/*
 * Issue 9, hole 5 (part): per-user hourly limits on support tickets and uploaded files and
 * bytes (TICKETS_PER_HOUR, UPLOAD_FILES_PER_HOUR, UPLOAD_MB_PER_HOUR), 429 with a clear
 * message, an upload over the bytes limit refused before it is read.
 */
const files = testAppWithDir('quota');
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await files.listen({
    env: { TICKETS_PER_HOUR: '2', UPLOAD_FILES_PER_HOUR: '3', UPLOAD_MB_PER_HOUR: '1' },
  }));
});

async function post(as: string, url: string, form: FormData) {
  const res = await fetch(baseUrl + url, {
    method: 'POST',
    headers: await files.t.auth(as),
    body: form,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  return {
    statusCode: res.status,
    headers: {},
    body: raw,
    json: <T>() => JSON.parse(raw.toString('utf8')) as T,
  };
}

function ticket(files: Array<{ name: string; size: number }> = []): FormData {
  const form = new FormData();
  form.append('name', 'Sam Rivera');
  form.append('email', 'staff@lab.example.com');
  form.append('description', 'The label printer is jammed.');
  for (const file of files)
    form.append('attachments', new Blob([Buffer.alloc(file.size, 7)]), file.name);
  return form;
}

const tickets = async (username: string) =>
  Number(
    (
      await files.t.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM support_tickets s JOIN users u ON u.id = s.user_id WHERE u.username = $1',
        [username],
      )
    ).rows[0]?.n,
  );

it('refuses a third support ticket within the hour (429), storing nothing', async () => {
  expect((await post('staff', '/api/Account/SubmitTicket', ticket())).statusCode).toBe(200);
  expect((await post('staff', '/api/Account/SubmitTicket', ticket())).statusCode).toBe(200);
  const third = await post('staff', '/api/Account/SubmitTicket', ticket());
  expect(third.statusCode).toBe(429);
  expect(expectContract(third, 'SubmitTicket')).toMatchObject({
    success: false,
    message:
      'You have submitted 2 support tickets in the last hour, the most allowed. Please try again later.',
  });
  expect(await tickets('staff')).toBe(2);
  // Another user has their own count.
  expect((await post('jlee', '/api/Account/SubmitTicket', ticket())).statusCode).toBe(200);
});

it('refuses files past the hourly count (429)', async () => {
  const requestId = (
    await files.t.db.query<{ id: number }>('SELECT id FROM image_requests ORDER BY id LIMIT 1')
  ).rows[0]?.id;
  const attach = (count: number) => {
    const form = new FormData();
    form.append('requestId', String(requestId));
    form.append('fileDescription', 'Scans');
    for (let i = 0; i < count; i++)
      form.append('attachments', new Blob([Buffer.from(`scan ${i}`)]), `scan-${i}.txt`);
    return post('admin', '/api/BinaryRequest/AddAttachments', form);
  };
  expect((await attach(3)).statusCode).toBe(200);
  const over = await attach(1);
  expect(over.statusCode).toBe(429);
  expect(expectContract(over, 'AddAttachments')).toMatchObject({
    message:
      'You have reached the upload limit of 3 files or 1 MB an hour. Please try again later.',
  });
});

it('refuses an upload that would pass the hourly bytes before reading it (429)', async () => {
  const big = await post(
    'viewer',
    '/api/Account/SubmitTicket',
    ticket([{ name: 'dump.bin', size: 1536 * 1024 }]),
  );
  expect(big.statusCode).toBe(429);
  expectContract(big, 'SubmitTicket');
  expect(await tickets('viewer')).toBe(0);
  expect(
    (await post('viewer', '/api/Account/SubmitTicket', ticket([{ name: 'small.txt', size: 1000 }])))
      .statusCode,
  ).toBe(200);
});
