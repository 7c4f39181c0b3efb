import { checkSoftwareSet, type ManufacturerSetup } from './softwareSetCsv/checkSet';
import { readSoftwareSet } from './softwareSetCsv/checkFile';
import { formatProblems, listProblems, type Problem } from './softwareSetCsv/rules';

/*
 * The software-set CSV rules (shared/spec/software-set-csv.md), as the browser's pre-check and
 * the server's check both apply them: readSoftwareSet (no server data) and checkSoftwareSet
 * (with the manufacturer's setup). One table each: file in, listed problems out.
 */

const HEADER = 'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Game Name';
const BIOS = 'Apex Gaming,Helios,BIOS,Main BIOS,APX-BIOS-0107,1.2.3,';
const OS = 'Apex Gaming,Helios,Operating System,Apex OS,APX-OS-0107,2.0.1,';
const GAME = 'Apex Gaming,Helios,Game,Game Prog,APX-GAME-0107,3.1.4,Golden Mustang';
const ALL_COLUMNS = `${HEADER},Function,Position,Date Code,Jurisdiction Type`;

const csv = (...lines: string[]) => lines.join('\n') + '\n';
const bytes = (text: string) => new TextEncoder().encode(text);
const listed = (problems: readonly Problem[]) => listProblems(problems);
const read = (file: string | Uint8Array) =>
  readSoftwareSet(typeof file === 'string' ? bytes(file) : file);

const FUNCTIONS =
  'Function must be one of: Main PGM, Operating System, Personality PGM, Printer, Progressive, RAM Clear, Bill Validator, Sound/Graphics, Hardware, System, Other.';
const JURISDICTION_TYPES = 'Jurisdiction Type must be one of: AP, NU, CP, OH, TC, RA.';
const long = (n: number) => 'x'.repeat(n);

