import Papa from 'papaparse';

export interface CsvRow {
  /** 1-based physical line in the file where the row starts (quoted values may span lines). */
  line: number;
  values: string[];
  /** What is wrong with the row's quoting, in the words of MESSAGES.malformed, if anything. */
  malformed?: string;
}

/** Papa Parse's quoting errors, in the user's words. */
const MALFORMED_DETAIL: Record<string, string> = {
  MissingQuotes: 'a quoted value is never closed',
  InvalidQuotes: 'a quoted value has text after its closing quote',
};

/** Reads the bytes as UTF-8 (a leading BOM dropped), refusing anything else rather than guessing. */
export function decodeUtf8(data: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
}

/** How much of a file's start is looked at to tell text from binary content. */
const SNIFF_BYTES = 1024;
/** Tab, line feed, form feed, carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/**
 * Whether the file is binary rather than text: a control byte other than tab, line feed,
 * form feed or carriage return (NUL above all) in its first KB. A spreadsheet (.xlsx is a
 * zip), a picture or a UTF-16 file has them; a CSV never does. Without this check such a
 * file that happens to decode as UTF-8 would be read as lines of garbled column names.
 */
export function looksBinary(data: Uint8Array): boolean {
  return data
    .subarray(0, SNIFF_BYTES)
    .some((byte) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f);
}

const isBlank = (values: readonly string[]) => values.every((v) => v.trim() === '');

/**
 * Parses RFC 4180 CSV (BOM allowed, CRLF or LF, even mixed) into rows that keep their
 * physical line numbers, which Papa Parse itself only reports per row. Blank lines, and rows
 * of empty cells (a spreadsheet's trailing rows), are dropped.
 */
export function parseCsv(source: string): CsvRow[] {
  // One line-end style, so the parser and the line count agree on what a line is.
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: CsvRow[] = [];
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
    step: (result) => {
      const values = result.data;
      if (!isBlank(values)) {
        const error = result.errors[0];
        const malformed =
          error && (MALFORMED_DETAIL[error.code] ?? 'it cannot be read as comma-separated values');
        rows.push({ line, values, ...(malformed ? { malformed } : {}) });
      }
      const cursor = result.meta.cursor;
      for (let i = rowStart; i < cursor; i += 1) if (text.charCodeAt(i) === 10) line += 1;
      rowStart = cursor;
    },
  });
  return rows;
}
