import { csvCell, csvLine, neutralised, xlsxCell } from './cells';

describe('export cells', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'])(
    'neutralises %j with a leading quote',
    (text) => {
      expect(neutralised(text)).toBe(`'${text}`);
      expect(xlsxCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text, numbers, booleans and dates as they are', () => {
    expect(neutralised('Apex 1=1')).toBe('Apex 1=1');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(xlsxCell(-5)).toBe(-5);
  });

  it('quotes as RFC 4180 says: commas, quotes and line breaks; records end in CRLF', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
    // A neutralised cell that also needs quoting: the quote prefix goes inside.
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });
});
