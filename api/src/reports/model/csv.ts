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

/** A whole file: CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function csvFile(lines: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${lines.map(csvLine).join('\r\n')}\r\n`;
}

/** An instant as a spreadsheet reads it ("2026-11-02 09:10"), in UTC as the column headers say. */
export function csvDate(iso: string | null): string | null {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : null;
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
