/** The overall rating and the student's feedback, recomputed from the answers themselves. */
import {
  gradeBand,
  NOT_RATED,
  followUpLeft,
  type ChatMessage,
  type GradeBand,
  type InstanceSettings,
} from '@checkin/domain';
import { asksBack as asksExaminer } from '@checkin/grading';
import { FEEDBACK_PREFIX } from '../provider.js';
import { judge, list, verdictWords, type Judgement } from './rater.js';
import { levelAt, levelsOf } from './scale.js';
import { questionAt } from './questions.js';
import type { PlannedQuestion } from './types.js';

/** The student's answers to one question (a follow-up answer included), up to and including `upTo` if given. */
export function answersTo(messages: ChatMessage[], questionIndex: number, upTo?: string): ChatMessage[] {
  const end = upTo === undefined ? messages.length : messages.findIndex((m) => m.messageId === upTo) + 1;
  return messages.slice(0, end).filter((m) => m.role === 'user' && m.questionIndex === questionIndex);
}

/** Whether a student's message asks something back ("Can you give me a hint?", "What is chlorophyll?"): no answer. */
export const asksBack = (message: ChatMessage | undefined): boolean =>
  message !== undefined && asksExaminer(message.content);

/** What a student's messages say in answer to their question, a line each: those that ask something back say nothing. */
export const joinAnswers = (answers: ChatMessage[]) =>
  answers
    .filter((m) => !asksBack(m))
    .map((m) => m.content)
    .join('\n');

/**
 * Whether the answer asked something back while the question's follow-up was still to come: the examiner answers it
 * with its hint or asks for a guess, and it is not rated (the answer after it is). One asked when no follow-up is
 * left is rated with what the student said before it, if anything.
 */
export function askedBeforeFollowUp(messages: ChatMessage[], answer: ChatMessage): boolean {
  return asksBack(answer) && followUpLeft(messages.slice(0, messages.indexOf(answer)), answer.questionIndex);
}

/**
 * `raisedConcern`: an answer to the question raised a safety concern (one of the instance's alerts), so it is for
 * the teacher to read, and neither rated nor counted in the overall rating.
 */
export type QuestionResult = {
  index: number;
  question: PlannedQuestion;
  answered: boolean;
  judgement: Judgement;
  raisedConcern: boolean;
};

export function judgeAll(
  messages: ChatMessage[],
  plan: readonly PlannedQuestion[],
  settings: InstanceSettings,
  concernAnswerIds: readonly string[],
): QuestionResult[] {
  const total = plan.length;
  const seen = messages.filter((m) => m.questionIndex < total).map((m) => m.questionIndex);
  const count = seen.length === 0 ? 0 : Math.max(...seen) + 1;
  return Array.from({ length: count }, (_, index) => {
    const question = questionAt(plan, settings, index);
    const answers = answersTo(messages, index);
    return {
      index,
      question,
      answered: answers.length > 0,
      judgement: judge(question, joinAnswers(answers), settings),
      raisedConcern: answers.some((m) => concernAnswerIds.includes(m.messageId)),
    };
  });
}

export type Overall = { rating: number | null; explanation: string; feedback: string };

const numbered = (results: QuestionResult[]) => list(results.map((r) => String(r.index + 1)));
const questions = (results: QuestionResult[]) => `question${results.length === 1 ? '' : 's'} ${numbered(results)}`;

/** Which answers the teacher reads unrated (no key to judge them by, or a concern raised): all, some, or none. */
function toTheTeacher(results: QuestionResult[], ratedCount: number): string {
  if (ratedCount === 0) return 'Your teacher will read your answers.';
  const unrated = results.filter((r) => r.raisedConcern || r.judgement.index === null);
  if (unrated.length === 0) return '';
  return `Your teacher will read your answer${unrated.length === 1 ? '' : 's'} to ${questions(unrated)}.`;
}

/** The answer that went best, and the key ideas it showed, as its results say them (see explain in rater.ts). */
function wentWell(rated: QuestionResult[], band: GradeBand): string {
  const best = [...rated].sort((a, b) => b.judgement.score - a.judgement.score || a.index - b.index)[0];
  if (!best || best.judgement.score <= 0) return 'What went well: you finished every question.';
  const j = best.judgement;
  const what =
    j.shown.length > 0
      ? `${verdictWords(band).yes}: ${list(j.shown.slice(0, 2))}.`
      : 'Your answer matched the key idea.';
  return `What went well: question ${best.index + 1}. ${what}`;
}

/** The weakest answer, and the one idea to work on in it, as its results say it. */
function toWorkOn(rated: QuestionResult[], band: GradeBand): string {
  const weakest = [...rated].sort((a, b) => a.judgement.score - b.judgement.score || a.index - b.index)[0];
  if (!weakest || weakest.judgement.strong) return 'One thing to work on: explain one of these ideas to someone else.';
  const j = weakest.judgement;
  const idea =
    j.wrong.length > 0
      ? `Not right: ${j.wrong[0]}. `
      : j.missing.length > 0
        ? `${verdictWords(band).no}: ${j.missing[0]}. `
        : '';
  const read = 'Read the example answer, then say it in your own words.';
  return `One thing to work on: question ${weakest.index + 1}. ${idea}${read}`;
}

export function rateWhole(results: QuestionResult[], settings: InstanceSettings, name: string | null): Overall {
  const levels = levelsOf(settings.ratingScale);
  const band = gradeBand(settings.grade);
  const rated = results.filter((r) => !r.raisedConcern && r.judgement.index !== null);
  const unkeyed = results.filter((r) => !r.raisedConcern && r.judgement.index === null);
  const forTheTeacher = results.filter((r) => r.raisedConcern);
  const mean = rated.reduce((sum, r) => sum + r.judgement.index!, 0) / Math.max(1, rated.length);
  // Halves round down: the overall level never claims more than the answers showed.
  const overall = rated.length > 0 ? levelAt(levels, Math.ceil(mean - 0.5 - 1e-9)) : null;
  const explanation = [
    overall
      ? `Overall "${overall.label}" across ${rated.length} rated question${rated.length === 1 ? '' : 's'}: ${overall.description}`
      : `${NOT_RATED}: none of the answers could be rated.`,
    unkeyed.length > 0 ? `Not rated (no answer key): ${questions(unkeyed)}, for the teacher to rate.` : '',
    forTheTeacher.length > 0 ? `Not rated: ${questions(forTheTeacher)}, for the teacher to read.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const thanks = name ? `Thanks for finishing, ${name}.` : 'Thanks for finishing.';
  const lines =
    results.length === 0
      ? [`${thanks} There were no answers to look at this time.`]
      : [
          thanks,
          // Question by question the student's results list shows each rating, where the template lets it.
          ...(rated.length > 0 ? [wentWell(rated, band), toWorkOn(rated, band)] : []),
          toTheTeacher(results, rated.length),
        ].filter(Boolean);
  return { rating: overall?.value ?? null, explanation, feedback: `${FEEDBACK_PREFIX}${lines.join('\n')}` };
}
