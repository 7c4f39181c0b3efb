import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupFileError, countRows, readHeader, type BackupHeader } from './format';
import { checkPayload, meter, walkPayload } from './payload';
import { listWithPgRestore, matchingPgTool } from './pgDump';

/**
 * Checks a backup file without restoring it: its header, the checksum of what is stored, and
 * (copy method) every table's text decompressed, its length, checksum and row count; a pg_dump
 * archive is listed by pg_restore when one of its version is installed. Throws BackupFileError
 * on the first fault; returns the header and what could not be checked.
 */
export async function verifyBackup(
  file: string,
): Promise<{ header: BackupHeader; notes: string[] }> {
  const { header, offset } = await readHeader(file);
  const notes: string[] = [];
  if (header.method === 'copy') {
    await walkPayload(file, offset, header, async (table, text) => {
      let rows = 0;
      for await (const piece of text) rows += countRows(piece);
      if (rows !== table.rows)
        throw new BackupFileError(
          `The backup is damaged: table ${table.name} holds ${rows} rows, its header says ${table.rows}.`,
        );
    });
    return { header, notes };
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'image-requests-verify-'));
  try {
    const archive = path.join(dir, 'archive.dump');
    const stored = meter();
    await pipeline(
      fs.createReadStream(file, { start: offset }),
      stored.stage,
      fs.createWriteStream(archive),
    );
    checkPayload(header, stored.result());
    const major = Number(/^(\d+)/.exec(header.server)?.[1]);
    const tool = await matchingPgTool('pg_restore', major);
    if (tool) {
      await listWithPgRestore(tool, archive).catch((error: unknown) => {
        throw new BackupFileError(
          `The backup is damaged: pg_restore cannot read its archive (${error instanceof Error ? error.message : String(error)}).`,
        );
      });
    } else
      notes.push(
        `pg_restore ${major} is not installed: the archive was checked by its checksum only.`,
      );
    return { header, notes };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
