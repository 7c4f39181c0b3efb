/** The kinds of record a change event names (the contract's `ChangeEvent.kind`). */
export const CHANGE_KINDS = [
  'request',
  'note',
  'attachment',
  'organization',
  'user',
  'workflow',
  'notification',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The data of a `change` event: what changed and its new version, never the data itself. */
export interface ChangeEvent {
  kind: ChangeKind;
  id: string;
  version?: number;
  requestId?: number;
}

/** What the stream tells the app: a change, or that events were missed (refetch everything). */
export type LiveMessage = { type: 'change'; change: ChangeEvent } | { type: 'refresh' };

const kinds: ReadonlySet<string> = new Set(CHANGE_KINDS);
const isKind = (value: unknown): value is ChangeKind =>
  typeof value === 'string' && kinds.has(value);
const optionalInteger = (value: unknown) => value === undefined || Number.isInteger(value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `change` event's data, or null when it is not a ChangeEvent (ignored, not trusted). */
export function parseChangeEvent(data: string): ChangeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { kind, id, version, requestId } = value;
  if (
    !isKind(kind) ||
    typeof id !== 'string' ||
    !optionalInteger(version) ||
    !optionalInteger(requestId)
  )
    return null;
  return {
    kind,
    id,
    ...(typeof version === 'number' ? { version } : {}),
    ...(typeof requestId === 'number' ? { requestId } : {}),
  };
}
