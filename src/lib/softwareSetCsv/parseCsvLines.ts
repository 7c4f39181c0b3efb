import Papa from 'papaparse';

export interface CsvRow {
  /** 1-based physical line in the file where the row starts (quoted fields may span lines). */
  line: number;
  fields: string[];
  /** Papa Parse's complaint about this row (an unterminated quote, ...), if any. */
  parseError?: string;
}

/**
 * Parses RFC 4180 CSV (BOM allowed, CRLF or LF) into rows that keep their physical line
 * numbers, which Papa Parse itself only reports per row. Blank lines are dropped.
 */
export function parseCsvLines(source: string): CsvRow[] {
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
      const cursor = result.meta.cursor;
      const fields = result.data;
      const isBlank = fields.length === 1 && fields[0].trim() === '';
      if (!isBlank) {
        const error = result.errors[0];
        rows.push({ line, fields, ...(error ? { parseError: error.message } : {}) });
      }
      for (let i = rowStart; i < cursor; i += 1) if (text.charCodeAt(i) === 10) line += 1;
      rowStart = cursor;
    },
  });
  return rows;
}
