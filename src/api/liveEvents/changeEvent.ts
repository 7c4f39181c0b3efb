import type { components } from '@/api/generated/openapi';

/** The data of a `change` event (the contract's `ChangeEvent`): what changed, never the data. */
export type ChangeEvent = components['schemas']['ChangeEvent'];
export type ChangeKind = ChangeEvent['kind'];

// Every kind of the contract, and only those: a kind added there must be added here.
const kindsKnown: Record<ChangeKind, true> = {
  request: true,
  note: true,
  attachment: true,
  organization: true,
  user: true,
  workflow: true,
  notification: true,
  platform: true,
};

/** What the stream tells the app: a change, or that events were missed (refetch everything). */
export type LiveMessage = { type: 'change'; change: ChangeEvent } | { type: 'refresh' };

export const isChangeKind = (value: unknown): value is ChangeKind =>
  typeof value === 'string' && Object.hasOwn(kindsKnown, value);
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
  const { kind, id, version, requestId, origin } = value;
  if (
    !isChangeKind(kind) ||
    typeof id !== 'string' ||
    !optionalInteger(version) ||
    !optionalInteger(requestId) ||
    (origin !== undefined && typeof origin !== 'string')
  )
    return null;
  return {
    kind,
    id,
    ...(typeof version === 'number' ? { version } : {}),
    ...(typeof requestId === 'number' ? { requestId } : {}),
    ...(typeof origin === 'string' ? { origin } : {}),
  };
}
