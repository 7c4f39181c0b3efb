/**
 * The software-set CSV format (shared/spec/software-set-csv.md), as far as the browser can
 * check it without server data. The server enforces the same rules and is authoritative.
 */

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
/** Problems listed before the rest are summed up as 'and N more'. */
export const MAX_LISTED_PROBLEMS = 50;

export const FUNCTION_CHOICES = [
  'Main PGM',
  'Operating System',
  'Personality PGM',
  'Printer',
  'Progressive',
  'RAM Clear',
  'Bill Validator',
  'Sound/Graphics',
  'Hardware',
  'System',
  'Other',
] as const;

export const JURISDICTION_TYPE_CHOICES = ['AP', 'NU', 'CP', 'OH', 'TC', 'RA'] as const;

export interface ColumnRule {
  name: string;
  required: boolean;
  /** Longest value allowed, in characters; none when the column has no length rule. */
  maxLength?: number;
  /** The only values allowed when a value is given (matched ignoring case). */
  choices?: readonly string[];
}

export const COLUMNS: readonly ColumnRule[] = [
  { name: 'Manufacturer', required: true },
  { name: 'Platform', required: true },
  { name: 'Component Type', required: true },
  { name: 'Component Name', required: true, maxLength: 200 },
  { name: 'ID Number', required: true, maxLength: 50 },
  { name: 'Version', required: true, maxLength: 50 },
  { name: 'Function', required: false, choices: FUNCTION_CHOICES },
  { name: 'Position', required: false, maxLength: 50 },
  { name: 'Game Name', required: false, maxLength: 200 },
  { name: 'Date Code', required: false, maxLength: 50 },
  { name: 'Jurisdiction Type', required: false, choices: JURISDICTION_TYPE_CHOICES },
];

export const csvMessages = {
  notCsv: 'Selected file is not .CSV',
  fileRequired: 'File is required',
  tooLarge: 'The file is larger than 5 MiB.',
  noHeader: 'The file has no header row.',
  noRows: 'The file has no data rows.',
  tooManyRows: `The file has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} data rows.`,
  unknownColumn: (name: string) => `Unknown column "${name}".`,
  duplicateColumn: (name: string) => `Column "${name}" appears more than once.`,
  missingColumn: (name: string) => `Column "${name}" is missing.`,
  fieldCount: (expected: number, found: number) =>
    `Expected ${expected} fields but found ${found}.`,
  required: (column: string) => `${column} is required.`,
  tooLong: (column: string, max: number) => `${column} must be at most ${max} characters.`,
  notAChoice: (column: string, choices: readonly string[]) =>
    `${column} must be one of: ${choices.join(', ')}.`,
  notSameValue: (column: string, first: string, firstLine: number) =>
    `${column} must be the same on every row ("${first}" on line ${firstLine}).`,
  duplicateRow: (firstLine: number) =>
    `Component Type, ID Number and Version repeat line ${firstLine}.`,
  andMore: (count: number) => `and ${count} more`,
};

export const atLine = (line: number, message: string) => `Line ${line}: ${message}`;
