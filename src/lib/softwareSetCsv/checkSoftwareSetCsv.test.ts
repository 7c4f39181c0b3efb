import { checkSoftwareSetCsv, summarizeProblems } from './checkSoftwareSetCsv';
import { checkSoftwareSetFile } from './checkSoftwareSetFile';
import { parseCsvLines } from './parseCsvLines';

const HEADER =
  'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Function,Position,Game Name,Date Code,Jurisdiction Type';
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const values = {
    manufacturer: 'Acme',
    platform: 'Acme One',
    type: 'Main PGM',
    name: 'Main program',
    id: 'ID-1',
    version: '1.0',
    fn: 'Main PGM',
    position: 'U1',
    game: '',
    dateCode: '2024',
    jurisdiction: 'AP',
    ...overrides,
  };
  return Object.values(values).join(',');
};
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

describe('parseCsvLines', () => {
  it('keeps physical line numbers across blank lines, BOM, CRLF and quoted line breaks', () => {
    const rows = parseCsvLines('\uFEFFa,b\r\n\r\n"multi\r\nline",2\r\n3,4\r\n');
    expect(rows.map((r) => r.line)).toEqual([1, 3, 5]);
    expect(rows[1].fields).toEqual(['multi\nline', '2']);
  });
});

describe('checkSoftwareSetCsv', () => {
  it('accepts a valid file with headers in any order, any case and padded', () => {
    const text = [
      ' version ,ID NUMBER,component name,Component Type,Platform,Manufacturer',
      '1.0,ID-1,Main,Main PGM,Acme One,Acme',
    ].join('\r\n');
    expect(checkSoftwareSetCsv(text)).toEqual([]);
    expect(checkSoftwareSetCsv(csv(row(), row({ id: 'ID-2' })))).toEqual([]);
  });

  it('reports header problems on the header line', () => {
    expect(checkSoftwareSetCsv('\n\nManufacturer,Platform,Colour,Platform\nx')).toEqual([
      'Line 3: Unknown column "Colour".',
      'Line 3: Column "Platform" appears more than once.',
      'Line 3: Column "Component Type" is missing.',
      'Line 3: Column "Component Name" is missing.',
      'Line 3: Column "ID Number" is missing.',
      'Line 3: Column "Version" is missing.',
      'Line 4: Expected 4 fields but found 1.',
    ]);
  });

  it('reports required values, lengths and choices with 1-based line numbers', () => {
    const problems = checkSoftwareSetCsv(
      csv(
        row(),
        row({ version: '' }),
        '',
        row({ id: 'x'.repeat(51), name: 'n'.repeat(201) }),
        row({ id: 'ID-4', fn: 'Toaster', jurisdiction: 'ZZ', game: 'g'.repeat(201) }),
      ),
    );
    expect(problems).toEqual([
      'Line 3: Version is required.',
      'Line 5: Component Name must be at most 200 characters.',
      'Line 5: ID Number must be at most 50 characters.',
      'Line 6: Function must be one of: Main PGM, Operating System, Personality PGM, Printer, Progressive, RAM Clear, Bill Validator, Sound/Graphics, Hardware, System, Other.',
      'Line 6: Game Name must be at most 200 characters.',
      'Line 6: Jurisdiction Type must be one of: AP, NU, CP, OH, TC, RA.',
    ]);
  });

  it('needs the same Manufacturer and Platform on every row', () => {
    expect(
      checkSoftwareSetCsv(
        csv(row(), row({ id: '2', manufacturer: 'Other' }), row({ id: '3', platform: 'P2' })),
      ),
    ).toEqual([
      'Line 3: Manufacturer must be the same on every row ("Acme" on line 2).',
      'Line 4: Platform must be the same on every row ("Acme One" on line 2).',
    ]);
  });

  it('rejects rows repeating Component Type, ID Number and Version', () => {
    expect(checkSoftwareSetCsv(csv(row(), row({ version: '2.0' }), row()))).toEqual([
      'Line 4: Component Type, ID Number and Version repeat line 2.',
    ]);
  });

  it('counts lines of a quoted value spanning lines', () => {
    expect(
      checkSoftwareSetCsv(csv(row({ name: '"two\nlines"' }), row({ id: '2', version: '' }))),
    ).toEqual(['Line 4: Version is required.']);
  });

  it('caps the data rows at 10,000', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => row({ id: `ID-${i}` }));
    expect(checkSoftwareSetCsv(csv(...rows))).toEqual([
      'Line 10002: The file has more than 10,000 data rows.',
    ]);
    expect(checkSoftwareSetCsv(csv(...rows.slice(0, 10_000)))).toEqual([]);
  });

  it('needs a header and at least one row', () => {
    expect(checkSoftwareSetCsv('\n \n')).toEqual(['The file has no header row.']);
    expect(checkSoftwareSetCsv(HEADER)).toEqual(['The file has no data rows.']);
  });
});

describe('summarizeProblems', () => {
  it('lists the first 50 problems then "and N more"', () => {
    const rows = Array.from({ length: 60 }, (_, i) => row({ id: `ID-${i}`, version: '' }));
    const summary = summarizeProblems(checkSoftwareSetCsv(csv(...rows)));
    expect(summary).toHaveLength(51);
    expect(summary[0]).toBe('Line 2: Version is required.');
    expect(summary[49]).toBe('Line 51: Version is required.');
    expect(summary[50]).toBe('and 10 more');
  });

  it('keeps 50 problems or fewer as they are', () => {
    expect(summarizeProblems(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('checkSoftwareSetFile', () => {
  const file = (content: string, name = 'set.csv', type = 'text/csv') =>
    new File([content], name, { type });

  it('accepts only a .csv name with the text/csv type', async () => {
    expect(await checkSoftwareSetFile(file(csv(row()), 'set.txt', 'text/plain'))).toEqual([
      'Selected file is not .CSV',
    ]);
    expect(await checkSoftwareSetFile(file(csv(row()), 'set.csv', 'application/pdf'))).toEqual([
      'Selected file is not .CSV',
    ]);
    expect(await checkSoftwareSetFile(file(csv(row()), 'SET.CSV'))).toEqual([]);
  });

  it('rejects files over 5 MiB before reading them', async () => {
    expect(await checkSoftwareSetFile(file('x'.repeat(5 * 1024 * 1024 + 1)))).toEqual([
      'The file is larger than 5 MiB.',
    ]);
  });

  it('returns the line-numbered problems of the content', async () => {
    expect(await checkSoftwareSetFile(file(csv(row({ version: '' }))))).toEqual([
      'Line 2: Version is required.',
    ]);
  });
});
