import type { FastifyInstance } from 'fastify';
import { queueAllDigests } from '../notifications/digest';
import type { Services } from '../services';
import { startOutboxSender, type OutboxSender, type OutboxTiming } from './outboxSender';
import { listenForMail, type OutboxWakeup } from './outboxWakeup';
import { pruneSentMails } from './outbox';

export interface MailOutboxOptions {
  timing?: Partial<OutboxTiming>;
  /** How often to queue the daily digests that are due and prune old sent mail (default 1 min). */
  housekeepingMs?: number;
}

/**
 * The app's mail outbox sender (outboxSender.ts), through the app's mailer (counted in the
 * metrics), with between its batches, once a minute, the daily digests that are due and the
 * pruning of mail sent over SENT_MAIL_DAYS ago: started once the app is ready, stopped (its batch
 * under way finished) when the app closes, before main.ts ends the database pool.
 */
export function startMailOutbox(
  app: FastifyInstance,
  services: Services,
  options: MailOutboxOptions,
): void {
  let sender: OutboxSender | undefined;
  let wakeup: OutboxWakeup | undefined;
  let lastHousekeeping = 0;
  const housekeeping = async () => {
    if (Date.now() - lastHousekeeping < (options.housekeepingMs ?? 60_000)) return;
    lastHousekeeping = Date.now();
    await queueAllDigests(services.db, services.config.publicUrl);
    await pruneSentMails(services.db);
  };
  app.addHook('onReady', async () => {
    sender = startOutboxSender({
      db: services.db,
      mailer: services.mailer,
      log: services.log,
      timing: options.timing,
      extraWork: housekeeping,
    });
    // Woken by the NOTIFY of a queued mail; the poll covers a lost connection.
    const { connectionString } = services.db.options;
    if (connectionString)
      wakeup = listenForMail({ connectionString }, () => sender?.wake(), services.log);
  });
  app.addHook('onClose', async () => {
    await wakeup?.close();
    await sender?.stop();
  });
}