describe('readSoftwareSet: the rules without server data', () => {
  it.each<[string, string | Uint8Array, string[]]>([
    [
      'a well-formed set: BOM, CRLF, blank lines, a row of empty cells, any column order and case',
      '\uFEFF  version ,ID NUMBER,component name,Component Type,platform,MANUFACTURER\r\n\r\n1.2.3,X-1,Main BIOS,BIOS,Helios,Apex Gaming\r\n,,,,,\r\n2.0,X-2,OS,OS,Helios,Apex Gaming\r\n',
      [],
    ],
    [
      'every column, choices in any case',
      csv(ALL_COLUMNS, `${BIOS},System,U1,2024,AP`, `${OS},operating system,,,nu`),
      [],
    ],
    [
      'a quoted value spanning lines counts its lines',
      csv(
        HEADER,
        '"Apex Gaming","Helios","BIOS","A name\non two lines","X-1","",""',
        BIOS,
        'Apex Gaming,Helios,OS,O,X-2,,',
      ),
      ['Line 2: Version is required.', 'Line 5: Version is required.'],
    ],
    [
      'a required value',
      csv(HEADER, ',Helios,BIOS,Main,X-1,1.0,'),
      ['Line 2: Manufacturer is required.'],
    ],
    [
      'every required value, blank counts as empty',
      csv(HEADER, BIOS, 'Apex Gaming,Helios,BIOS,,,  ,'),
      [
        'Line 3: Component Name is required.',
        'Line 3: ID Number is required.',
        'Line 3: Version is required.',
      ],
    ],
    [
      'lengths: 200 for names, 50 for codes',
      csv(
        ALL_COLUMNS,
        `Apex Gaming,Helios,BIOS,${long(201)},${long(51)},${long(51)},${long(201)},,${long(51)},${long(51)},`,
        `Apex Gaming,Helios,OS,${long(200)},${long(50)},${long(50)},${long(200)},,${long(50)},${long(50)},`,
      ),
      [
        'Line 2: Component Name must be at most 200 characters.',
        'Line 2: ID Number must be at most 50 characters.',
        'Line 2: Version must be at most 50 characters.',
        'Line 2: Position must be at most 50 characters.',
        'Line 2: Game Name must be at most 200 characters.',
        'Line 2: Date Code must be at most 50 characters.',
      ],
    ],
    [
      'no length for Manufacturer, Platform and Component Type (the spec sets none)',
      csv(HEADER, `${long(201)},${long(201)},${long(201)},B,X,1,`),
      [],
    ],
    [
      'Function and Jurisdiction Type only from their lists',
      csv(`${HEADER},Function,Jurisdiction Type`, `${BIOS},Firmware,ZZ`),
      [`Line 2: ${FUNCTIONS}`, `Line 2: ${JURISDICTION_TYPES}`],
    ],
    [
      'one manufacturer and one platform for the set',
      csv(
        HEADER,
        BIOS,
        'apex gaming,HELIOS,OS,O,X-2,1,',
        'Blue Delta Systems,Nova,Game,G,X-9,1.0,Reels',
      ),
      [
        'Line 4: Manufacturer must be the same on every row ("Apex Gaming" on line 2).',
        'Line 4: Platform must be the same on every row ("Helios" on line 2).',
      ],
    ],
    [
      'no repeated Component Type, ID Number and Version (case aside)',
      csv(
        HEADER,
        BIOS,
        BIOS.replace('1.2.3', '2.0'),
        'Apex Gaming,Helios,bios,Other name,apx-bios-0107,1.2.3,',
      ),
      ['Line 4: Component Type, ID Number and Version repeat line 2.'],
    ],
    [
      'unknown and missing columns, on the header line only',
      csv(
        'Manufacturer,Platform,Component Type,Component Name,ID Number,Colour',
        'a,b,c,d,e,f',
        'x',
      ),
      ['Line 1: Unknown column "Colour".', 'Line 1: Column "Version" is missing.'],
    ],
    [
      'a repeated column',
      csv('', ` ${HEADER},version`, BIOS),
      ['Line 2: Column "Version" appears more than once.'],
    ],
    [
      'a row with the wrong number of values',
      csv(HEADER, 'Apex Gaming,Helios,BIOS', BIOS),
      ['Line 2: Expected 7 values but found 3.'],
    ],
    [
      'an empty file',
      '\n \n',
      ['The file is empty: it needs a header row and at least one data row.'],
    ],
    ['a header alone', csv(HEADER), ['The file has a header row but no data rows.']],
    [
      'more than 10,000 data rows',
      csv(HEADER, ...Array.from({ length: 10_001 }, (_, i) => BIOS.replace('0107', String(i)))),
      ['The file has 10,001 data rows; at most 10,000 are allowed.'],
    ],
    [
      '10,000 data rows',
      csv(HEADER, ...Array.from({ length: 10_000 }, (_, i) => BIOS.replace('0107', String(i)))),
      [],
    ],
    [
      'a quoted value never closed',
      csv(HEADER, BIOS.replace('1.2.3', '1'), 'Apex Gaming,Helios,"BIOS,Main,X,1,'),
      ['Line 3: The file is not valid CSV (a quoted value is never closed).'],
    ],
    [
      'text after a closing quote',
      csv(HEADER, 'Apex Gaming,Helios,"BIOS"x,Main,X,1,'),
      ['Line 2: The file is not valid CSV (a quoted value has text after its closing quote).'],
    ],
    [
      'bytes that are not UTF-8',
      Uint8Array.from([0x4d, 0xff, 0xfe, 0x0a]),
      ['The file is not UTF-8 text.'],
    ],
    [
      'a binary file (a zip, as an .xlsx is) that decodes as UTF-8',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x0a]),
      ['This file is not a text CSV file'],
    ],
    [
      'UTF-16 text (NUL bytes between the letters)',
      new TextEncoder().encode('M\0a\0n\0u\0f\0,\0\n\0'),
      ['This file is not a text CSV file'],
    ],
    [
      'more than 50 problems: the first 50 by line, then "and N more"',
      csv(HEADER, ...Array.from({ length: 70 }, (_, i) => `Apex Gaming,Helios,BIOS,Name,X-${i},,`)),
      [
        ...Array.from({ length: 50 }, (_, i) => `Line ${i + 2}: Version is required.`),
        'and 20 more',
      ],
    ],
  ])('%s', (_name, file, expected) => {
    expect(listed(read(file).problems)).toEqual(expected);
  });

  it('gives each row its physical line and trimmed values', () => {
    const { rows } = read(
      '\uFEFFVersion,ID Number,Component Name,Component Type,Platform,Manufacturer\r\n\r\n 1.2.3 ,X-1,Main BIOS,BIOS,Helios,Apex Gaming\r\n,,,,,\r\n2.0,X-2,OS,OS,Helios,Apex Gaming\r\n',
    );
    expect(rows.map((r) => [r.line, r.version, r.idNumber, r.componentType, r.gameName])).toEqual([
      [3, '1.2.3', 'X-1', 'BIOS', ''],
      [5, '2.0', 'X-2', 'OS', ''],
    ]);
  });
});

const type = (
  componentID: number,
  componentType: string,
  displayName: string,
  required: boolean,
  gameComponent = false,
) => ({ componentID, componentType, displayName, required, gameComponent, requireKeytbl: true });

