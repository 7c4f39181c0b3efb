import { hasUnlinkedRequired, linkRow, toRows } from './componentRows';

const bios = toRows([
  { componentID: 1, componentType: 'BIOS', required: true, isGame: false, relatedKeytbl: null, name: '', description: '', status: null, version: null, platform: 'Apex Helios', isCustom: false },
])[0]!;
const software = {
  keytbl: 7, status: 'Approved', fileNumber: 'FN-1', manufacturer: 'Apex Gaming', idNumber: 'APX-BIOS-0107', version: '4.1.0',
  dateCode: '2024-12', function: 'System', position: '',
};

test('linked non-game software is named by its ID number when its game name is empty', () => {
  const linked = linkRow(bios, { ...software, gameName: '' });
  expect(linked.name).toBe('APX-BIOS-0107');
  expect(hasUnlinkedRequired([linked])).toBe(false);
});

test('linked game software is named by its game name', () => {
  expect(linkRow(bios, { ...software, gameName: 'Golden Mustang' }).name).toBe('Golden Mustang');
});
