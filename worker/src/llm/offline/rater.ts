/**
 * Judging one answer (or one question's answers taken together) against its question's answer key, with the one
 * rater (@checkin/grading), and putting the verdict on the CheckIn's scale in words for the grade band.
 */
import { grade, type AnswerKind } from '@checkin/grading';
import {
  gradeBand,
  keyPointName,
  NOT_RATED,
  type AnswerKey,
  type GradeBand,
  type InstanceSettings,
  type KeyPointResult,
} from '@checkin/domain';
import { levelAt, levelIndex, levelsOf } from './scale.js';
import type { PlannedQuestion } from './types.js';

/**
 * 'unkeyed': the question has no answer key, so the answer is recorded as not rated; 'asked': the student asked
 * something back, and their answer after the examiner's reply is rated instead.
 */
export type JudgedKind = AnswerKind | 'unkeyed' | 'asked';

export type Judgement = {
  kind: JudgedKind;
  /** 0-1: how well the answer meets the key (0 for anything but a real attempt). */
  score: number;
  /** The level's index on the scale, or null when not rated. */
  index: number | null;
  rating: number | null;
  label: string;
  /** Too little to move on from: worth one follow-up when allowed. */
  thin: boolean;
  /** Meets the key well with nothing wrong in it: the acknowledgement may say so. */
  strong: boolean;
  shown: string[];
  missing: string[];
  /** Key points the answer said the opposite of, and misconceptions it showed. */
  wrong: string[];
  keyPoints: KeyPointResult[];
  key: AnswerKey | null;
  explanation: string;
  example: string;
};

/** Below this score an answer is thin; from STRONG_FROM on it meets the key well. */
export const THIN_BELOW = 1 / 3;
export const STRONG_FROM = 2 / 3;
/**
 * How much the key points count beside the learned probability that the answer is right: the teacher wrote the
 * points, so they carry most of the rating; the probability covers what the points do not say.
 */
const POINTS_WEIGHT = 0.65;
/**
 * An answer that contradicts the key or shows a misconception earns at most this much, as does one the learned models
 * read as contradicting it where it does not show every key point.
 */
const WRONG_CAP = 0.2;
/** An answer to an unkeyed question shorter than this many words gets a follow-up asking for more. */
const SHORT_WORDS = 5;

