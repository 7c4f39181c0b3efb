import { checkSoftwareSet, type ManufacturerSetup } from './checkSoftwareSet';
import { parseSoftwareSet } from './parseSoftwareSet';
import { formatProblems, problemText } from './rules';

const HEADER = 'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Game Name';
const BIOS = 'Apex Gaming,Helios,BIOS,Main BIOS,APX-BIOS-0107,1.2.3,';
const OS = 'Apex Gaming,Helios,Operating System,Apex OS,APX-OS-0107,2.0.1,';
const GAME = 'Apex Gaming,Helios,Game,Game Prog,APX-GAME-0107,3.1.4,Golden Mustang';

const csv = (...lines: string[]) => Buffer.from(lines.join('\n') + '\n');
const texts = (data: Buffer) => parseSoftwareSet(data).problems.map(problemText);

const APEX: ManufacturerSetup = {
  id: 1,
  name: 'Apex Gaming',
  platforms: [
    {
      mid: 1,
      platform: 'Helios',
      name: 'Apex Helios',
      componentTypes: [
        {
          componentID: 11,
          componentType: 'BIOS',
          displayName: 'BIOS',
          required: true,
          gameComponent: false,
          requireKeytbl: true,
        },
        {
          componentID: 12,
          componentType: 'OS',
          displayName: 'Operating System',
          required: true,
          gameComponent: false,
          requireKeytbl: true,
        },
        {
          componentID: 13,
          componentType: 'GAME',
          displayName: 'Game',
          required: false,
          gameComponent: true,
          requireKeytbl: true,
        },
      ],
    },
    { mid: 2, platform: 'Nova', name: 'Apex Nova', componentTypes: [] },
  ],
};

function check(data: Buffer, setup: ManufacturerSetup | undefined) {
  const parsed = parseSoftwareSet(data);
  expect(parsed.problems).toEqual([]);
  return checkSoftwareSet(parsed.rows, setup).problems.map(problemText);
}

describe('parseSoftwareSet (rules without server data)', () => {
  it('reads a well-formed set with BOM, CRLF, blank lines, any column order and any header case', () => {
    const data = Buffer.from(
      '\uFEFF  version ,ID NUMBER,component name,Component Type,platform,MANUFACTURER\r\n\r\n1.2.3,X-1,Main BIOS,BIOS,Helios,Apex Gaming\r\n,,,,,\r\n2.0,X-2,OS,OS,Helios,Apex Gaming\r\n',
    );
    const parsed = parseSoftwareSet(data);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.line, r.version, r.idNumber, r.componentType])).toEqual([
      [3, '1.2.3', 'X-1', 'BIOS'],
      [5, '2.0', 'X-2', 'OS'],
    ]);
  });

  it('numbers lines physically, counting quoted values that span lines', () => {
    const data = csv(
      HEADER,
      '"Apex Gaming","Helios","BIOS","A name\non two lines","X-1","",""',
      BIOS,
    );
    expect(texts(data)).toEqual(['Line 2: Version is required.']);
  });

  it('requires every required value', () => {
    expect(texts(csv(HEADER, ',Helios,BIOS,Main,X-1,1.0,'))).toEqual([
      'Line 2: Manufacturer is required.',
    ]);
    expect(texts(csv(HEADER, BIOS, 'Apex Gaming,Helios,BIOS,,,  ,'))).toEqual([
      'Line 3: Component Name is required.',
      'Line 3: ID Number is required.',
      'Line 3: Version is required.',
    ]);
  });

  it('limits lengths', () => {
    const long = 'x'.repeat(201);
    expect(
      texts(
        csv(HEADER, `Apex Gaming,Helios,BIOS,${long},${'i'.repeat(51)},${'v'.repeat(51)},${long}`),
      ),
    ).toEqual([
      'Line 2: Component Name is longer than 200 characters.',
      'Line 2: ID Number is longer than 50 characters.',
      'Line 2: Version is longer than 50 characters.',
      'Line 2: Game Name is longer than 200 characters.',
    ]);
    expect(
      texts(
        csv(
          'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Position,Date Code',
          `Apex Gaming,Helios,BIOS,B,X,1,${'p'.repeat(51)},${'d'.repeat(51)}`,
        ),
      ),
    ).toEqual([
      'Line 2: Position is longer than 50 characters.',
      'Line 2: Date Code is longer than 50 characters.',
    ]);
  });

  it('accepts only the listed Function and Jurisdiction Type values', () => {
    const header = `${HEADER},Function,Jurisdiction Type`;
    expect(texts(csv(header, `${BIOS},System,AP`, `${OS},operating system,nu`))).toEqual([]);
    expect(texts(csv(header, `${BIOS},Firmware,ZZ`))).toEqual([
      'Line 2: Function must be one of: Main PGM, Operating System, Personality PGM, Printer, Progressive, RAM Clear, Bill Validator, Sound/Graphics, Hardware, System, Other.',
      'Line 2: Jurisdiction Type must be one of: AP, NU, CP, OH, TC, RA.',
    ]);
  });

  it('needs one manufacturer and one platform for the whole set', () => {
    expect(texts(csv(HEADER, BIOS, 'Blue Delta Systems,Nova,Game,G,X-9,1.0,Reels'))).toEqual([
      'Line 3: Manufacturer must be the same on every row ("Apex Gaming" on line 2).',
      'Line 3: Platform must be the same on every row ("Helios" on line 2).',
    ]);
  });

  it('reports unknown, missing and repeated columns on the header line only', () => {
    expect(
      texts(
        csv('Manufacturer,Platform,Component Type,Component Name,ID Number,Colour', 'a,b,c,d,e,f'),
      ),
    ).toEqual(['Line 1: Unknown column "Colour".', 'Line 1: Column "Version" is missing.']);
    expect(texts(csv('', `${HEADER},version`, BIOS))).toEqual([
      'Line 2: Column "Version" appears more than once.',
    ]);
  });

  it('reports a row with the wrong number of values', () => {
    expect(texts(csv(HEADER, 'Apex Gaming,Helios,BIOS'))).toEqual([
      'Line 2: Expected 7 values but found 3.',
    ]);
  });

  it('refuses an empty file, a header alone, too many rows, broken quoting and non-UTF-8', () => {
    expect(texts(Buffer.from('\n\n'))).toEqual([
      'The file is empty: it needs a header row and at least one data row.',
    ]);
    expect(texts(csv(HEADER))).toEqual(['The file has a header row but no data rows.']);
    expect(texts(csv(HEADER, ...Array.from({ length: 10_001 }, () => BIOS)))).toEqual([
      'The file has 10,001 data rows; at most 10,000 are allowed.',
    ]);
    expect(
      parseSoftwareSet(csv(HEADER, ...Array.from({ length: 10_000 }, () => BIOS))).problems,
    ).toEqual([]);
    expect(texts(csv(HEADER, 'Apex Gaming,Helios,"BIOS,Main,X,1,'))).toEqual([
      'Line 2: The file is not valid CSV (a quoted value is never closed).',
    ]);
    expect(texts(Buffer.from([0x4d, 0xff, 0xfe, 0x0a]))).toEqual(['The file is not UTF-8 text.']);
  });
});

