/** Rating answers to questions with no key concepts (custom topics, teachers' own questions) on what we can see. */
import type { GradeBand } from '@checkin/domain';
import { contentWords, givesExample, givesReason, uniqueWords } from './signals.js';
import { tokenize, type Token } from './text.js';

export const QUALITIES = ['substance', 'detail', 'topic', 'reason', 'example'] as const;
export type Quality = (typeof QUALITIES)[number];

export const QUALITY_NOUN: Record<Quality, string> = {
  substance: 'enough words to explain',
  detail: 'some detail',
  topic: "the topic's own words",
  reason: 'a reason ("because ...")',
  example: 'an example',
};

/** One concrete thing to do next for each missing quality. */
export const QUALITY_STEP: Record<Quality, string> = {
  substance: 'answer it again in two or three full sentences',
  detail: 'add one more detail to your answer',
  topic: 'answer it again using the key words of the topic',
  reason: 'answer it again and add a reason that starts with "because"',
  example: 'answer it again and add one example from class or everyday life',
};

/** Unique words needed for "a full answer" and for "some detail"; younger students write less. */
const LENGTH: Record<GradeBand, { substance: number; detail: number }> = {
  'K-2': { substance: 4, detail: 10 },
  '3-5': { substance: 6, detail: 15 },
  '6-8': { substance: 7, detail: 18 },
  '9-12': { substance: 8, detail: 22 },
};

export type GenericAssessment = {
  tokens: Token[];
  met: Quality[];
  missed: Quality[];
  fraction: number;
  topicAt: number;
};

function similar(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= Math.max(4, 0.75 * Math.min(a.length, b.length));
}

export function assessGeneric(focusWords: string[], text: string, band: GradeBand): GenericAssessment {
  const tokens = tokenize(text);
  const words = uniqueWords(tokens);
  const own = new Set(contentWords(tokens));
  const topicAt = tokens.findIndex((t) => own.has(t.stem) && focusWords.some((f) => similar(f, t.stem)));
  const checks: Record<Quality, boolean> = {
    substance: words >= LENGTH[band].substance,
    detail: words >= LENGTH[band].detail,
    topic: topicAt >= 0,
    reason: givesReason(text),
    example: givesExample(text),
  };
  const met = QUALITIES.filter((q) => checks[q]);
  return { tokens, met, missed: QUALITIES.filter((q) => !checks[q]), fraction: met.length / QUALITIES.length, topicAt };
}
