import type { AnswerKey } from '@checkin/domain';
import { Derived } from './derived.js';
import { analyse, type Token } from './text.js';

/**
 * How an answer compares with students' answers its teacher has already marked right or wrong for the same question.
 * Teachers differ in how much an answer must say to count as right, question by question; answers they marked are
 * the one place that shows it. Compared as bags of word stems (cosine similarity), so a near copy of a marked answer
 * scores close to 1 and an answer about something else close to 0.
 */
export type MarkedAnswer = { text: string; right: boolean };

/** How many of the nearest marked answers vote. */
const NEAREST = 5;

export const MARKED_FEATURES = [
  'markedVote',
  'markedRightMax',
  'markedWrongMax',
  'markedMargin',
  'markedNearest',
  'markedNearestSim',
];

export function markedAnswers(key: AnswerKey): MarkedAnswer[] {
  return [
    ...(key.markedRight ?? []).map((text) => ({ text, right: true })),
    ...(key.markedWrong ?? []).map((text) => ({ text, right: false })),
  ].filter((m) => m.text.trim() !== '');
}

type Bag = { counts: Map<string, number>; norm: number };

const bags = new Derived(bagOfTokens);
/** A text's bag; a marked answer's is made once for every answer compared with it. */
const bagOf = (text: string): Bag => bags.of(analyse(text).content);

function bagOfTokens(tokens: Token[]): Bag {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1);
  let sq = 0;
  for (const c of counts.values()) sq += c * c;
  return { counts, norm: Math.sqrt(sq) };
}

function cosine(a: Bag, b: Bag): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (const [stem, c] of a.counts) dot += c * (b.counts.get(stem) ?? 0);
  return dot / (a.norm * b.norm);
}

/**
 * The answer against the marked ones: the similarity-weighted vote of the nearest few, the closest right and the
 * closest wrong answer and their difference, and the nearest one's mark and similarity. Null when none is marked.
 */
export function markedFeatures(answerText: string, marked: readonly MarkedAnswer[]): Record<string, number> | null {
  if (marked.length === 0) return null;
  const answer = bagOf(answerText);
  const near = marked
    .map((m) => ({ sim: cosine(answer, bagOf(m.text)), right: m.right }))
    .sort((x, y) => y.sim - x.sim);
  const rightMax = Math.max(0, ...near.filter((m) => m.right).map((m) => m.sim));
  const wrongMax = Math.max(0, ...near.filter((m) => !m.right).map((m) => m.sim));
  const voters = near.slice(0, NEAREST);
  const weight = voters.reduce((sum, m) => sum + m.sim, 0);
  // with nothing in common with any marked answer, the vote is the share marked right
  const vote =
    weight > 0
      ? voters.reduce((sum, m) => sum + (m.right ? m.sim : 0), 0) / weight
      : near.filter((m) => m.right).length / near.length;
  return {
    markedVote: vote,
    markedRightMax: rightMax,
    markedWrongMax: wrongMax,
    markedMargin: rightMax - wrongMax,
    markedNearest: near[0]!.right ? 1 : 0,
    markedNearestSim: near[0]!.sim,
  };
}