describe('checkSoftwareSet (rules with server data)', () => {
  it('accepts a complete set, matching platform and component type by either name', () => {
    expect(
      check(
        csv(
          HEADER,
          BIOS.replace('Helios', 'Apex Helios'),
          'apex gaming,apex helios,os,Apex OS,X-2,2.0,',
          GAME.replace('Helios', 'APEX HELIOS'),
        ),
        APEX,
      ),
    ).toEqual([]);
  });

  it('needs a known manufacturer', () => {
    expect(check(csv(HEADER, BIOS), undefined)).toEqual([
      'Line 2: Manufacturer "Apex Gaming" is not known.',
    ]);
  });

  it("needs one of the manufacturer's platforms", () => {
    expect(check(csv(HEADER, BIOS.replace('Helios', 'Tidal')), APEX)).toEqual([
      'Line 2: Platform "Tidal" is not a platform of Apex Gaming.',
    ]);
  });

  it("needs the request's platform when checking for an image request", () => {
    const parsed = parseSoftwareSet(csv(HEADER, BIOS, OS));
    const nova = APEX.platforms[1];
    expect(checkSoftwareSet(parsed.rows, APEX, nova).problems.map(problemText)).toEqual([
      'Line 2: Platform "Helios" is not the request\'s platform (Apex Nova).',
    ]);
  });

  it('needs an active component type of the platform', () => {
    expect(check(csv(HEADER, BIOS, OS, 'Apex Gaming,Helios,Toaster,T,X-3,1.0,'), APEX)).toEqual([
      'Line 4: Component Type "Toaster" is not an active component type of Apex Helios.',
    ]);
  });

  it('needs a game name on a game row', () => {
    expect(
      check(csv(HEADER, BIOS, OS, 'Apex Gaming,Helios,GAME,Game Prog,X-4,1.0,'), APEX),
    ).toEqual(['Line 4: Game Name is required for a game component (Game).']);
  });

  it('needs every required component type', () => {
    expect(check(csv(HEADER, GAME), APEX)).toEqual([
      'Required component type "BIOS" has no row.',
      'Required component type "Operating System" has no row.',
    ]);
  });

  it('refuses a repeated Component Type, ID Number and Version', () => {
    expect(
      check(csv(HEADER, BIOS, OS, 'Apex Gaming,Helios,bios,Other name,apx-bios-0107,1.2.3,'), APEX),
    ).toEqual(['Line 4: Component Type, ID Number and Version repeat line 2.']);
  });
});

describe('formatProblems', () => {
  it('lists problems by line, set-level last, at most 50 then "and N more"', () => {
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

  it('caps a real file with many bad rows', () => {
    const bad = Array.from({ length: 70 }, () => 'Apex Gaming,Helios,BIOS,Name,X,,');
    const message = formatProblems(parseSoftwareSet(csv(HEADER, ...bad)).problems);
    expect(message.split('\n').at(-1)).toBe('and 20 more');
    expect(message.split('\n')[0]).toBe('Line 2: Version is required.');
  });
});
