import type { MailMessage } from '../mail/mailer';
import { testAppWithDir } from '../test/appOnTestDb';

/*
 * Issue 9, hole 6 (part): PasswordResetRequest answers as fast for an existing user as for
 * an unknown one, even when mail is slow (SMTP), so its timing does not reveal who exists.
 */
const MAIL_DELAY_MS = 1500;
// Declared before the test app's hooks, so it runs first: the last mail finishes before the database goes.
afterAll(() => new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS)));
const files = testAppWithDir('reset');
let baseUrl: string;
const mails: MailMessage[] = [];

beforeAll(async () => {
  const slowMailer = {
    send: async (message: MailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
      mails.push(message);
    },
  };
  ({ baseUrl } = await files.listen({ mailer: slowMailer }));
});

async function timedReset(username: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/Account/PasswordResetRequest?username=${username}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

it('answers an existing user without waiting for the mail, which still goes out', async () => {
  const unknown = await timedReset('no-such-user');
  const known = await timedReset('jlee');
  // Both well under the mail's delay: the answer does not wait for it.
  expect(known).toBeLessThan(MAIL_DELAY_MS / 2);
  expect(unknown).toBeLessThan(MAIL_DELAY_MS / 2);
  await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS + 500));
  expect(mails.map((m) => m.to)).toEqual(['jlee@lab.example.com']);
  const key = await files.t.db.query<{ activation_key_hash: string | null }>(
    "SELECT activation_key_hash FROM users WHERE username = 'jlee'",
  );
  expect(key.rows[0]?.activation_key_hash).not.toBeNull();
});
