import type { StudentRow } from '@checkin/contracts';

export const CSV_HEADER = [
  'Student',
  'Question number',
  'Question',
  'Answer',
  'AI rating',
  'Teacher rating',
  'Effective rating',
  'Explanation',
] as const;

/**
 * A cell of an RFC 4180 file. Text a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading single quote, so a student's answer cannot run in the teacher's spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null>): string {
  return cells.map(csvCell).join(',');
}

/** A session's answers: a line per student per question, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function sessionCsv(rows: readonly StudentRow[]): string {
  const lines = [csvLine(CSV_HEADER)];
  for (const row of rows) {
    for (const q of row.questions) {
      const counted = q.answers.filter((a) => a.effectiveRating !== null).at(-1) ?? q.answers.at(-1);
      const explanation = [
        counted?.explanation,
        counted?.ratingOverride?.note ? `Teacher's note: ${counted.ratingOverride.note}` : null,
      ].filter(Boolean);
      lines.push(
        csvLine([
          row.student,
          q.questionIndex + 1,
          q.question ?? '',
          q.answers.map((a) => a.answer).join('\n'),
          counted?.aiRating ?? null,
          counted?.ratingOverride?.rating ?? null,
          q.effectiveRating,
          explanation.join('\n'),
        ]),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name that is safe in a Content-Disposition header and on every file system. */
export function csvFilename(name: string, date: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `checkin-${slug || 'session'}-${date.slice(0, 10)}.csv`;
}
