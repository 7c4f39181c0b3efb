import { afterCommit, type Queryable } from '../db/pool';

/** A mail to send, queued in the transaction that decides it (migration 016, mail_outbox). */
export interface QueuedMail {
  /** What the mail is for; a second mail with the same key is not queued. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
}

/** How long a sent mail's row is kept (for an operator's questions), then deleted. */
export const SENT_MAIL_DAYS = 30;

export async function pruneSentMails(db: Queryable, days = SENT_MAIL_DAYS): Promise<number> {
  const result = await db.query(
    `DELETE FROM mail_outbox WHERE sent_at < now() - $1 * interval '1 day'`,
    [days],
  );
  return result.rowCount ?? 0;
}

/**
 * Queues mails for the outbox sender (server/mail/outboxSender.ts). Call it with the client of
 * the transaction that makes the change: the mail exists exactly when the change commits. The
 * NOTIFY that wakes the senders goes after the commit, not in the transaction (see migration 015:
 * a NOTIFY in a transaction serializes the commits of all such transactions); should it be lost,
 * the senders' poll finds the mail.
 */
export async function queueMails(db: Queryable, mails: QueuedMail[]): Promise<void> {
  if (!mails.length) return;
  await db.query(
    `INSERT INTO mail_outbox (dedupe_key, recipient, subject, text)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      mails.map((m) => m.dedupeKey),
      mails.map((m) => m.to),
      mails.map((m) => m.subject),
      mails.map((m) => m.text),
    ],
  );
  await afterCommit(db, async (pool) => {
    await pool.query(`SELECT pg_notify('mail_outbox', '')`);
  });
}
