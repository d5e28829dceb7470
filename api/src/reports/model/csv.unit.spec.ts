import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader.test-helpers.js';
import { csvCell, csvFilename, sessionCsv } from './csv.js';
import { doc } from './fixtures.test-helpers.js';
import { studentRows } from './student-rows.js';

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

describe('the session csv', () => {
  it('has a line per student per question, read back as written', () => {
    const rows = studentRows([
      doc({
        id: 'i1',
        name: 'Ada, L.',
        answers: [
          { rating: 4, text: 'Evaporation, then "rain"' },
          { rating: 2, override: 3 },
        ],
      }),
      doc({ id: 'i2', answers: [{ rating: 1, text: '=HYPERLINK("http://evil.test","click")' }] }),
    ]);
    const lines = parseCsv(sessionCsv(rows));
    expect(lines[0]).toEqual([
      'Student',
      'Question number',
      'Question',
      'Answer',
      'AI rating',
      'Teacher rating',
      'Effective rating',
      'Explanation',
    ]);
    expect(lines).toHaveLength(1 + 2 * 3);
    expect(lines[1]).toEqual([
      'Ada, L.',
      '1',
      'Question 1?',
      'Evaporation, then "rain"',
      '4',
      '',
      '4',
      'Explanation of Evaporation, then "rain"',
    ]);
    expect(lines[2]!.slice(4, 8)).toEqual(['2', '3', '3', "Explanation of Answer 2\nTeacher's note: Looked again"]);
    expect(lines[3]).toEqual(['Ada, L.', '3', '', '', '', '', '', '']);
    expect(lines[4]![3]).toBe(`'=HYPERLINK("http://evil.test","click")`);
  });
  it('names the file safely', () => {
    expect(csvFilename('Class 5B: "Water" / cycle\r\n', '2026-11-02T10:00:00Z')).toBe(
      'checkin-class-5b-water-cycle-2026-11-02.csv',
    );
    expect(csvFilename('Ünïcode ☃', '2026-11-02')).toBe('checkin-unicode-2026-11-02.csv');
    expect(csvFilename('☃', '2026-11-02')).toBe('checkin-session-2026-11-02.csv');
  });
});
