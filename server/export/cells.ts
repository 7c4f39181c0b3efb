/**
 * What an export's cells hold, and how a text cell is made safe to open in a spreadsheet: the
 * CSV side lives in src/lib/domain/csvCells.ts (the browser's Reports export uses it too).
 * Neutralising applies to the XLSX's strings too: a user may paste them elsewhere.
 */
import { neutralised, type Cell } from '@/lib/domain/csvCells';

export { csvCell, csvLine, neutralised, type Cell } from '@/lib/domain/csvCells';

/** One column of an export: its heading and its value in a row. */
export interface ExportColumn<Row> {
  header: string;
  value(row: Row): Cell;
  /** Width in characters in the XLSX (the CSV has none). */
  width?: number;
}

/** A cell as the XLSX writer takes it: text neutralised, dates as dates, booleans as TRUE/FALSE. */
export function xlsxCell(cell: Cell): string | number | boolean | Date | null {
  return typeof cell === 'string' ? neutralised(cell) : cell;
}
