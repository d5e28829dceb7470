import { type QuestionResult, REPORT_STATE_WORDS, type ReportAnswer, type StudentRow } from '@checkin/contracts';
import { NOT_RATED, type RatingScale, answerThatCounts } from '@checkin/domain';
import { csvDate, csvFile } from './csv.js';

type Cell = string | number | null;

function range(scale: RatingScale): string {
  const values = scale.levels.map((l) => l.value);
  return `${Math.min(...values)} to ${Math.max(...values)}`;
}

/** Who the student is and where they stand: the first columns of both files. */
const STUDENT_HEADER = ['Student', 'State', 'Started (UTC)', 'Finished (UTC)'] as const;

function studentCells(row: StudentRow): Cell[] {
  return [row.student, REPORT_STATE_WORDS[row.state], csvDate(row.startedAt), csvDate(row.completedAt)];
}

/** A rating's level in words; an answer judged and not rated says so; nothing yet, nothing. */
function levelOf(rating: { effectiveRating: number | null; effectiveRatingLabel: string | null }, judged: boolean) {
  if (rating.effectiveRating !== null) return rating.effectiveRatingLabel;
  return judged ? NOT_RATED : null;
}

/** The answer whose rating counts for the question, or (none rated) the last one, to say how it was judged. */
function countedAnswer(q: QuestionResult): ReportAnswer | undefined {
  return answerThatCounts(q.answers) ?? q.answers.at(-1);
}

const judged = (a: ReportAnswer | undefined) => Boolean(a && (a.aiRating !== null || a.explanation !== null));

export function answersHeader(scale: RatingScale): string[] {
  return [
    ...STUDENT_HEADER,
    'Question number',
    'Question',
    'Answer',
    'Follow-up answer',
    `AI rating (${range(scale)})`,
    `Teacher rating (${range(scale)})`,
    `Rating (${range(scale)})`,
    'Level',
    'Explanation',
    "Teacher's note",
    'Flagged',
    `Overall rating (${range(scale)})`,
    'Overall level',
  ];
}

/** A session's answers for a spreadsheet: a line per student per question, each fact in its own column. */
export function answersCsv(rows: readonly StudentRow[], scale: RatingScale): string {
  const lines: Cell[][] = [answersHeader(scale)];
  for (const row of rows) {
    for (const q of row.questions) {
      const counted = countedAnswer(q);
      const [first, ...followUps] = q.answers;
      lines.push([
        ...studentCells(row),
        q.questionIndex + 1,
        q.question,
        first?.answer ?? null,
        followUps.map((a) => a.answer).join('\n') || null,
        counted?.aiRating ?? null,
        counted?.ratingOverride?.rating ?? null,
        q.effectiveRating,
        levelOf(q, judged(counted)),
        counted?.explanation ?? null,
        counted?.ratingOverride?.note || null,
        q.flagged ? 'Yes' : null,
        row.overall?.effectiveRating ?? null,
        row.overall ? levelOf(row.overall, true) : null,
      ]);
    }
  }
  return csvFile(lines);
}

export function studentsHeader(scale: RatingScale, numberOfQuestions: number): string[] {
  return [
    ...STUDENT_HEADER,
    'Questions answered',
    'Questions',
    `Overall rating (${range(scale)})`,
    'Overall level',
    `AI overall rating (${range(scale)})`,
    `Teacher overall rating (${range(scale)})`,
    "Teacher's note",
    ...Array.from({ length: numberOfQuestions }, (_, i) => `Question ${i + 1} rating`),
    'Flagged answers',
  ];
}

/** A session's results as a gradebook takes them: a line per student, with the overall rating that counts. */
export function studentsCsv(rows: readonly StudentRow[], scale: RatingScale, numberOfQuestions: number): string {
  const lines: Cell[][] = [studentsHeader(scale, numberOfQuestions)];
  for (const row of rows) {
    const overall = row.overall;
    lines.push([
      ...studentCells(row),
      row.progress.completed,
      row.progress.total,
      overall?.effectiveRating ?? null,
      overall ? levelOf(overall, true) : null,
      overall?.aiRating ?? null,
      overall?.ratingOverride?.rating ?? null,
      overall?.ratingOverride?.note || null,
      ...Array.from({ length: numberOfQuestions }, (_, i) => row.questions[i]?.effectiveRating ?? null),
      row.questions.reduce((n, q) => n + q.answers.filter((a) => a.flagged).length, 0),
    ]);
  }
  return csvFile(lines);
}
