import { checkSoftwareSetFile } from './checkSoftwareSetFile';

const csv = [
  'Manufacturer,Platform,Component Type,Component Name,ID Number,Version',
  'Acme,Acme One,Main PGM,Main program,ID-1,1.0',
].join('\n');
const file = (content: BlobPart, name = 'set.csv', type = 'text/csv') =>
  new File([content], name, { type });

describe('checkSoftwareSetFile', () => {
  it('accepts only a .csv name with the text/csv type', async () => {
    expect(await checkSoftwareSetFile(file(csv, 'set.txt', 'text/plain'))).toEqual([
      'Selected file is not .CSV',
    ]);
    expect(await checkSoftwareSetFile(file(csv, 'set.csv', 'application/pdf'))).toEqual([
      'Selected file is not .CSV',
    ]);
    expect(await checkSoftwareSetFile(file(csv, 'SET.CSV'))).toEqual([]);
  });

  it('rejects files over 5 MiB before reading them', async () => {
    expect(await checkSoftwareSetFile(file('x'.repeat(5 * 1024 * 1024 + 1)))).toEqual([
      'The file is larger than 5 MiB.',
    ]);
  });

  it("lists the content's problems as the server would, in file order", async () => {
    expect(await checkSoftwareSetFile(file(`${csv}\nAcme,Acme One,Main PGM,Other,ID-2,`))).toEqual([
      'Line 3: Version is required.',
    ]);
  });

  it('reads the bytes, so a file that is not UTF-8 is refused as the server does', async () => {
    expect(await checkSoftwareSetFile(file(Uint8Array.from([0x4d, 0xff, 0xfe, 0x0a])))).toEqual([
      'The file is not UTF-8 text.',
    ]);
  });
});
