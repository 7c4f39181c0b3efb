import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { expectOk } from '../test/call';
import { row, rows } from '../db/pool';
import { createTestApp, testConfig, type TestApp } from '../test/testApp';
import { createMailer, messageIdFor, outboxFileName, type MailMessage } from './mailer';
import { pruneSentMails, queueMails } from './outbox';
import { retryDelayMs, sendDueMails, startOutboxSender, type OutboxTiming } from './outboxSender';
import { listenForMail } from './outboxWakeup';

/** The mail outbox: each queued mail delivered once, retried with back-off (issue 18, item 6). */

let t: TestApp;
let dir: string;
const log = pino({ level: 'silent' });
const timing: OutboxTiming = {
  pollMs: 50,
  batchSize: 5,
  baseDelayMs: 1000,
  maxDelayMs: 4000,
  maxAttempts: 3,
};

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-outbox-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** Queues mails with keys of this test's own (`prefix`); their outbox rows' ids. */
async function queue(prefix: string, count: number): Promise<number[]> {
  await queueMails(
    t.db,
    Array.from({ length: count }, (_, i) => ({
      dedupeKey: `${prefix}:${i}`,
      to: `user${i}@lab.example.com`,
      subject: `${prefix} ${i}`,
      text: `Mail ${i} of ${prefix}`,
    })),
  );
  return (
    await rows<{ id: number }>(
      t.db,
      'SELECT id FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY id',
      [`${prefix}:%`],
    )
  ).map((r) => r.id);
}

const outboxRow = (id: number) =>
  row<{ attempts: number; sent: boolean; failed: boolean; lastError: string | null; wait: number }>(
    t.db,
    `SELECT attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, last_error AS "lastError",
            (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS wait
       FROM mail_outbox WHERE id = $1`,
    [id],
  );

/** Sends everything due now, batch after batch. */
async function drain(send: (m: MailMessage) => Promise<void>): Promise<void> {
  while ((await sendDueMails(t.db, { send }, log, timing)) > 0);
}

it('backs off exponentially up to a cap', () => {
  expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, timing))).toEqual([
    1000, 2000, 4000, 4000, 4000,
  ]);
  expect(retryDelayMs(1)).toBe(5000);
  expect(retryDelayMs(30)).toBe(3_600_000);
});

it('queues a mail once per dedupe key', async () => {
  await queue('dedupe', 1);
  await queue('dedupe', 1);
  expect(
    await rows(t.db, "SELECT 1 FROM mail_outbox WHERE dedupe_key LIKE 'dedupe:%'"),
  ).toHaveLength(1);
  await drain(async () => undefined);
});

it('retries a failed send later, then sends it once; gives up after the last attempt', async () => {
  const [id] = await queue('retry', 1);
  if (id === undefined) throw new Error('not queued');
  await drain(() => Promise.reject(new Error('SMTP 451 try later')));
  const failed = await outboxRow(id);
  expect(failed).toMatchObject({
    attempts: 1,
    sent: false,
    failed: false,
    lastError: 'SMTP 451 try later',
  });
  // Not due again before its back-off has passed.
  expect(failed?.wait).toBeGreaterThan(500);
  const sent: MailMessage[] = [];
  await drain(async (m) => void sent.push(m));
  expect(sent).toHaveLength(0);

  await t.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
  await drain(async (m) => void sent.push(m));
  await drain(async (m) => void sent.push(m));
  expect(sent).toEqual([
    { id: String(id), to: 'user0@lab.example.com', subject: 'retry 0', text: 'Mail 0 of retry' },
  ]);
  expect(await outboxRow(id)).toMatchObject({ attempts: 2, sent: true });

  const [doomed] = await queue('doomed', 1);
  if (doomed === undefined) throw new Error('not queued');
  for (let attempt = 1; attempt <= timing.maxAttempts; attempt++) {
    await t.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [doomed]);
    await drain(() => Promise.reject(new Error('550 no such user')));
  }
  expect(await outboxRow(doomed)).toMatchObject({ attempts: 3, sent: false, failed: true });
  await t.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [doomed]);
  await drain(() => Promise.reject(new Error('not tried again')));
  expect((await outboxRow(doomed))?.attempts).toBe(3);
});

it('several senders at once deliver each mail exactly once', async () => {
  const queued = await queue('race', 40);
  const delivered: string[] = [];
  const slow = async (m: MailMessage) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    delivered.push(m.id ?? '');
  };
  await Promise.all([drain(slow), drain(slow), drain(slow)]);
  expect(delivered.sort()).toEqual(queued.map(String).sort());
});

