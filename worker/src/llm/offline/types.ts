import type { GradeBand } from '@checkin/domain';

/** One idea a good answer shows: a short name for explanations, and the words that show it. */
export type Concept = { name: string; phrases: string[] };

export type BankQuestion = { text: string; concepts: Concept[]; example: string; followUp?: string };

export type TopicBank = Record<GradeBand, BankQuestion[]>;

/** A question as asked in one CheckIn: from a bank (rated on concepts) or generic/custom (rated on qualities). */
export type PlannedQuestion =
  | ({ kind: 'bank' } & BankQuestion)
  | {
      kind: 'generic';
      source: 'custom' | 'generic';
      text: string;
      example: string;
      followUp: string;
      focusWords: string[];
    };

/** Compact bank entry: concepts as { name: phrases }, in the order explanations should name them. */
export function q(text: string, concepts: Record<string, string[]>, example: string, followUp?: string): BankQuestion {
  const list = Object.entries(concepts).map(([name, phrases]) => ({ name, phrases }));
  return followUp === undefined ? { text, concepts: list, example } : { text, concepts: list, example, followUp };
}
