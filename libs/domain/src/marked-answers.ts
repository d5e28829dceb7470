import type { AnswerKey, CustomQuestion } from './settings.js';

/**
 * Students' answers a teacher marks right or wrong in a question's key (see AnswerKey): the rule of what makes two
 * of them the same answer, shared by the API (marking from a report) and the web (showing how one is marked).
 */

/** A key holds at most this many answers marked right, and as many marked wrong. */
export const MAX_MARKED_ANSWERS = 20;

export type Mark = 'right' | 'wrong';

/** A marked answer as the key holds it: on one line. Two answers are the same one whatever their case. */
const markedLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const sameAnswer = (a: string, b: string) => markedLine(a).toLowerCase() === markedLine(b).toLowerCase();

/**
 * Whether an answer may be marked in its question's key: not one the examiner judged against a key (`explanation`
 * given) and left unrated, which asked a question back rather than answering, or is for the teacher to read. An answer
 * not rated for want of a key, or not rated yet, may be.
 */
export const markableAnswer = (rated: {
  rating: number | null;
  explanation: string | null;
  answerKey: AnswerKey | null | undefined;
}): boolean => !(rated.rating === null && rated.explanation !== null && rated.answerKey);

/** How the key marks this answer, if it does. */
export function markOf(key: AnswerKey | null | undefined, answer: string): Mark | null {
  if (key?.markedRight?.some((t) => sameAnswer(t, answer))) return 'right';
  if (key?.markedWrong?.some((t) => sameAnswer(t, answer))) return 'wrong';
  return null;
}

/**
 * The key with a student's answer marked right or wrong, on one line, once (no longer under the other mark); null
 * when that mark holds MAX_MARKED_ANSWERS answers already.
 */
export function withMarkedAnswer(key: AnswerKey, answer: string, mark: Mark): AnswerKey | null {
  const others = (list: string[] = []) => list.filter((t) => !sameAnswer(t, answer));
  const right = others(key.markedRight);
  const wrong = others(key.markedWrong);
  const marked = mark === 'right' ? right : wrong;
  if (marked.length >= MAX_MARKED_ANSWERS) return null;
  marked.push(markedLine(answer));
  return { ...key, markedRight: right, markedWrong: wrong };
}

/**
 * The question as another teacher gets it (a shared CheckIn, its copies, a preview of it): answers its teacher
 * marked are their own, often their students' words, and stay with them.
 */
export function withoutMarkedAnswers(q: CustomQuestion): CustomQuestion {
  if (!q.key) return q;
  const { markedRight: _right, markedWrong: _wrong, ...key } = q.key;
  return { ...q, key };
}
