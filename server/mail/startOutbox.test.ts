import path from 'node:path';
import { buildApp } from '../app';
import { row } from '../db/pool';
import { testAppWithDir } from '../test/appOnTestDb';
import { testConfig } from '../test/testApp';
import type { MailMessage } from './mailer';
import { queueMails } from './outbox';

/* Issue 19: the app runs the outbox sender from its ready to its close; a graceful shutdown lets
 * the mail under way finish (and be marked sent) before the database pool is ended. */
const files = testAppWithDir('outbox-app');

it('sends while the app runs; closing waits for the mail under way, then sends no more', async () => {
  let sending: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (sending = resolve));
  const sent: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(files.dir),
    db: files.t.db,
    logger: false,
    clientDir: path.join(files.dir, 'no-client'),
    mailer: {
      async send(message) {
        sending();
        await new Promise((resolve) => setTimeout(resolve, 300));
        sent.push(message);
      },
    },
    mailOutbox: { timing: { pollMs: 100 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const mail = { to: 'jlee@lab.example.com', subject: 'Before the close', text: 'Body' };
  await queueMails(files.t.db, [{ dedupeKey: 'app:1', ...mail }]);
  await started;
  await app.close();
  // The mail under way was finished and recorded as sent before close returned.
  expect(sent).toEqual([expect.objectContaining(mail)]);
  const stored = await row<{ sent: boolean }>(
    files.t.db,
    "SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE dedupe_key = 'app:1'",
  );
  expect(stored).toEqual({ sent: true });

  await queueMails(files.t.db, [{ dedupeKey: 'app:2', ...mail, subject: 'After the close' }]);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(sent).toHaveLength(1);
});
