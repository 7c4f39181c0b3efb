import { parseCsvLines, type CsvRow } from './parseCsvLines';
import {
  atLine,
  COLUMNS,
  csvMessages,
  MAX_DATA_ROWS,
  MAX_LISTED_PROBLEMS,
  type ColumnRule,
} from './softwareSetRules';

interface HeaderColumn {
  index: number;
  rule: ColumnRule;
}

const normalize = (name: string) => name.trim().toLowerCase();
const rulesByName = new Map(COLUMNS.map((rule) => [normalize(rule.name), rule]));

function readHeader(header: CsvRow, problems: string[]): HeaderColumn[] {
  const columns: HeaderColumn[] = [];
  const seen = new Set<string>();
  header.fields.forEach((raw, index) => {
    const rule = rulesByName.get(normalize(raw));
    if (!rule) problems.push(atLine(header.line, csvMessages.unknownColumn(raw.trim())));
    else if (seen.has(rule.name))
      problems.push(atLine(header.line, csvMessages.duplicateColumn(rule.name)));
    else {
      seen.add(rule.name);
      columns.push({ index, rule });
    }
  });
  for (const rule of COLUMNS) {
    if (rule.required && !seen.has(rule.name)) {
      problems.push(atLine(header.line, csvMessages.missingColumn(rule.name)));
    }
  }
  return columns;
}

function checkValue(rule: ColumnRule, value: string): string | null {
  if (!value) return rule.required ? csvMessages.required(rule.name) : null;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return csvMessages.tooLong(rule.name, rule.maxLength);
  }
  const { choices } = rule;
  if (choices && !choices.some((choice) => choice.toLowerCase() === value.toLowerCase())) {
    return csvMessages.notAChoice(rule.name, choices);
  }
  return null;
}

/** Tracks a column that must hold one value on every row. */
function sameValueTracker(column: string) {
  let first: { value: string; line: number } | null = null;
  return (value: string, line: number): string | null => {
    if (!value) return null;
    if (!first) {
      first = { value, line };
      return null;
    }
    return first.value.toLowerCase() === value.toLowerCase()
      ? null
      : csvMessages.notSameValue(column, first.value, first.line);
  };
}

/**
 * Checks a software-set CSV against every rule that needs no server data, in file order.
 * Each problem reads `Line N: ...` with N the 1-based physical line; file-level problems
 * carry no line.
 */
export function checkSoftwareSetCsv(text: string): string[] {
  const problems: string[] = [];
  const [header, ...dataRows] = parseCsvLines(text);
  if (!header) return [csvMessages.noHeader];
  if (header.parseError) problems.push(atLine(header.line, `${header.parseError}.`));
  const columns = readHeader(header, problems);
  if (dataRows.length === 0) return [...problems, csvMessages.noRows];

  const sameManufacturer = sameValueTracker('Manufacturer');
  const samePlatform = sameValueTracker('Platform');
  const firstLineOfKey = new Map<string, number>();

  for (const [position, row] of dataRows.entries()) {
    if (position >= MAX_DATA_ROWS) {
      problems.push(atLine(row.line, csvMessages.tooManyRows));
      break;
    }
    const report = (message: string | null) => {
      if (message) problems.push(atLine(row.line, message));
    };
    if (row.parseError) report(`${row.parseError}.`);
    if (row.fields.length !== header.fields.length) {
      report(csvMessages.fieldCount(header.fields.length, row.fields.length));
      continue;
    }
    const values = new Map<string, string>();
    for (const { index, rule } of columns) {
      const value = row.fields[index].trim();
      values.set(rule.name, value);
      report(checkValue(rule, value));
    }
    report(sameManufacturer(values.get('Manufacturer') ?? '', row.line));
    report(samePlatform(values.get('Platform') ?? '', row.line));

    const keyParts = ['Component Type', 'ID Number', 'Version'].map(
      (name) => values.get(name) ?? '',
    );
    if (keyParts.every(Boolean)) {
      const key = JSON.stringify(keyParts);
      const firstLine = firstLineOfKey.get(key);
      if (firstLine === undefined) firstLineOfKey.set(key, row.line);
      else report(csvMessages.duplicateRow(firstLine));
    }
  }
  return problems;
}

/** The first 50 problems, then 'and N more' for the rest. */
export function summarizeProblems(problems: readonly string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS),
    csvMessages.andMore(problems.length - MAX_LISTED_PROBLEMS),
  ];
}
