import type { FastifyInstance } from 'fastify';
import { digestEvery } from '../notifications/digest';
import type { Services } from '../services';
import { startOutboxSender, type OutboxSender, type OutboxTiming } from './outboxSender';
import { listenForMail, type OutboxWakeup } from './outboxWakeup';

export interface MailOutboxOptions {
  timing?: Partial<OutboxTiming>;
  /** How often to look for daily digests that are due (default once a minute). */
  digestCheckMs?: number;
}

/**
 * The app's mail outbox sender (outboxSender.ts) with the daily digest between its batches,
 * through the app's mailer (counted in the metrics): started once the app is ready, stopped
 * (its batch under way finished) when the app closes, before main.ts ends the database pool.
 */
export function startMailOutbox(
  app: FastifyInstance,
  services: Services,
  options: MailOutboxOptions,
): void {
  let sender: OutboxSender | undefined;
  let wakeup: OutboxWakeup | undefined;
  app.addHook('onReady', async () => {
    sender = startOutboxSender({
      db: services.db,
      mailer: services.mailer,
      log: services.log,
      timing: options.timing,
      extraWork: digestEvery(
        services.db,
        services.config.publicUrl,
        options.digestCheckMs ?? 60_000,
      ),
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
