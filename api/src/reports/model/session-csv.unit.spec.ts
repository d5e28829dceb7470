import { defaultRatingScale } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader.test-helpers.js';
import { doc } from './fixtures.test-helpers.js';
import { answersCsv, answersHeader, studentsCsv, studentsHeader } from './session-csv.js';
import { studentRows } from './student-rows.js';

const scale = defaultRatingScale();
const rows = studentRows([
  doc({
    id: 'i1',
    name: 'Ada, L.',
    answers: [
      { rating: 4, text: 'Evaporation, then "rain"' },
      { rating: 2, override: 3, flagged: true, followUp: { text: 'Clouds form', rating: 1 } },
    ],
    overall: 3,
    overallOverride: 4,
  }),
  doc({ id: 'i2', answers: [{ rating: 1, text: '=HYPERLINK("http://evil.test","click")' }] }),
]);
const column = (header: string[], name: string) => header.indexOf(name);

describe('the answers csv', () => {
  const header = answersHeader(scale);
  const lines = parseCsv(answersCsv(rows, scale));
  const cell = (line: number, name: string) => lines[line]![column(header, name)];

  it('has a line per student per question, each fact in its own column', () => {
    expect(lines[0]).toEqual(header);
    expect(header).toEqual([
      'Student',
      'State',
      'Started (UTC)',
      'Finished (UTC)',
      'Question number',
      'Question',
      'Answer',
      'Follow-up answer',
      'AI rating (1 to 4)',
      'Teacher rating (1 to 4)',
      'Rating (1 to 4)',
      'Level',
      'Explanation',
      "Teacher's note",
      'Flagged',
      'Overall rating (1 to 4)',
      'Overall level',
    ]);
    expect(lines).toHaveLength(1 + 2 * 3);
    expect(lines.slice(1).every((l) => l.length === header.length)).toBe(true);
    expect(lines[1]).toEqual([
      'Ada, L.',
      'Finished',
      '2026-11-02 09:00',
      '',
      '1',
      'Question 1?',
      'Evaporation, then "rain"',
      '',
      '4',
      '',
      '4',
      'Advanced',
      'Explanation of Evaporation, then "rain"',
      '',
      '',
      '4',
      'Advanced',
    ]);
  });

  it("keeps the follow-up answer, the teacher's rating and note, and the flag apart", () => {
    expect(cell(2, 'Answer')).toBe('Answer 2');
    expect(cell(2, 'Follow-up answer')).toBe('Clouds form');
    // The follow-up's rating counts for the question; the teacher overrode the first answer only.
    expect(cell(2, 'AI rating (1 to 4)')).toBe('1');
    expect(cell(2, 'Rating (1 to 4)')).toBe('1');
    expect(cell(2, 'Flagged')).toBe('Yes');
    expect(cell(2, 'Explanation')).toBe('Explanation of Clouds form');
  });

  it('labels each question with its own text, not the message that asked it', () => {
    expect(lines.slice(1).map((l) => l[column(header, 'Question')])).toEqual([
      'Question 1?',
      'Question 2?',
      '',
      'Question 1?',
      '',
      '',
    ]);
  });

  it('leaves an unanswered question blank and defuses formulas', () => {
    expect(lines[3]!.slice(4)).toEqual(['3', '', '', '', '', '', '', '', '', '', '', '4', 'Advanced']);
    expect(cell(4, 'Answer')).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(cell(4, 'Student')).toBe('Anonymous student 1');
    expect(cell(4, 'State')).toBe('In progress');
  });
});

describe('the students csv', () => {
  it('has a line per student with the overall rating that counts, as a gradebook takes it', () => {
    const header = studentsHeader(scale, 3);
    const lines = parseCsv(studentsCsv(rows, scale, 3));
    expect(lines[0]).toEqual(header);
    expect(lines).toHaveLength(3);
    const ada = Object.fromEntries(header.map((h, i) => [h, lines[1]![i]]));
    expect(ada).toEqual({
      Student: 'Ada, L.',
      State: 'Finished',
      'Started (UTC)': '2026-11-02 09:00',
      'Finished (UTC)': '',
      'Questions answered': '1',
      Questions: '3',
      'Overall rating (1 to 4)': '4',
      'Overall level': 'Advanced',
      'AI overall rating (1 to 4)': '3',
      'Teacher overall rating (1 to 4)': '4',
      "Teacher's note": 'Looked again',
      'Question 1 rating': '4',
      'Question 2 rating': '1',
      'Question 3 rating': '',
      'Flagged answers': '1',
    });
    expect(lines[2]!.slice(0, 8)).toEqual([
      'Anonymous student 1',
      'In progress',
      '2026-11-02 09:00',
      '',
      '0',
      '3',
      '',
      '',
    ]);
  });
});