it('writes DATA_DIR/outbox/mail-<id>.eml atomically; a second delivery replaces it', async () => {
  const mailer = createMailer(testConfig(dir), log);
  const message = { id: '77', to: 'jlee@lab.example.com', subject: 'Hello', text: 'Body' };
  await mailer.send(message);
  await mailer.send(message);
  const files = fs.readdirSync(path.join(dir, 'outbox'));
  expect(files).toEqual([outboxFileName('77')]);
  const text = fs.readFileSync(path.join(dir, 'outbox', 'mail-77.eml'), 'utf8');
  expect(text).toContain(`Message-ID: ${messageIdFor('77', testConfig(dir).mailFrom)}`);
  expect(messageIdFor('77', 'Lab <no-reply@lab.example>')).toMatch(
    /^<77\.[0-9a-f]{12}@lab\.example>$/,
  );
});

it("the running sender delivers a change's mail within a second, and stops", async () => {
  const delivered: Array<{ message: MailMessage; at: number }> = [];
  const sender = startOutboxSender({
    db: t.db,
    mailer: { send: async (message) => void delivered.push({ message, at: Date.now() }) },
    log,
    timing: { ...timing, pollMs: 200 },
  });
  try {
    const requestId =
      (
        await row<{ id: number }>(
          t.db,
          "SELECT id FROM image_requests WHERE created_by_name = 'Sam Rivera' AND removed_at IS NULL LIMIT 1",
        )
      )?.id ?? 0;
    const staffEmail = (
      await row<{ email: string }>(t.db, "SELECT email FROM users WHERE username = 'staff'")
    )?.email;
    const changed = Date.now();
    expectOk(
      await t.call('AddNote', { as: 'admin', body: { requestId, noteText: 'Latency probe' } }),
    );
    const deadline = Date.now() + 5000;
    while (
      !delivered.some((d) => d.message.text.includes('Latency probe')) &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = delivered.find((d) => d.message.text.includes('Latency probe'));
    expect(mail?.message.to).toBe(staffEmail);
    expect((mail?.at ?? Infinity) - changed).toBeLessThan(1000);
  } finally {
    await sender.stop();
  }
  // Stopped: a mail queued now stays queued.
  const [later] = await queue('after-stop', 1);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await outboxRow(later ?? 0))?.sent).toBe(false);
});

it('a committed mail wakes the listeners at once (NOTIFY); a rolled-back one does not', async () => {
  let woken = 0;
  const wakeup = listenForMail(
    { connectionString: t.db.options.connectionString },
    () => woken++,
    log,
  );
  try {
    // LISTEN is under way once a first notification gets through.
    const deadline = Date.now() + 5000;
    while (woken === 0 && Date.now() < deadline) {
      await t.db.query("SELECT pg_notify('mail_outbox', '')");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(woken).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    woken = 0;
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      await queueMails(client, [
        { dedupeKey: 'wake:rolled-back', to: 'a@b.c', subject: 's', text: 't' },
      ]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(woken).toBe(0);
    const queued = Date.now();
    await queue('wake', 3);
    while (woken === 0 && Date.now() - queued < 2000)
      await new Promise((resolve) => setTimeout(resolve, 5));
    // One statement queued three mails: one wake-up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken).toBe(1);
  } finally {
    await wakeup.close();
  }
  await drain(async () => undefined);
});

it('a listener whose connection is cut listens again', async () => {
  let woken = 0;
  const wakeup = listenForMail(
    { connectionString: t.db.options.connectionString },
    () => woken++,
    log,
    100,
  );
  const listening = async () => {
    woken = 0;
    for (let i = 0; i < 100 && woken === 0; i++) {
      await t.db.query("SELECT pg_notify('mail_outbox', '')");
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return woken > 0;
  };
  try {
    expect(await listening()).toBe(true);
    const cut = await t.db.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN mail_outbox' AND datname = current_database()",
    );
    expect(cut.rowCount).toBe(1);
    expect(await listening()).toBe(true);
  } finally {
    await wakeup.close();
  }
});

it('prunes the rows of mail sent over 30 days ago, and only those', async () => {
  const [old, recent, unsent] = await queue('prune', 3);
  await t.db.query(
    `UPDATE mail_outbox SET sent_at = CASE id WHEN $1 THEN now() - interval '31 days' ELSE now() END
      WHERE id = ANY($2::bigint[])`,
    [old, [old, recent]],
  );
  // An unsent mail stays however old it is.
  await t.db.query("UPDATE mail_outbox SET created_at = now() - interval '90 days' WHERE id = $1", [
    unsent,
  ]);
  expect(await pruneSentMails(t.db)).toBe(1);
  const left = await rows<{ id: number }>(
    t.db,
    "SELECT id FROM mail_outbox WHERE dedupe_key LIKE 'prune:%' ORDER BY id",
  );
  expect(left.map((r) => r.id)).toEqual([recent, unsent]);
  await drain(async () => undefined);
});
