/** How much of a bank question's key content an answer shows. */
import { findPhrase, tokenize, type Token } from './text.js';
import type { Concept } from './types.js';

export type ConceptResult = { concept: Concept; status: 'covered' | 'negated' | 'missing'; at: number };

export type Coverage = {
  tokens: Token[];
  results: ConceptResult[];
  covered: ConceptResult[];
  missing: Concept[];
  /** Concepts the answer only mentioned to deny ("water does not evaporate"): they earn nothing. */
  negated: Concept[];
  /** Covered concepts over all concepts, 0 to 1. */
  fraction: number;
};

function check(concept: Concept, tokens: Token[]): ConceptResult {
  const matches = concept.phrases.flatMap((phrase) => findPhrase(tokens, phrase));
  const kept = matches.filter((m) => !m.negated).sort((a, b) => a.start - b.start)[0];
  if (kept) return { concept, status: 'covered', at: kept.start };
  const denied = matches[0];
  return denied ? { concept, status: 'negated', at: denied.start } : { concept, status: 'missing', at: -1 };
}

export function coverage(concepts: Concept[], text: string): Coverage {
  const tokens = tokenize(text);
  const results = concepts.map((concept) => check(concept, tokens));
  const covered = results.filter((r) => r.status === 'covered');
  return {
    tokens,
    results,
    covered,
    missing: results.filter((r) => r.status !== 'covered').map((r) => r.concept),
    negated: results.filter((r) => r.status === 'negated').map((r) => r.concept),
    fraction: concepts.length === 0 ? 0 : covered.length / concepts.length,
  };
}
