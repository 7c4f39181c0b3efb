import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupFileError, ByteReader, type BackupHeader, type TableEntry } from './format';

/** A stream stage that hashes and counts what passes through. */
export function meter() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stage = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stage, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** Checks the stored payload's length and checksum against the header. */
export function checkPayload(header: BackupHeader, found: { bytes: number; sha256: string }) {
  if (found.bytes !== header.payload.bytes || found.sha256 !== header.payload.sha256)
    throw new BackupFileError(
      `The backup is damaged: its data (${found.bytes} bytes) does not match its checksum (${header.payload.bytes} bytes recorded).`,
    );
}

/** Reads the stored payload once and checks it against the header's checksum: a damaged file is told before any of it is restored. */
export async function checkStoredPayload(file: string, offset: number, header: BackupHeader) {
  const stored = meter();
  stored.stage.resume();
  await pipeline(fs.createReadStream(file, { start: offset }), stored.stage);
  checkPayload(header, stored.result());
}

/**
 * Reads a copy-method payload table by table: `onTable` gets each table's COPY text as it is
 * decompressed and must consume all of it. Every table's length and SHA-256, and the stored
 * payload's, are checked against the header; a mismatch throws BackupFileError (after the
 * table concerned was handed over: a restore then rolls back).
 */
export async function walkPayload(
  file: string,
  offset: number,
  header: BackupHeader,
  onTable: (table: TableEntry, text: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const stored = meter();
  await pipeline(
    fs.createReadStream(file, { start: offset }),
    stored.stage,
    zlib.createGunzip(),
    async (chunks: AsyncIterable<Buffer>) => {
      const reader = new ByteReader(chunks[Symbol.asyncIterator]());
      for (const table of header.tables) {
        const hash = createHash('sha256');
        const text = async function* () {
          for await (const piece of reader.take(table.bytes)) {
            hash.update(piece);
            yield piece;
          }
        };
        await onTable(table, text());
        if (hash.digest('hex') !== table.sha256)
          throw new BackupFileError(
            `The backup is damaged: table ${table.name} fails its checksum.`,
          );
      }
      if (await reader.hasMore())
        throw new BackupFileError(
          'The backup is damaged: it holds more data than its header lists.',
        );
    },
  ).catch((error: unknown) => {
    // zlib's own errors (a flipped byte breaks the stream or its CRC) say the same thing. Not
    // `instanceof Error`: zlib's errors come from Node's own realm, not always the caller's.
    const fields = typeof error === 'object' && error !== null ? error : {};
    const code = 'code' in fields ? String(fields.code) : '';
    if (code.startsWith('Z_'))
      throw new BackupFileError(
        `The backup is damaged: ${'message' in fields ? String(fields.message) : code}.`,
      );
    throw error;
  });
  checkPayload(header, stored.result());
}
