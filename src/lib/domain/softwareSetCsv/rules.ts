/**
 * The software-set CSV format (shared/spec/software-set-csv.md): its columns, limits, choices
 * and the exact texts of its problems. Pure - no server data, no I/O - so the browser's
 * pre-check and the server's check apply the same rules in the same words.
 */
import { COMPONENT_FUNCTIONS } from '../componentFunctions';
import { JURISDICTION_TYPES } from '../jurisdictions';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
/** More problems than this are summarised as "and N more". */
export const MAX_LISTED_PROBLEMS = 50;

export type ColumnKey =
  | 'manufacturer'
  | 'platform'
  | 'componentType'
  | 'componentName'
  | 'idNumber'
  | 'version'
  | 'function'
  | 'position'
  | 'gameName'
  | 'dateCode'
  | 'jurisdictionType';

export interface ColumnRule {
  key: ColumnKey;
  /** The header as the spec writes it (matched case-insensitively, trimmed). */
  header: string;
  required: boolean;
  maxLength?: number;
  choices?: readonly string[];
}

export const COLUMNS: readonly ColumnRule[] = [
  // The spec sets no length for these three: they must name what the server knows.
  { key: 'manufacturer', header: 'Manufacturer', required: true },
  { key: 'platform', header: 'Platform', required: true },
  { key: 'componentType', header: 'Component Type', required: true },
  { key: 'componentName', header: 'Component Name', required: true, maxLength: 200 },
  { key: 'idNumber', header: 'ID Number', required: true, maxLength: 50 },
  { key: 'version', header: 'Version', required: true, maxLength: 50 },
  { key: 'function', header: 'Function', required: false, choices: COMPONENT_FUNCTIONS },
  { key: 'position', header: 'Position', required: false, maxLength: 50 },
  { key: 'gameName', header: 'Game Name', required: false, maxLength: 200 },
  { key: 'dateCode', header: 'Date Code', required: false, maxLength: 50 },
  {
    key: 'jurisdictionType',
    header: 'Jurisdiction Type',
    required: false,
    choices: JURISDICTION_TYPES,
  },
];

/** One data row, values trimmed; an absent optional column is ''. */
export type SoftwareSetRow = Record<ColumnKey, string> & {
  /** 1-based physical line of the file where the row starts. */
  line: number;
};

/** A row with every column empty, to fill from the file. */
export function emptyRow(line: number): SoftwareSetRow {
  return {
    line,
    manufacturer: '',
    platform: '',
    componentType: '',
    componentName: '',
    idNumber: '',
    version: '',
    function: '',
    position: '',
    gameName: '',
    dateCode: '',
    jurisdictionType: '',
  };
}

export interface Problem {
  /** null for a problem of the whole file or set. */
  line: number | null;
  text: string;
}

/** Every problem text of the format, in one place. */
export const MESSAGES = {
  notUtf8: 'The file is not UTF-8 text.',
  notText: 'This file is not a text CSV file',
  tooLarge: 'The file is larger than 5 MiB.',
  // The product spec's words for the file rules.
  fileRequired: 'File is required',
  notCsv: 'Selected file is not .CSV',
  empty: 'The file is empty: it needs a header row and at least one data row.',
  noRows: 'The file has a header row but no data rows.',
  tooManyRows: (count: number) =>
    `The file has ${count.toLocaleString('en-US')} data rows; at most ${MAX_DATA_ROWS.toLocaleString('en-US')} are allowed.`,
  malformed: (detail: string) => `The file is not valid CSV (${detail}).`,
  unknownColumn: (name: string) => `Unknown column "${name}".`,
  missingColumn: (header: string) => `Column "${header}" is missing.`,
  repeatedColumn: (header: string) => `Column "${header}" appears more than once.`,
  wrongValueCount: (expected: number, found: number) =>
    `Expected ${expected} values but found ${found}.`,
  required: (header: string) => `${header} is required.`,
  tooLong: (header: string, max: number) => `${header} must be at most ${max} characters.`,
  notAChoice: (header: string, choices: readonly string[]) =>
    `${header} must be one of: ${choices.join(', ')}.`,
  notSameAsFirst: (header: string, firstValue: string, firstLine: number) =>
    `${header} must be the same on every row ("${firstValue}" on line ${firstLine}).`,
  // Rules that need the server's data (checkSet.ts).
  unknownManufacturer: (name: string) => `Manufacturer "${name}" is not known.`,
  unknownPlatform: (platform: string, manufacturer: string) =>
    `Platform "${platform}" is not a platform of ${manufacturer}.`,
  wrongManufacturer: (name: string, expected: string) =>
    `Manufacturer "${name}" is not the request's manufacturer (${expected}).`,
  wrongPlatform: (platform: string, expected: string) =>
    `Platform "${platform}" is not the request's platform (${expected}).`,
  unknownComponentType: (type: string, platform: string) =>
    `Component Type "${type}" is not an active component type of ${platform}.`,
  gameNameRequired: (type: string) => `Game Name is required for a game component (${type}).`,
  missingRequiredType: (type: string) => `Required component type "${type}" has no row.`,
  duplicate: (firstLine: number) =>
    `Component Type, ID Number and Version repeat line ${firstLine}.`,
  softwareNotFound: (idNumber: string, version: string, manufacturer: string) =>
    `No uploaded software of ${manufacturer} has ID Number "${idNumber}" and Version "${version}".`,
} as const;

/** One problem as the user reads it: `Line 4: Version is required.` */
export function problemText(problem: Problem): string {
  return problem.line === null ? problem.text : `Line ${problem.line}: ${problem.text}`;
}

/** The problems as listed to the user: in file order, at most 50, then "and N more". */
export function listProblems(problems: readonly Problem[]): string[] {
  // Stable: problems of one line keep their order; set-level problems come last.
  const ordered = [...problems].sort(
    (a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
  );
  const listed = ordered.slice(0, MAX_LISTED_PROBLEMS).map(problemText);
  if (ordered.length > MAX_LISTED_PROBLEMS)
    listed.push(`and ${ordered.length - MAX_LISTED_PROBLEMS} more`);
  return listed;
}

/** The message of an Error / SoftwareNotFound outcome: the listed problems, one a line. */
export const formatProblems = (problems: readonly Problem[]) => listProblems(problems).join('\n');

/** How a row finds its catalogue software: ID Number and Version, case-insensitively. */
export const softwareKey = (idNumber: string, version: string) =>
  `${idNumber.trim().toLowerCase()}\u0000${version.trim().toLowerCase()}`;

export function isCsvFileName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.csv');
}
