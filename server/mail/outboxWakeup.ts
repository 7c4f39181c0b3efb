import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxWakeup {
  close(): Promise<void>;
}

/**
 * LISTEN mail_outbox on a connection of its own (not one of the pool's): the NOTIFY queueMails
 * sends once a transaction that queued a mail has committed (server/mail/outbox.ts) calls `onMail` at once, so the
 * sender need not wait for its next poll. A lost connection is made again after `retryMs`; until
 * then the sender's poll still finds every mail, a little later.
 */
export function listenForMail(
  config: pg.ClientConfig,
  onMail: () => void,
  log: FastifyBaseLogger,
  retryMs = 5_000,
): OutboxWakeup {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Said once per outage, not at every try.
  let lost = false;

  const retry = (gone: pg.Client, error?: unknown) => {
    if (closed || client !== gone) return;
    client = undefined;
    if (!lost) log.warn({ err: error }, 'mail outbox: LISTEN connection lost; polling meanwhile');
    lost = true;
    gone.end().catch(() => undefined);
    timer = setTimeout(() => void connect(), retryMs);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ ...config, keepAlive: true });
    client = next;
    next.on('notification', () => onMail());
    next.on('error', (error) => retry(next, error));
    next.on('end', () => retry(next));
    try {
      await next.connect();
      await next.query('LISTEN mail_outbox');
      lost = false;
    } catch (error) {
      retry(next, error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
