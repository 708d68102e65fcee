import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, sumColumns, toCsv, type ReportColumn } from './csv';

const columns: ReportColumn[] = [
  { key: 'date', label: 'Close Date', type: 'date' },
  { key: 'name', label: 'Property', type: 'text' },
  { key: 'amount', label: 'GCI', type: 'currency' },
];

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Maple Ave')).toBe('Maple Ave');
    expect(csvCell(1234.5, 'currency')).toBe('1234.5');
    expect(csvCell(-100, 'number')).toBe('-100');
    expect(csvCell(0, 'number')).toBe('0');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN, 'number')).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY, 'number')).toBe('');
  });

  it('quotes fields with commas, quotes, CR or LF and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('12 Oak St, Springfield')).toBe('"12 Oak St, Springfield"');
    expect(csvCell('The "Big" House')).toBe('"The ""Big"" House"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('neutralises formula text %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('does not touch formula characters inside the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('x@y.example')).toBe('x@y.example');
  });

  it('keeps hostile markup as plain text', () => {
    expect(csvCell('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('formats ISO dates MM/DD/YYYY in date columns and keeps other text as is', () => {
    expect(csvCell('2026-03-05', 'date')).toBe('03/05/2026');
    expect(csvCell('2026-03-05T10:00:00Z', 'date')).toBe('03/05/2026');
    expect(csvCell('soon', 'date')).toBe('soon');
  });
});

describe('toCsv', () => {
  it('writes a header, one line per row and CRLF line breaks', () => {
    const csv = toCsv(columns, [
      { date: '2026-01-02', name: 'Maple Ave', amount: 10 },
      { date: '2026-02-03', name: 'Oak St, "Unit 4"', amount: -2.5 },
    ]);
    expect(csv).toBe(
      'Close Date,Property,GCI\r\n01/02/2026,Maple Ave,10\r\n02/03/2026,"Oak St, ""Unit 4""",-2.5',
    );
  });

  it('adds the totals line with "Total" in the first cell', () => {
    const csv = toCsv(columns, [{ date: '2026-01-02', name: 'A', amount: 10 }], { amount: 10 });
    expect(csv.split('\r\n').at(-1)).toBe('Total,,10');
  });

  it('keeps a first totals cell that is given', () => {
    const csv = toCsv(columns, [], { date: 'Sum 2026', amount: 0 });
    expect(csv.split('\r\n')).toEqual(['Close Date,Property,GCI', 'Sum 2026,,0']);
  });

  it('neutralises and quotes hostile header labels too', () => {
    const csv = toCsv([{ key: 'a', label: '=EVIL(), "x"', type: 'text' }], [{ a: '@me' }]);
    expect(csv).toBe(`"'=EVIL(), ""x"""\r\n'@me`);
  });

  it('writes missing cells as empty fields', () => {
    expect(toCsv(columns, [{ name: 'Only a name' }])).toBe('Close Date,Property,GCI\r\n,Only a name,');
  });
});

describe('sumColumns', () => {
  it('sums number and currency columns, skipping empty and text cells, rounded to cents', () => {
    const totals = sumColumns(
      [
        ...columns,
        { key: 'units', label: 'Units', type: 'number' },
        { key: 'rate', label: 'Rate', type: 'percent' },
      ],
      [
        { amount: 0.1, units: 1, rate: 3 },
        { amount: 0.2, units: null, rate: 2 },
        { amount: 'n/a', units: 2 },
      ],
    );
    expect(totals).toEqual({ amount: 0.3, units: 3 });
  });
});

describe('csvFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(csvFileName('Closed Deals 2026')).toBe('closed-deals-2026.csv');
    expect(csvFileName('<img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1.csv');
    expect(csvFileName('!!!')).toBe('report.csv');
    expect(csvFileName('../../etc/passwd')).toBe('etc-passwd.csv');
  });
});
