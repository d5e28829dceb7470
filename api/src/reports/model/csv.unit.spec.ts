import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader.test-helpers.js';
import { csvCell, csvDate, csvFile, csvFilename } from './csv.js';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/"/g, '')[0]).toBe("'");
    expect(csvCell('1+1')).toBe('1+1');
  });
});

describe('csv files', () => {
  it('are read back as written, with a BOM and CRLF line ends', () => {
    const text = csvFile([
      ['a', 'b, c'],
      ['-2', 3],
    ]);
    expect(text.startsWith('\uFEFFa,"b, c"\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['a', 'b, c'],
      ["'-2", '3'],
    ]);
  });
  it('write instants in UTC to the minute', () => {
    expect(csvDate('2026-11-02T09:10:42.000Z')).toBe('2026-11-02 09:10');
    expect(csvDate(null)).toBeNull();
  });
  it('names the file safely', () => {
    expect(csvFilename('Class 5B: "Water" / cycle\r\n', '2026-11-02T10:00:00Z')).toBe(
      'checkin-class-5b-water-cycle-2026-11-02.csv',
    );
    expect(csvFilename('Ünïcode ☃', '2026-11-02')).toBe('checkin-unicode-2026-11-02.csv');
    expect(csvFilename('☃', '2026-11-02')).toBe('checkin-session-2026-11-02.csv');
  });
});
