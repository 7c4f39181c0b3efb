import { csvLine, type Cell } from '@/lib/domain/csvCells';

/**
 * A report table as a CSV file: UTF-8 with a byte order mark (so Excel reads the accents),
 * RFC 4180, and the shared cell rules (src/lib/domain/csvCells.ts), which neutralise a text
 * a spreadsheet would run as a formula (a manufacturer named "=HYPERLINK(…)").
 */
export function tableCsv(headers: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return `\uFEFF${csvLine(headers)}${rows.map((row) => csvLine(row)).join('')}`;
}

/** Saves the text as a download named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
