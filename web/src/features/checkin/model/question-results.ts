import { NOT_RATED, type RatingScale, answerThatCounts } from '@checkin/domain';
import type { CheckinDocument } from './checkin-document';

/**
 * The results, question by question: what each question asked, how the answer to it was rated, and why. Pure, like
 * the check-in view it belongs to; only what the student may see (the template's showSingleQuestionRating).
 */

/**
 * A question's rating as its badge says it: a level of the scale (coloured as the teacher's reports colour it, from
 * its scale), or one of the three ways of having none.
 */
export type QuestionRating =
  | { kind: 'rated'; value: number; label: string; max: number; scale: RatingScale }
  /** Judged, and nothing could rate it (no answer key, or an answer for the teacher to read): never a level. */
  | { kind: 'not-rated'; label: string }
  /** Answered, and the examiner has not judged it yet. */
  | { kind: 'awaiting'; label: string }
  /** Asked, never answered (the check-in ended first). */
  | { kind: 'not-answered'; label: string };

export type QuestionResultView = {
  /** 1-based, as the student reads "Question 2". */
  number: number;
  question: string;
  rating: QuestionRating;
  explanation: string | null;
};

export const AWAITING_RATING = 'Not rated yet';
export const NOT_ANSWERED = 'Not answered';

type Log = CheckinDocument['messageLogs'][number];
/** A line of the conversation with its rating (the closing feedback entry aside). */
type AnswerLog = Exclude<Log, { role: 'feedback' }>;

/**
 * What a question asked, for a message recorded without its question (before the examiner kept it). The examiner's
 * message often opens with thanks or a greeting, and names the question "Question k of n:"; the words after that are
 * the question. A message without it is taken whole.
 */
export function questionText(message: string, number: number): string {
  const marker = new RegExp(`Question ${number} of \\d+:\\s*`, 'i').exec(message);
  return (marker && message.slice(marker.index + marker[0].length).trim()) || message;
}

/** An answer is judged once it has a rating, or an explanation of why it has none. */
const isJudged = (log: AnswerLog) => log.rating !== null || log.explanation !== null;

/**
 * The answer a question's badge and explanation speak of: the one whose rating counts (the student sees the AI's
 * rating only), else the last one judged and not rated, to say why.
 */
function answerShown(answers: readonly AnswerLog[]): AnswerLog | undefined {
  return answerThatCounts(answers, (log) => log.rating) ?? answers.filter(isJudged).at(-1);
}

function ratingOf(shown: AnswerLog | undefined, answered: boolean, max: number, scale: RatingScale): QuestionRating {
  if (!shown)
    return answered ? { kind: 'awaiting', label: AWAITING_RATING } : { kind: 'not-answered', label: NOT_ANSWERED };
  if (shown.rating === null) return { kind: 'not-rated', label: NOT_RATED };
  const value = shown.rating;
  return { kind: 'rated', value, label: shown.ratingLabel ?? String(value), max, scale };
}

/**
 * One entry per question asked, in order, rated on a scale whose top is `max`. A question the examiner followed
 * up has more than one answer: the one whose rating counts gives the question's, as in the teacher's reports. Null
 * when the template keeps single ratings from the student.
 */
export function questionResults(doc: CheckinDocument, max: number): QuestionResultView[] | null {
  if (!doc.showSingleQuestionRating) return null;
  const logs: readonly Log[] = doc.messageLogs;
  const results: QuestionResultView[] = [];
  for (let index = 0; index < doc.numberOfQuestions; index++) {
    const asked = logs.find((l) => l.role === 'assistant' && l.questionIndex === index && !l.followUp);
    if (!asked) continue;
    const answers = logs.filter((l): l is AnswerLog => l.role === 'user' && l.questionIndex === index);
    const shown = answerShown(answers);
    results.push({
      number: index + 1,
      question: ('question' in asked && asked.question) || questionText(asked.content, index + 1),
      rating: ratingOf(shown, answers.length > 0, max, doc.ratingScale),
      explanation: shown?.explanation || null,
    });
  }
  return results;
}
