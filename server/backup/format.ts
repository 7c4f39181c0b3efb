import fs from 'node:fs';

/**
 * A backup file: the line `IMAGE-REQUESTS-BACKUP`, one line of JSON (the header below), then the
 * payload. The header is plain text so an operator can read it with `head -2 FILE`.
 * - method `copy`: the payload is one gzip stream of every table's `COPY ... TO STDOUT` text,
 *   table after table in the header's order, each exactly `bytes` long.
 * - method `pg_dump`: the payload is a `pg_dump -Fc` archive (compressed by pg_dump itself).
 */
export const MAGIC = 'IMAGE-REQUESTS-BACKUP';
export const FORMAT_VERSION = 1;

export interface TableEntry {
  name: string;
  /** The columns copied, in order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  /** Length and SHA-256 of the table's COPY text, uncompressed (copy method only). */
  bytes: number;
  sha256: string;
}

export interface SequenceEntry {
  name: string;
  /** A bigint, kept as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  formatVersion: number;
  method: 'copy' | 'pg_dump';
  createdAt: string;
  /** The schema version: the migrations applied to the database backed up, in order. */
  migrations: string[];
  /** PostgreSQL's server_version. */
  server: string;
  tables: TableEntry[];
  sequences: SequenceEntry[];
  /** Length and SHA-256 of the payload as stored (compressed). */
  payload: { bytes: number; sha256: string };
}

export class BackupFileError extends Error {}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkHeader(value: unknown): BackupHeader {
  const fail = (what: string): never => {
    throw new BackupFileError(`The backup's header is damaged: ${what}.`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const header = value as Partial<BackupHeader>;
  if (header.formatVersion !== FORMAT_VERSION)
    throw new BackupFileError(
      `The backup's format version is ${String(header.formatVersion)}; this code reads version ${FORMAT_VERSION}.`,
    );
  if (header.method !== 'copy' && header.method !== 'pg_dump') fail('unknown method');
  if (!isStringArray(header.migrations)) fail('no migration list');
  if (typeof header.createdAt !== 'string' || typeof header.server !== 'string')
    fail('no creation time or server');
  if (!Array.isArray(header.tables) || !Array.isArray(header.sequences)) fail('no table list');
  for (const table of header.tables ?? [])
    if (
      typeof table.name !== 'string' ||
      !isStringArray(table.columns) ||
      !Number.isSafeInteger(table.rows) ||
      !Number.isSafeInteger(table.bytes) ||
      typeof table.sha256 !== 'string'
    )
      fail('a table entry is incomplete');
  if (
    !header.payload ||
    !Number.isSafeInteger(header.payload.bytes) ||
    typeof header.payload.sha256 !== 'string'
  )
    fail('no payload checksum');
  return header as BackupHeader;
}

/** The header line, ready to write. */
export const headerText = (header: BackupHeader) => `${MAGIC}\n${JSON.stringify(header)}\n`;

/** Reads a backup file's header and where its payload starts; throws BackupFileError when it is not one. */
export async function readHeader(file: string): Promise<{ header: BackupHeader; offset: number }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    let position = 0;
    for (;;) {
      const { buffer, bytesRead } = await handle.read({
        buffer: Buffer.alloc(64 * 1024),
        position,
      });
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      length += bytesRead;
      position += bytesRead;
      const text = Buffer.concat(chunks, length);
      if (!text.subarray(0, MAGIC.length + 1).equals(Buffer.from(`${MAGIC}\n`)))
        throw new BackupFileError(`${file} is not an Image Requests backup.`);
      const end = text.indexOf(10, MAGIC.length + 1);
      if (end >= 0) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text.subarray(MAGIC.length + 1, end).toString('utf8'));
        } catch {
          throw new BackupFileError("The backup's header is damaged: not JSON.");
        }
        return { header: checkHeader(parsed), offset: end + 1 };
      }
      if (length > 64 * 1024 * 1024) break;
    }
    throw new BackupFileError(`${file} ends before its header does.`);
  } finally {
    await handle.close();
  }
}

/**
 * Hands out a byte stream in pieces of exact lengths: each table's COPY text out of the one
 * decompressed payload. `take(n)` yields buffers adding up to n bytes, or throws when the stream ends first.
 */
export class ByteReader {
  private rest: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async *take(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.rest.length === 0) {
        const next = await this.source.next();
        if (next.done) throw new BackupFileError('The backup ends early: it is truncated.');
        this.rest = next.value;
      }
      const piece = this.rest.subarray(0, left);
      this.rest = this.rest.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  /** Whether bytes remain past what was taken (a file longer than its header says is damaged). */
  async hasMore(): Promise<boolean> {
    if (this.rest.length > 0) return true;
    for (;;) {
      const next = await this.source.next();
      if (next.done) return false;
      if (next.value.length > 0) {
        this.rest = next.value;
        return true;
      }
    }
  }
}

/** Rows in a piece of COPY text: in its text format every row ends with a newline, and only rows do. */
export function countRows(chunk: Buffer): number {
  let rows = 0;
  for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) rows += 1;
  return rows;
}
