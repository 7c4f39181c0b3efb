import type { ServerConfig } from '../config';
import { row, type Queryable } from '../db/pool';
import { ApiError } from './errors';
import type { OperationId, UploadedFile } from '../contract/types';
import { QUOTAS } from '../generated/operationFacts';

/** The operations whose calls are support tickets (x-quota: ticket in openapi.yaml). */
const TICKET_OPERATIONS = Object.entries(QUOTAS)
  .filter(([, quota]) => quota === 'ticket')
  .map(([operation]) => operation);

export type UploadLimits = Pick<
  ServerConfig,
  'ticketsPerHour' | 'uploadFilesPerHour' | 'uploadBytesPerHour'
>;

const tooMany = (message: string) => new ApiError(429, `${message} Please try again later.`);
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Refuses (429) a call of an x-quota operation that would take the user past an hourly
 * limit: support tickets (calls of x-quota: ticket operations), files, or bytes (`incomingBytes`: what the request announces, so an
 * upload over the limit is refused before it is read).
 */
export async function checkUploadQuota(
  db: Queryable,
  userId: string,
  operation: OperationId,
  incomingBytes: number,
  limits: UploadLimits,
): Promise<void> {
  const used = await row<{ tickets: number; files: number; bytes: number }>(
    db,
    `SELECT count(*) FILTER (WHERE operation = ANY($2)) AS tickets,
            coalesce(sum(files), 0)::float8 AS files, coalesce(sum(bytes), 0)::float8 AS bytes
       FROM upload_usage WHERE user_id = $1 AND uploaded_at > now() - interval '1 hour'`,
    [userId, TICKET_OPERATIONS],
  );
  const { tickets = 0, files = 0, bytes = 0 } = used ?? {};
  if (QUOTAS[operation] === 'ticket' && tickets >= limits.ticketsPerHour) {
    throw tooMany(
      `You have submitted ${limits.ticketsPerHour} support tickets in the last hour, the most allowed.`,
    );
  }
  if (files >= limits.uploadFilesPerHour || bytes + incomingBytes > limits.uploadBytesPerHour) {
    throw tooMany(
      `You have reached the upload limit of ${limits.uploadFilesPerHour} files or ${megabytes(limits.uploadBytesPerHour)} MB an hour.`,
    );
  }
}

/** Counts an accepted upload call against the user's hourly limits. */
export async function recordUpload(
  db: Queryable,
  userId: string,
  operation: string,
  uploads: Record<string, UploadedFile[]>,
): Promise<void> {
  const files = Object.values(uploads).flat();
  const bytes = files.reduce((sum, file) => sum + file.data.length, 0);
  await db.query(
    'INSERT INTO upload_usage (user_id, operation, files, bytes) VALUES ($1, $2, $3, $4)',
    [userId, operation, files.length, bytes],
  );
}
