import { decodeUtf8, looksBinary, parseCsv, type CsvRow } from './parseCsv';
import {
  COLUMNS,
  MAX_DATA_ROWS,
  MESSAGES,
  emptyRow,
  type ColumnKey,
  type ColumnRule,
  type Problem,
  type SoftwareSetRow,
} from './rules';

export interface ReadSoftwareSet {
  rows: SoftwareSetRow[];
  /** Problems found without server data; empty when the file is well formed so far. */
  problems: Problem[];
}

/** The column a header names (case-insensitive, trimmed), or undefined. */
export function columnForHeader(header: string): ColumnRule | undefined {
  const wanted = header.trim().toLowerCase();
  return COLUMNS.find((c) => c.header.toLowerCase() === wanted);
}

/** Each header's column (undefined for an unknown one), and the header's problems. */
function readHeader(header: CsvRow): {
  columnAt: Array<ColumnRule | undefined>;
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const at = (text: string) => problems.push({ line: header.line, text });
  if (header.malformed) at(MESSAGES.malformed(header.malformed));
  const columnAt = header.values.map(columnForHeader);
  const seen = new Set<ColumnKey>();
  header.values.forEach((name, index) => {
    const column = columnAt[index];
    if (!column) at(MESSAGES.unknownColumn(name.trim()));
    else if (seen.has(column.key)) at(MESSAGES.repeatedColumn(column.header));
    else seen.add(column.key);
  });
  for (const column of COLUMNS) {
    if (column.required && !seen.has(column.key)) at(MESSAGES.missingColumn(column.header));
  }
  return { columnAt, problems };
}

/** Rules of one row that need no server data: required, lengths, choices. */
export function checkRowValues(row: SoftwareSetRow): Problem[] {
  const problems: Problem[] = [];
  for (const column of COLUMNS) {
    const value = row[column.key];
    if (value === '') {
      if (column.required)
        problems.push({ line: row.line, text: MESSAGES.required(column.header) });
      continue;
    }
    if (column.maxLength !== undefined && value.length > column.maxLength) {
      problems.push({ line: row.line, text: MESSAGES.tooLong(column.header, column.maxLength) });
    }
    if (column.choices && !column.choices.some((c) => c.toLowerCase() === value.toLowerCase())) {
      problems.push({ line: row.line, text: MESSAGES.notAChoice(column.header, column.choices) });
    }
  }
  return problems;
}

/** Manufacturer and Platform carry one value for the whole set (case aside). */
export function checkSameOnEveryRow(rows: readonly SoftwareSetRow[]): Problem[] {
  const problems: Problem[] = [];
  for (const [key, header] of [
    ['manufacturer', 'Manufacturer'],
    ['platform', 'Platform'],
  ] as const) {
    const first = rows.find((r) => r[key] !== '');
    if (!first) continue;
    for (const r of rows) {
      if (r[key] !== '' && r[key].toLowerCase() !== first[key].toLowerCase())
        problems.push({
          line: r.line,
          text: MESSAGES.notSameAsFirst(header, first[key], first.line),
        });
    }
  }
  return problems;
}

/**
 * No two rows may share Component Type, ID Number and Version (case aside). `typeOf` says
 * which component type a row is: its text here, the type it resolves to with server data.
 */
export function checkRepeats<Row extends { row: SoftwareSetRow }>(
  rows: readonly Row[],
  typeOf: (row: Row) => string | number,
): Problem[] {
  const problems: Problem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const entry of rows) {
    const { row } = entry;
    if (row.idNumber === '' || row.version === '') continue;
    const key = JSON.stringify([
      typeOf(entry),
      row.idNumber.toLowerCase(),
      row.version.toLowerCase(),
    ]);
    const earlier = firstLineOf.get(key);
    if (earlier === undefined) firstLineOf.set(key, row.line);
    else problems.push({ line: row.line, text: MESSAGES.duplicate(earlier) });
  }
  return problems;
}

/**
 * Reads a software-set CSV and applies every rule that needs no server data: the encoding,
 * the header, the row count, required values, lengths, choices, one manufacturer and platform
 * per set, no repeated rows. The browser's pre-check and the server's first step: the same
 * file gets the same problems on both. Line numbers are the file's physical lines.
 */
export function readSoftwareSet(data: Uint8Array): ReadSoftwareSet {
  if (looksBinary(data)) return { rows: [], problems: [{ line: null, text: MESSAGES.notText }] };
  const text = decodeUtf8(data);
  if (text === undefined) return { rows: [], problems: [{ line: null, text: MESSAGES.notUtf8 }] };

  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], problems: [{ line: null, text: MESSAGES.empty }] };
  const { columnAt, problems } = readHeader(header);
  // With a broken header every row would repeat the same complaint: report the header alone.
  if (problems.length > 0) return { rows: [], problems };
  if (records.length === 0) return { rows: [], problems: [{ line: null, text: MESSAGES.noRows }] };
  if (records.length > MAX_DATA_ROWS)
    return { rows: [], problems: [{ line: null, text: MESSAGES.tooManyRows(records.length) }] };

  const rows: SoftwareSetRow[] = [];
  for (const record of records) {
    if (record.malformed) {
      problems.push({ line: record.line, text: MESSAGES.malformed(record.malformed) });
      continue;
    }
    if (record.values.length !== header.values.length) {
      problems.push({
        line: record.line,
        text: MESSAGES.wrongValueCount(header.values.length, record.values.length),
      });
      continue;
    }
    const row = emptyRow(record.line);
    record.values.forEach((value, index) => {
      const column = columnAt[index];
      if (column) row[column.key] = value.trim();
    });
    problems.push(...checkRowValues(row));
    rows.push(row);
  }
  problems.push(...checkSameOnEveryRow(rows));
  problems.push(
    ...checkRepeats(
      rows.map((row) => ({ row })),
      ({ row }) => row.componentType.toLowerCase(),
    ),
  );
  return { rows, problems };
}
