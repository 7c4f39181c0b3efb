/**
 * CSV cells made safe to open in a spreadsheet (OWASP "CSV injection"): a text beginning with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so Excel, LibreOffice and
 * Google Sheets show it as text instead of running it as a formula. Shared by the server's
 * exports (server/export/) and the browser's (the Reports screen's tables).
 */
export type Cell = string | number | boolean | Date | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as CSV text (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text =
    cell instanceof Date
      ? cell.toISOString()
      : typeof cell === 'string'
        ? neutralised(cell)
        : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV record, CRLF-terminated (RFC 4180). */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
