import type { components } from '@/api/generated/openapi';
import type { Queryable } from '../db/pool';

/** What an entry is about (the contract's AuditKind, the table's CHECK in 018_audit_trail.sql). */
export type AuditKind = components['schemas']['AuditKind'];

/** Who acted and from where. For a failed sign-in, the username given and no id. */
export interface AuditActor {
  userId: string | null;
  username: string;
  address: string;
}

type Json = Record<string, unknown>;

export interface AuditEntry {
  actor: AuditActor;
  kind: AuditKind;
  /** camelCase verb: created, updated, removed, rolesChanged, failed, exported... */
  action: string;
  target?: { id: string | number; label: string } | null;
  before?: Json | null;
  after?: Json | null;
  details?: Json;
}

/** The actor of a signed-in call: its user and the address the server saw. */
export const actorOf = (ctx: {
  user: { userId: string; username: string };
  request: { ip: string };
}): AuditActor => ({
  userId: ctx.user.userId,
  username: ctx.user.username,
  address: ctx.request.ip,
});

/*
 * Keys whose values never enter the trail, at any depth: a password (or its hash), a token, an
 * activation or API key, a secret. The handlers pass none; this is the net under them.
 */
const SECRET_KEY = /pass(word|wd)|secret|token|hash|activationkey|apikey|privatekey|^key$/i;
export const REDACTED = '[redacted]';

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redact(inner),
    ]),
  );
}

const json = (value: Json | null | undefined) =>
  value === null || value === undefined ? null : JSON.stringify(redact(value));

/**
 * Appends one entry to the audit trail. Call it with the transaction's client of the change it
 * records, so both land or neither does; a failed sign-in, which changes nothing, with the pool.
 * The table refuses UPDATE, DELETE and TRUNCATE (018_audit_trail.sql): nothing changes an entry.
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_trail (actor_user_id, actor_username, address, kind, action, target_id,
                              target_label, before, after, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.actor.userId,
      entry.actor.username,
      entry.actor.address,
      entry.kind,
      entry.action,
      entry.target ? String(entry.target.id) : null,
      entry.target?.label ?? null,
      json(entry.before),
      json(entry.after),
      json(entry.details ?? {}),
    ],
  );
}

/** An export of a list, as the export module records it. */
export interface ExportRecord {
  /** The list exported: an operationId such as 'GetRequests', 'GetUsers', 'GetAuditTrail'. */
  list: string;
  format: 'csv' | 'xlsx';
  /** The filters and search the rows were selected by (the query as received, paging aside). */
  filters: Json;
  /** How many rows were written, when known. */
  rowCount?: number;
}

/**
 * Records an export: kind `export`, action `exported`, target the list. For the shared export
 * module (issue 22, item 2): call it once per export with `actorOf(ctx)`, before streaming (so an
 * export cut off midway is still on record) or after it with its `rowCount`.
 */
export function recordExport(db: Queryable, actor: AuditActor, what: ExportRecord): Promise<void> {
  return recordAudit(db, {
    actor,
    kind: 'export',
    action: 'exported',
    target: { id: what.list, label: what.list },
    details: {
      format: what.format,
      filters: what.filters,
      ...(what.rowCount === undefined ? {} : { rowCount: what.rowCount }),
    },
  });
}

/**
 * The fields that differ between two views of a record, as `{ before, after }`; null when none
 * does (a save that changed nothing records nothing). Values compare as JSON.
 */
export function changes(before: Json, after: Json): { before: Json; after: Json } | null {
  const was: Json = {};
  const now: Json = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

/**
 * Records a change to a record from two views of it (in its transaction): a creation when there
 * was none before, a removal when there is none after, else only the fields that changed under
 * `action` (default `updated`), and nothing at all when none did.
 */
export async function recordChange(
  db: Queryable,
  change: Omit<AuditEntry, 'action' | 'before' | 'after' | 'target'> & {
    action?: string;
    target: { id: string | number; label: string };
    before: Json | null;
    after: Json | null;
  },
): Promise<void> {
  const { before, after, action, ...rest } = change;
  if (before && after) {
    const diff = changes(before, after);
    if (diff) await recordAudit(db, { ...rest, action: action ?? 'updated', ...diff });
    return;
  }
  if (!before && !after) return;
  await recordAudit(db, {
    ...rest,
    action: action ?? (before ? 'removed' : 'created'),
    before,
    after,
  });
}