const APEX: ManufacturerSetup = {
  id: 1,
  name: 'Apex Gaming',
  platforms: [
    {
      mid: 1,
      platform: 'Helios',
      name: 'Apex Helios',
      componentTypes: [
        type(11, 'BIOS', 'BIOS', true),
        type(12, 'OS', 'Operating System', true),
        type(13, 'GAME', 'Game', false, true),
      ],
    },
    { mid: 2, platform: 'Nova', name: 'Apex Nova', componentTypes: [] },
  ],
};

interface SetCase {
  name: string;
  file: string;
  setup: ManufacturerSetup | undefined;
  /** The request's platform, for an image request's upload. */
  requestPlatform?: (typeof APEX.platforms)[number];
  expected: string[];
}

describe('checkSoftwareSet: the rules with server data', () => {
  it.each<SetCase>([
    {
      name: 'a complete set, platform and component type matched by either name in any case',
      file: csv(
        HEADER,
        BIOS.replace('Helios', 'Apex Helios'),
        'apex gaming,apex helios,os,Apex OS,X-2,2.0,',
        GAME.replace('Helios', 'APEX HELIOS'),
      ),
      setup: APEX,
      expected: [],
    },
    {
      name: 'an unknown manufacturer',
      file: csv(HEADER, BIOS),
      setup: undefined,
      expected: ['Line 2: Manufacturer "Apex Gaming" is not known.'],
    },
    {
      name: 'a platform of another manufacturer',
      file: csv(HEADER, BIOS.replace('Helios', 'Tidal')),
      setup: APEX,
      expected: ['Line 2: Platform "Tidal" is not a platform of Apex Gaming.'],
    },
    {
      name: "an image request's upload naming another platform",
      file: csv(HEADER, BIOS, OS),
      setup: APEX,
      requestPlatform: APEX.platforms[1],
      expected: ['Line 2: Platform "Helios" is not the request\'s platform (Apex Nova).'],
    },
    {
      name: "an image request's upload naming another manufacturer",
      file: csv(HEADER, BIOS, OS),
      setup: APEX,
      requestPlatform: { mid: 9, platform: 'Reef', name: 'Delta Reef', componentTypes: [] },
      expected: [
        'Line 2: Manufacturer "Apex Gaming" is not the request\'s manufacturer (Delta Reef).',
      ],
    },
    {
      name: 'a component type not active on the platform',
      file: csv(HEADER, BIOS, OS, 'Apex Gaming,Helios,Toaster,T,X-3,1.0,'),
      setup: APEX,
      expected: [
        'Line 4: Component Type "Toaster" is not an active component type of Apex Helios.',
      ],
    },
    {
      name: 'a game row without its game',
      file: csv(HEADER, BIOS, OS, 'Apex Gaming,Helios,GAME,Game Prog,X-4,1.0,'),
      setup: APEX,
      expected: ['Line 4: Game Name is required for a game component (Game).'],
    },
    {
      name: 'a required component type without a row (set-level, listed last)',
      file: csv(HEADER, GAME),
      setup: APEX,
      expected: [
        'Required component type "BIOS" has no row.',
        'Required component type "Operating System" has no row.',
      ],
    },
    {
      name: 'a repeat once the type is resolved (its code and its display name)',
      file: csv(HEADER, OS, BIOS, 'Apex Gaming,Helios,OS,Other name,apx-os-0107,2.0.1,'),
      setup: APEX,
      expected: ['Line 4: Component Type, ID Number and Version repeat line 2.'],
    },
  ])('$name', ({ file, setup, requestPlatform, expected }) => {
    const { rows, problems } = read(file);
    expect(problems).toEqual([]);
    expect(listed(checkSoftwareSet(rows, setup, requestPlatform).problems)).toEqual(expected);
  });
});

describe('formatProblems', () => {
  it('lists problems by line, set-level last, one a line, at most 50 then "and N more"', () => {
    const problems = Array.from({ length: 60 }, (_, i) => ({
      line: 61 - i,
      text: 'Version is required.',
    }));
    const lines = formatProblems([
      { line: null, text: 'Required component type "BIOS" has no row.' },
      ...problems,
    ]).split('\n');
    expect(lines).toHaveLength(51);
    expect(lines[0]).toBe('Line 2: Version is required.');
    expect(lines[49]).toBe('Line 51: Version is required.');
    expect(lines[50]).toBe('and 11 more');
    expect(formatProblems(problems.slice(0, 50)).split('\n')).toHaveLength(50);
  });
});