export function list(items: string[], conj = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

const young = (band: GradeBand) => band === 'K-2';
/** The words a student's results say key points shown and missing with, in words for the grade band. */
export const verdictWords = (band: GradeBand) =>
  young(band) ? { yes: 'You got', no: 'Still to learn' } : { yes: 'You explained', no: 'Missing' };

function unanswered(kind: AnswerKind): string {
  switch (kind) {
    case 'blank':
      return 'There was no answer to this question.';
    case 'idk':
      return 'You said you were not sure, and that is an honest answer.';
    case 'injection':
      return 'This answer spoke to the grader instead of answering the question, so it could not earn credit.';
    case 'echo':
      return "This answer repeated the question's words but did not answer it yet.";
    default:
      return 'I could not find an answer to the question in these words.';
  }
}

type Verdicts = { shown: string[]; missing: string[]; wrong: string[] };

/** With no key points, how the answer compares with the model answer as a whole. */
function overallMatch(score: number): string {
  if (score + 1e-9 >= STRONG_FROM) return 'Your answer says what the model answer says.';
  if (score + 1e-9 >= THIN_BELOW) return 'Your answer has part of what the model answer says.';
  return 'Your answer did not show the main idea yet.';
}

function explain(kind: AnswerKind, score: number, { shown, missing, wrong }: Verdicts, band: GradeBand): string {
  if (kind !== 'answered') return `${unanswered(kind)} The example answer shows what this question was looking for.`;
  const { yes, no } = verdictWords(band);
  const noPoints = shown.length + missing.length === 0;
  return [
    noPoints
      ? overallMatch(score)
      : shown.length > 0
        ? `${yes}: ${list(shown)}.`
        : 'Your answer did not show the main idea yet.',
    missing.length > 0 ? `${no}: ${list(missing)}.` : '',
    wrong.length > 0 ? `Not right: ${list(wrong)}. Check that idea again.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A judgement that rates nothing: no key to rate by, or no answer yet (the example is not shown before one). */
function notRated(kind: 'unkeyed' | 'asked', thin: boolean, key: AnswerKey | null, explanation: string): Judgement {
  return {
    kind,
    score: 0,
    index: null,
    rating: null,
    label: NOT_RATED,
    thin,
    strong: false,
    shown: [],
    missing: [],
    wrong: [],
    keyPoints: [],
    key,
    explanation,
    example: '',
  };
}

const unkeyed = (text: string) =>
  notRated(
    'unkeyed',
    text.split(/\s+/).filter(Boolean).length < SHORT_WORDS,
    null,
    'Not rated: this question has no answer key, so the examiner cannot check it. Your teacher will read your answer.',
  );

/** A question asked back before the follow-up: not an answer, so not rated; the answer after it is. */
export const questionAskedBack = (question: PlannedQuestion) =>
  notRated(
    'asked',
    true,
    question.key,
    'Not rated: you asked a question here rather than answering. Your answer after it is rated.',
  );

/**
 * Judgements already made, by the instance's settings, the question and the answer's text: a turn's reply and its
 * rating judge the same answer, and the closing feedback every answer again.
 */
const judged = new WeakMap<InstanceSettings, WeakMap<PlannedQuestion, Map<string, Judgement>>>();

export function judge(question: PlannedQuestion, text: string, settings: InstanceSettings): Judgement {
  let byQuestion = judged.get(settings);
  if (!byQuestion) judged.set(settings, (byQuestion = new WeakMap()));
  let byText = byQuestion.get(question);
  if (!byText) byQuestion.set(question, (byText = new Map()));
  let judgement = byText.get(text);
  if (!judgement) byText.set(text, (judgement = judgeAnew(question, text, settings)));
  return judgement;
}

function judgeAnew(question: PlannedQuestion, text: string, settings: InstanceSettings): Judgement {
  const key = question.key;
  if (!key) return unkeyed(text);
  const band = gradeBand(settings.grade);
  const levels = levelsOf(settings.ratingScale);
  const { kind, score, shown, missing, wrong, keyPoints } = assess(question.text, key, text);
  const answered = kind === 'answered';
  const index = answered ? levelIndex(score, levels.length, settings.ratingLevel) : 0;
  const level = levelAt(levels, index);
  return {
    kind,
    score,
    index,
    rating: level.value,
    label: level.label,
    thin: !answered || score + 1e-9 < THIN_BELOW,
    strong: answered && score + 1e-9 >= STRONG_FROM && wrong.length === 0,
    shown,
    missing,
    wrong,
    keyPoints,
    key,
    explanation: explain(kind, score, { shown, missing, wrong }, band),
    example: key.modelAnswer,
  };
}

/** What an answer shows of its question's key, and its score (0-1): the part of a judgement no setting changes. */
export function assess(
  question: string,
  key: AnswerKey,
  text: string,
): Verdicts & { kind: AnswerKind; score: number; keyPoints: KeyPointResult[] } {
  const g = grade({ question, key, answer: text });
  const keyPoints = g.points.map((p) => ({ point: p.name, verdict: p.verdict }));
  const shown = keyPoints.filter((p) => p.verdict === 'shown').map((p) => p.point);
  const missing = keyPoints.filter((p) => p.verdict === 'missing').map((p) => p.point);
  const contradicted = g.points
    .filter((p) => p.verdict === 'contradicted')
    .map((p) => (p.saidOf ? `"${p.name}", said of ${p.saidOf}` : `the opposite of "${p.name}"`));
  const wrong = [...contradicted, ...g.misconceptions.map(keyPointName)];
  const coverage = keyPoints.length > 0 ? shown.length / keyPoints.length : g.score;
  // an answer that shows none of the key's points scores nothing: the probability alone would rate it above the
  // lowest level while its explanation says it did not show the main idea yet; it is thin, so the student is asked
  // again
  const pointless = keyPoints.length > 0 && shown.length === 0;
  let score = g.kind === 'answered' && !pointless ? (1 - POINTS_WEIGHT) * g.score + POINTS_WEIGHT * coverage : 0;
  // the learned models' "contradictory" says nothing the teacher can read: it caps no answer that shows every point
  const everyPoint = keyPoints.length > 0 && shown.length === keyPoints.length;
  const learnedWrong = g.label3 === 'contradictory' && !everyPoint;
  if (wrong.length > 0 || learnedWrong) score = Math.min(score, WRONG_CAP);
  return { kind: g.kind, score, shown, missing, wrong, keyPoints };
}
