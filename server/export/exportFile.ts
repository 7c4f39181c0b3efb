import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { recordExport } from '../audit/trail';
import type { Db, DbClient } from '../db/pool';
import { Sql, toQuery } from '../db/sql';
import { csvLine, xlsxCell, type ExportColumn } from './cells';

/**
 * The one export of every list (issue 22 item 2): a list is a column definition and a query, and
 * this streams its rows as CSV or XLSX in constant memory. The rows are read through a cursor
 * (DECLARE … FETCH, in a read-only REPEATABLE READ transaction: one snapshot for the whole file,
 * each FETCH a statement of its own under the pool's statement timeout) in batches of
 * EXPORT_BATCH, and each batch is written before the next is fetched, as fast as the client
 * reads (stream back-pressure). The first batch is fetched before the answer starts, so a
 * failing query still answers the JSON error envelope; later failures end the download cut short.
 */
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_BATCH = 1000;

const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportList<Row> {
  /** The file's name before `-<UTC date>.<format>`, and the worksheet's name. */
  fileStem: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  /** Every row to export, in order (the list's own query, without LIMIT). */
  query: Sql | { text: string; values: unknown[] };
}

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  data: Readable;
}

/** The rows of `query`, batch by batch, from a cursor in a transaction of one pooled connection. */
async function* cursorBatches<Row>(
  client: DbClient,
  query: ExportList<Row>['query'],
): AsyncGenerator<Row[]> {
  const { text, values } = query instanceof Sql ? toQuery(query) : query;
  let done = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${text}`, values);
    for (;;) {
      const batch = await client.query(`FETCH ${EXPORT_BATCH} FROM export_rows`);
      if (batch.rows.length > 0) yield batch.rows as Row[];
      if (batch.rows.length < EXPORT_BATCH) break;
    }
    await client.query('COMMIT');
    done = true;
  } finally {
    // Stopped early (the client went away, or a fault): the transaction closes the cursor.
    if (!done) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

/** The batches with the first one already read: a failure of the query throws here, not mid-file. */
async function startedBatches<Row>(
  db: Db,
  query: ExportList<Row>['query'],
): Promise<AsyncGenerator<Row[]>> {
  const client = await db.connect();
  const source = cursorBatches<Row>(client, query);
  const first = await source.next().catch(async (error: unknown) => {
    await source.return(undefined);
    throw error;
  });
  async function* all(): AsyncGenerator<Row[]> {
    try {
      if (!first.done) yield first.value;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  }
  return all();
}

async function* csvChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: AsyncGenerator<Row[]>,
): AsyncGenerator<string> {
  // The byte order mark tells Excel the file is UTF-8.
  yield `\ufeff${csvLine(columns.map((c) => c.header))}`;
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
}

/**
 * The XLSX, written by exceljs's streaming WorkbookWriter: each row is committed (written to the
 * zip and forgotten) as it is added, strings inline (no shared-string table kept in memory).
 */
function xlsxStream<Row>(list: ExportList<Row>, batches: AsyncGenerator<Row[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(list.sheetName);
  sheet.columns = list.columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  let stopped = false;
  out.once('close', () => {
    stopped = true;
  });
  void (async () => {
    try {
      for await (const batch of batches) {
        if (stopped) break;
        for (const row of batch)
          sheet.addRow(list.columns.map((c) => xlsxCell(c.value(row)))).commit();
        // Back-pressure: wait while the client has not taken what is already written.
        if (out.writableNeedDrain && !stopped)
          await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
      if (stopped) return;
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await batches.return(undefined);
    }
  })();
  return out;
}

/** Today's UTC date, for the file's name. */
const today = () => new Date().toISOString().slice(0, 10);

/** What the audit trail records of an export: who, from where, which list, by which filters. */
export interface ExportAudit {
  actor: { userId: string; username: string; address: string };
  /** The list's operationId (GetRequests, GetUsers, ...). */
  list: string;
  /** The query as received (search, sort, filters). */
  filters: Record<string, unknown>;
}

/** The audit facts of an export call: its user, address, list and query (the format aside). */
export function exportAudit(
  ctx: { user: { userId: string; username: string }; request: { ip: string }; query: object },
  list: string,
): ExportAudit {
  const { format: _format, ...filters } = ctx.query as Record<string, unknown>;
  return {
    actor: { userId: ctx.user.userId, username: ctx.user.username, address: ctx.request.ip },
    list,
    filters,
  };
}

/** The export of a list in the format asked, ready to send as a download. */
export async function exportList<Row>(
  db: Db,
  list: ExportList<Row>,
  format: ExportFormat,
  audit: ExportAudit,
): Promise<ExportedFile> {
  // On record before the rows stream: an export cut off midway was still asked for.
  await recordExport(db, audit.actor, { list: audit.list, format, filters: audit.filters });
  const batches = await startedBatches<Row>(db, list.query);
  return {
    fileName: `${list.fileStem}-${today()}.${format}`,
    mimeType: MIME_TYPES[format],
    data:
      format === 'csv'
        ? Readable.from(csvChunks(list.columns, batches))
        : xlsxStream(list, batches),
  };
}
