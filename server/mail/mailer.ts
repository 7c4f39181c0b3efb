import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * A stable name for this mail (the outbox row's, server/mail/outboxSender.ts): the Message-ID
   * and the outbox file are derived from it, so sending the same mail again after a crash replaces
   * the file rather than adding one, and lets a mail server recognise the duplicate.
   */
  id?: string;
}

export interface Mailer {
  /** `log`: the request's logger when sent during a request, so its lines carry the request id. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
}

/** The domain of MAIL_FROM ("Name <no-reply@lab.example>" gives lab.example). */
const fromDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'image-requests.local';

/** A Message-ID that is the same each time the mail with this id is sent. */
export const messageIdFor = (id: string, from: string) =>
  `<${id}.${createHash('sha256').update(id).digest('hex').slice(0, 12)}@${fromDomain(from)}>`;

/** The outbox file of a mail with an id: DATA_DIR/outbox/mail-<id>.eml. */
export const outboxFileName = (id: string) => `mail-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}.eml`;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes a .eml file under
 * DATA_DIR/outbox (and a log line), so a local admin can read what would have been sent.
 */
export function createMailer(config: ServerConfig, log: FastifyBaseLogger): Mailer {
  const withId = (message: MailMessage) => {
    const { id, ...mail } = message;
    return {
      from: config.mailFrom,
      ...mail,
      ...(id === undefined ? {} : { messageId: messageIdFor(id, config.mailFrom) }),
    };
  };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message, requestLog) {
        await transport.sendMail(withId(message));
        (requestLog ?? log).info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message, requestLog) {
      const info = await transport.sendMail(withId(message));
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        message.id === undefined ? timedName(message) : outboxFileName(message.id),
      );
      await writeAtomically(file, info.message as Buffer);
      (requestLog ?? log).info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
  };
}

function timedName(message: MailMessage): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${message.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`;
}

/**
 * The whole file or none under its name: written aside, flushed, then renamed over (a rename is
 * atomic), so a crash midway leaves no half mail and a second delivery replaces the first.
 */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
}
