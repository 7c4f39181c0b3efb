import { hasUnlinkedRequired, linkRow, toLinkable, toLinkableRows, toRows } from './componentRows';

const bios = toRows([
  {
    componentID: 1,
    componentType: 'BIOS',
    required: true,
    isGame: false,
    relatedKeytbl: null,
    name: '',
    description: '',
    status: null,
    version: null,
    platform: 'Apex Helios',
    isCustom: false,
  },
])[0]!;
const software = {
  keytbl: 7,
  status: 'Approved',
  fileNumber: 'FN-1',
  manufacturer: 'Apex Gaming',
  idNumber: 'APX-BIOS-0107',
  version: '4.1.0',
  dateCode: '2024-12',
  function: 'System',
  position: '',
};

test('linked non-game software is named by its ID number when its game name is empty', () => {
  const linked = linkRow(bios, { ...software, gameName: '' });
  expect(linked.name).toBe('APX-BIOS-0107');
  expect(hasUnlinkedRequired([linked])).toBe(false);
});

test('linked game software is named by its game name', () => {
  expect(linkRow(bios, { ...software, gameName: 'Golden Mustang' }).name).toBe('Golden Mustang');
});

test('linkable rows get keys of their own: software by keytbl, name-only rows (keytbl 0) by name', () => {
  const byName = (gameName: string) => ({
    ...software,
    keytbl: 0,
    idNumber: null,
    version: null,
    gameName,
  });
  const rows = toLinkableRows([
    { ...software, gameName: 'Game' },
    byName('Alpha'),
    byName('Beta'),
    byName('Beta'),
  ]);
  expect(rows.map((row) => row.key)).toEqual([
    'keytbl:7',
    'name:Alpha',
    'name:Beta',
    'name:Beta#1',
  ]);
  expect(toLinkable(rows[2])).toEqual(byName('Beta'));
});
