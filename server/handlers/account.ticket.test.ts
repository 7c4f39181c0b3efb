import { createTestApp, type TestApp } from '../test/testApp';
import { TICKET_SUBMITTED } from './account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function ticketForm(
  fields: Record<string, string>,
  files: Array<{ name: string; type: string; content: string }> = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append('attachments', new Blob([f.content], { type: f.type }), f.name);
  return form;
}

const submit = async (as: string | null, form: FormData) =>
  t.callRaw('SubmitTicket', { headers: as ? await t.auth(as) : {}, form });

const ticketCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets')).rows[0]?.n;

const valid = {
  name: 'Valerie Chen',
  phoneNumber: '555-123-4567',
  email: 'valerie@apex.example.com',
  description: 'The Helios link panel shows no software.',
};

describe('SubmitTicket', () => {
  it('stores the ticket with its attachments and mails support', async () => {
    const res = await submit(
      'vendor',
      ticketForm(valid, [
        { name: 'screen.png', type: 'image/png', content: 'png-bytes' },
        { name: 'log.txt', type: 'text/plain', content: 'line 1\nline 2\n' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: TICKET_SUBMITTED,
      result: null,
    });

    const { rows } = await t.db.query<{
      id: string;
      name: string;
      phone_number: string;
      email: string;
      description: string;
      username: string;
    }>(
      `SELECT s.id, s.name, s.phone_number, s.email, s.description, u.username FROM support_tickets s JOIN users u ON u.id = s.user_id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Valerie Chen',
        phone_number: '555-123-4567',
        email: valid.email,
        description: valid.description,
        username: 'vendor',
      }),
    ]);
    const files = await t.db.query<{ file_name: string; mime_type: string; data: Buffer }>(
      'SELECT file_name, mime_type, data FROM support_ticket_attachments WHERE ticket_id = $1 ORDER BY file_name',
      [rows[0]?.id],
    );
    expect(files.rows.map((f) => [f.file_name, f.mime_type, f.data.toString('utf8')])).toEqual([
      ['log.txt', 'text/plain', 'line 1\nline 2\n'],
      ['screen.png', 'image/png', 'png-bytes'],
    ]);

    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('support@image-requests.local');
    expect(mail?.text).toContain(valid.description);
    expect(mail?.text).toContain('vendor');
    expect(mail?.text).toContain('screen.png');
  });

  it('accepts a ticket without phone or attachments', async () => {
    const before = await ticketCount();
    const { phoneNumber: _omitted, ...withoutPhone } = valid;
    const res = await submit('viewer', ticketForm(withoutPhone));
    expect(res.status).toBe(200);
    expect(await ticketCount()).toBe((before ?? 0) + 1);
  });

  it.each([
    ['a short phone number', { ...valid, phoneNumber: '555-1234' }],
    ['letters in the phone number', { ...valid, phoneNumber: '555-CALL-NOW' }],
    ['a missing description', { name: valid.name, email: valid.email }],
    ['a blank name', { ...valid, name: '   ' }],
    ['an invalid e-mail', { ...valid, email: 'not-an-address' }],
  ])('refuses %s with 400 and stores nothing', async (_case, fields) => {
    const before = await ticketCount();
    const mails = t.mails.length;
    const res = await submit('staff', ticketForm(fields));
    expect(res.status).toBe(400);
    expect(await ticketCount()).toBe(before);
    expect(t.mails.length).toBe(mails);
  });

  it('needs a signed-in user (401)', async () => {
    const res = await submit(null, ticketForm(valid));
    expect(res.status).toBe(401);
  });
});
