import { parse } from 'csv-parse/sync';
import {
  COLUMNS,
  MAX_DATA_ROWS,
  MESSAGES,
  checkRowValues,
  checkSameOnEveryRow,
  columnForHeader,
  emptyRow,
  type ColumnKey,
  type ColumnRule,
  type Problem,
  type SoftwareSetRow,
} from './rules';

export interface ParsedSoftwareSet {
  rows: SoftwareSetRow[];
  /** Problems found without server data; empty when the file is well formed so far. */
  problems: Problem[];
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

interface CsvParseError {
  code?: string;
  lines?: number;
}

function isCsvRecord(value: unknown): value is CsvRecord {
  if (typeof value !== 'object' || value === null || !('record' in value) || !('info' in value))
    return false;
  const { record, info } = value;
  return (
    Array.isArray(record) &&
    record.every((v) => typeof v === 'string') &&
    typeof info === 'object' &&
    info !== null &&
    'lines' in info &&
    typeof info.lines === 'number'
  );
}

function isCsvParseError(error: unknown): error is Error & CsvParseError {
  return error instanceof Error && 'code' in error;
}

const MALFORMED_DETAIL: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted value',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value has text after its closing quote',
};

/** Reads the bytes as UTF-8, refusing anything else rather than guessing. */
function decode(data: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return undefined;
  }
}

const isBlank = (values: readonly string[]) => values.every((v) => v.trim() === '');

/**
 * Parses a software-set CSV and applies the rules that need no server data (the header,
 * row count, required values, lengths, choices, one manufacturer and platform per set).
 * Line numbers are the file's physical lines, so quoted values spanning lines are counted.
 */
export function parseSoftwareSet(data: Buffer): ParsedSoftwareSet {
  const text = decode(data);
  if (text === undefined) return { rows: [], problems: [{ line: null, text: MESSAGES.notUtf8 }] };

  let records: CsvRecord[];
  try {
    // With `info: true` the parser yields {record, info} objects, which its typings do not say.
    const parsed: unknown[] = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // Either line end, even mixed in one file.
      record_delimiter: ['\r\n', '\n'],
    });
    records = parsed.filter(isCsvRecord);
  } catch (error) {
    if (isCsvParseError(error)) {
      const detail =
        MALFORMED_DETAIL[error.code ?? ''] ?? 'it cannot be read as comma-separated values';
      return {
        rows: [],
        problems: [{ line: error.lines ?? null, text: MESSAGES.malformed(detail) }],
      };
    }
    throw error;
  }

  // info.lines is where a record ends; a quoted value spanning lines starts earlier.
  const located = records
    .map(({ record, info }) => ({
      values: record,
      line: info.lines - record.reduce((n, value) => n + (value.match(/\n/g)?.length ?? 0), 0),
    }))
    // A row of empty cells (a spreadsheet's trailing rows) is as blank as an empty line.
    .filter((r) => !isBlank(r.values));

  const [header, ...dataRecords] = located;
  if (!header) return { rows: [], problems: [{ line: null, text: MESSAGES.empty }] };

  const problems: Problem[] = [];
  const columnAt: Array<ColumnRule | undefined> = [];
  const seen = new Set<ColumnKey>();
  for (const name of header.values) {
    const column = columnForHeader(name);
    columnAt.push(column);
    if (!column) problems.push({ line: header.line, text: MESSAGES.unknownColumn(name.trim()) });
    else if (seen.has(column.key))
      problems.push({ line: header.line, text: MESSAGES.repeatedColumn(column.header) });
    else seen.add(column.key);
  }
  for (const column of COLUMNS) {
    if (column.required && !seen.has(column.key))
      problems.push({ line: header.line, text: MESSAGES.missingColumn(column.header) });
  }
  // With a broken header every row would repeat the same complaint: report the header alone.
  if (problems.length > 0) return { rows: [], problems };

  if (dataRecords.length === 0)
    return { rows: [], problems: [{ line: null, text: MESSAGES.noRows }] };
  if (dataRecords.length > MAX_DATA_ROWS)
    return { rows: [], problems: [{ line: null, text: MESSAGES.tooManyRows(dataRecords.length) }] };

  const rows: SoftwareSetRow[] = [];
  for (const record of dataRecords) {
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
  return { rows, problems };
}
