import type { AuthUser } from '../auth/authUser';
import { PERMISSION_FLAGS } from '../auth/permissions';
import type { ChangeRow } from './changeLog';
import { changeFrame, type StreamSink } from './sseStream';
import type { MayHear } from './visibility';

/** What the fan-out has cost so far (server/http/metrics.ts; server/bench/live.ts reads it). */
export interface LiveStats {
  /** Batches sent (each one read of the changes, at most one manufacturer query). */
  batches: number;
  /** Socket writes to streams: at most one per stream per batch. */
  writes: number;
  /** CPU time spent deciding, building and writing them, socket writes included. */
  fanOutMs: number;
}

/** One open stream, as the hub (server/events/hub.ts) keeps it. */
export interface Subscriber {
  /** As of the last auth version seen: re-read when that moves (roles, removal, logout). */
  user: AuthUser;
  /** Streams of the same key hear the same of every change not about one user (audienceKey). */
  audience: string;
  token: string;
  sink: StreamSink;
  /** While its replay runs, the live changes it may hear wait here (null once live). */
  waiting: ChangeRow[] | null;
  /**
   * The ids its replay sent: a batch whose scope check began before the replay ended may carry
   * them again, and must not send them twice.
   */
  replayed: ReadonlySet<number>;
}

/**
 * What decides what a stream hears of a change about no one in particular: its permission flags
 * and manufacturer restriction. Streams that share it share one frame text per batch.
 */
export function audienceKey(user: AuthUser): string {
  const flags = PERMISSION_FLAGS.map((flag) => (user.permissions[flag] ? '1' : '0')).join('');
  const scope =
    user.manufacturerIds === null ? '*' : [...user.manufacturerIds].sort((a, b) => a - b).join();
  return `${flags}|${scope}`;
}

/** A change's frame for one stream: its origin only for the user who made the change. */
export function frameFor(subscriber: Subscriber, change: ChangeRow): string {
  return changeFrame(change, change.actorId === subscriber.user.userId);
}

/**
 * Sends a batch to every stream that may hear of it. The cost per stream per batch is kept to
 * one socket write of a text built once per audience (audienceKey): the rule runs once per
 * audience and change, and only the streams of a user the batch is personally about (their
 * notification, their profile, their own change's origin), and those still replaying, have
 * theirs built alone. Returns the writes made.
 */
export function sendBatch(
  subscribers: readonly Subscriber[],
  changes: readonly ChangeRow[],
  mayHear: MayHear,
): number {
  const personal = new Set<string>();
  for (const c of changes) {
    if (c.kind === 'notification' && c.userId !== null) personal.add(c.userId);
    if (c.kind === 'user') personal.add(c.recordId);
    if (c.origin !== null && c.actorId !== null) personal.add(c.actorId);
  }
  const frames = new Map<number, string>();
  const frameOf = (change: ChangeRow) => {
    let frame = frames.get(change.id);
    if (frame === undefined) frames.set(change.id, (frame = changeFrame(change)));
    return frame;
  };
  const shared = new Map<string, string>();
  let writes = 0;
  for (const subscriber of subscribers) {
    if (
      subscriber.waiting ||
      personal.has(subscriber.user.userId) ||
      (subscriber.replayed.size > 0 && changes.some((c) => subscriber.replayed.has(c.id)))
    ) {
      if (sendAlone(subscriber, changes, mayHear, frameOf)) writes += 1;
      continue;
    }
    let text = shared.get(subscriber.audience);
    if (text === undefined) {
      // No change of the batch is about this user: the audience's rule is theirs.
      const heard = changes.filter((c) => mayHear(subscriber.user, c));
      shared.set(subscriber.audience, (text = heard.map(frameOf).join('')));
    }
    if (!text) continue;
    subscriber.sink.write(text);
    writes += 1;
  }
  return writes;
}

/**
 * One stream's part of a batch, decided for it alone (the frames without origin shared); whether
 * it was written.
 */
function sendAlone(
  subscriber: Subscriber,
  changes: readonly ChangeRow[],
  mayHear: MayHear,
  frameOf: (change: ChangeRow) => string,
): boolean {
  const heard = changes.filter(
    (c) => mayHear(subscriber.user, c) && !subscriber.replayed.has(c.id),
  );
  if (heard.length === 0) return false;
  if (subscriber.waiting) {
    subscriber.waiting.push(...heard);
    return false;
  }
  subscriber.sink.write(
    heard
      .map((c) =>
        c.origin !== null && c.actorId === subscriber.user.userId
          ? frameFor(subscriber, c)
          : frameOf(c),
      )
      .join(''),
  );
  return true;
}
