import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, isDatabaseUnavailable, row, rows, type Db } from '../db/pool';
import type { Mailer } from './mailer';

/**
 * Delivers the mails of mail_outbox (migration 016), each once: several servers may run a sender
 * on one database. A sender claims due rows with FOR UPDATE SKIP LOCKED and keeps them locked
 * while it sends, then marks them sent in the same transaction. A server that dies mid-send
 * loses its connection, PostgreSQL rolls the claim back, and another sender (or the restarted
 * one) sends those rows again: with the same outbox file name and Message-ID (mailer.ts), so the
 * file is replaced, not doubled, and a mail server can drop the duplicate. A failed send is
 * retried with exponential back-off up to `maxDelayMs`, and given up after `maxAttempts`.
 */
export interface OutboxTiming {
  /** How often the sender looks for due mail (a mail leaves within about this after its commit). */
  pollMs: number;
  /** Rows claimed per transaction. */
  batchSize: number;
  /** The first retry's delay; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1_000,
  batchSize: 20,
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  // 5 s, 10 s, 20 s ... then hourly: about 3.5 hours of tries before a mail is given up.
  maxAttempts: 12,
};

/** When attempt number `attempts` (1-based) failed, the next one is this many ms later. */
export function retryDelayMs(attempts: number, timing: OutboxTiming = OUTBOX_TIMING): number {
  return Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface DueMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  attempts: number;
}

const DUE = 'sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()';

/** Sends one batch of due mails; how many rows it claimed. */
export async function sendDueMails(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  timing: OutboxTiming = OUTBOX_TIMING,
): Promise<number> {
  // A cheap look first: most polls find nothing and need no transaction.
  if (!(await row(db, `SELECT 1 FROM mail_outbox WHERE ${DUE} LIMIT 1`))) return 0;
  return inTransaction(db, async (client) => {
    const due = await rows<DueMail>(
      client,
      `SELECT id, recipient, subject, text, attempts FROM mail_outbox WHERE ${DUE}
        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [timing.batchSize],
    );
    const sent: number[] = [];
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        await mailer.send({
          id: String(mail.id),
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
        });
        sent.push(mail.id);
      } catch (error) {
        const giveUp = attempts >= timing.maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { err: error, mailId: mail.id, attempts, giveUp },
          giveUp ? 'mail given up after its last attempt' : 'mail not sent; it is retried',
        );
        await client.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = left($3, 1000),
                  next_attempt_at = now() + $4 * interval '1 millisecond',
                  failed_at = CASE WHEN $5 THEN now() END
            WHERE id = $1`,
          [mail.id, attempts, message, retryDelayMs(attempts, timing), giveUp],
        );
      }
    }
    // Recorded with the claim's commit: a crash before it sends these again, under the same names.
    if (sent.length)
      await client.query(
        'UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])',
        [sent],
      );
    return due.length;
  });
}

export interface OutboxSender {
  /** Looks for due mail now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
}

/**
 * Runs sendDueMails every `pollMs` (at once again while batches come back full), plus whatever
 * `extraWork` is (the daily digest), until stopped. Errors are logged and the loop goes on: a
 * database that is down is tried again at the next poll.
 */
export function startOutboxSender(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  timing?: Partial<OutboxTiming>;
  extraWork?: () => Promise<void>;
}): OutboxSender {
  const timing = { ...OUTBOX_TIMING, ...options.timing };
  const { db, mailer, log } = options;
  let stopped = false;
  // A wake that comes while a batch is under way: look again at once after it.
  let pending = false;
  let wakeUp: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, timing.pollMs);
    });

  // Said once per outage, not at every poll.
  let databaseDown = false;
  const loop = async () => {
    while (!stopped) {
      pending = false;
      let full = false;
      try {
        full = (await sendDueMails(db, mailer, log, timing)) === timing.batchSize;
        if (options.extraWork) await options.extraWork();
        if (databaseDown) log.info('mail outbox: database back; sending again');
        databaseDown = false;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'mail outbox: sending failed');
        else if (!databaseDown) log.warn({ err: error }, 'mail outbox: database unavailable');
        databaseDown ||= isDatabaseUnavailable(error);
      }
      if (!full && !pending && !stopped) await pause();
    }
  };
  const running = loop();

  return {
    wake() {
      pending = true;
      clearTimeout(timer);
      wakeUp();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeUp();
      await running;
    },
  };
}
