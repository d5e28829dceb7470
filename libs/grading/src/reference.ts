import type { AnswerKey } from '@checkin/domain';
import { analyse, type Token } from './text.js';
import { type Relations, relations } from './wordnet.js';

/** One wording of a reference idea: its content words, each possibly a word prefix ("evaporat"). */
export type Wording = { tokens: Token[]; prefixes: (string | null)[]; negated: boolean };
/** An idea of the reference the answer may show: a model-answer word, or a key point with its wordings. */
export type Concept = { wordings: Wording[]; weight: number; inQuestion: boolean; point: number | null };

export type Match = 'exact' | 'synonym' | 'none';
export type ConceptMatch = { match: Match; conflict: 'negation' | 'antonym' | null; answerIndexes: number[] };

const PREFIX_MIN = 5;

function wording(text: string): Wording | null {
  const { tokens, content } = analyse(text);
  if (!content.length) return null;
  const prefixes = content.map((t) => {
    const raw = t.normal.replace(/[^a-z]/g, '');
    return raw.length >= PREFIX_MIN ? raw : null;
  });
  return { tokens: content, prefixes, negated: tokens.some((t) => t.negation) };
}

/** Splits a key-point line into its display name and its wordings ("drying up / dry / evaporat"). */
export function splitPoint(line: string): { name: string; alternatives: string[] } {
  const alternatives = line
    .split(' / ')
    .map((s) => s.trim())
    .filter(Boolean);
  return { name: alternatives[0] ?? line.trim(), alternatives };
}

/** The reference as concepts: each content word of the model answer, then each key point. */
export function concepts(question: string, key: AnswerKey): Concept[] {
  const q = new Set(analyse(question).content.map((t) => t.stem));
  const out: Concept[] = [];
  const seen = new Set<string>();
  for (const t of analyse(key.modelAnswer).content) {
    if (seen.has(t.stem)) continue;
    seen.add(t.stem);
    out.push({
      wordings: [{ tokens: [t], prefixes: [null], negated: t.negated }],
      weight: 1,
      inQuestion: q.has(t.stem),
      point: null,
    });
  }
  key.keyPoints.forEach((line, i) => {
    const wordings = splitPoint(line)
      .alternatives.map(wording)
      .filter((w): w is Wording => w !== null);
    if (!wordings.length) return;
    const inQuestion = wordings.every((w) => w.tokens.every((t) => q.has(t.stem)));
    out.push({ wordings, weight: 1, inQuestion, point: i });
  });
  return out;
}

/** Whether `a` and `r` share a sense; `rRelations`: those of `r`, looked up once for all the answer's words. */
function synonymous(a: Token, r: Token, rRelations: Relations): boolean {
  return rRelations.synonyms.has(a.lemma) || relations(a.lemma).synonyms.has(r.lemma);
}

function antonymous(a: Token, r: Token, rRelations: Relations): boolean {
  return rRelations.antonyms.has(a.lemma) || relations(a.lemma).antonyms.has(r.lemma);
}

/**
 * How well answer tokens match one reference token; the index of the best matching answer token. With `negated`,
 * an answer token of that polarity is preferred ("no air on the Moon" matches the "no air", not an earlier "air").
 */
export function tokenMatch(
  answer: Token[],
  r: Token,
  prefix: string | null,
  negated?: boolean,
): { match: Match; index: number } {
  let exact = -1;
  let syn = -1;
  let rRelations: Relations | null = null;
  for (let i = 0; i < answer.length; i++) {
    const a = answer[i]!;
    if (a.stem === r.stem || a.lemma === r.lemma || (prefix !== null && a.normal.startsWith(prefix))) {
      if (negated === undefined || a.negated === negated) return { match: 'exact', index: i };
      if (exact < 0) exact = i;
    } else if (syn < 0 && synonymous(a, r, (rRelations ??= relations(r.lemma)))) syn = i;
  }
  if (exact >= 0) return { match: 'exact', index: exact };
  return syn >= 0 ? { match: 'synonym', index: syn } : { match: 'none', index: -1 };
}

/** Whether the answer shows a concept (any wording, most of its words), and whether it contradicts it. */
export function matchConcept(answer: Token[], c: Concept): ConceptMatch {
  let best: ConceptMatch = { match: 'none', conflict: null, answerIndexes: [] };
  let antonym = false;
  for (const w of c.wordings) {
    const ms = w.tokens.map((t, i) => tokenMatch(answer, t, w.prefixes[i] ?? null, w.negated));
    const hits = ms.filter((m) => m.match !== 'none');
    const need = w.tokens.length <= 2 ? w.tokens.length : Math.ceil(w.tokens.length * 0.6);
    if (hits.length >= need) {
      const match: Match = hits.every((m) => m.match === 'exact') ? 'exact' : 'synonym';
      const idx = hits.map((m) => m.index);
      const answerNeg = idx.some((i) => answer[i]!.negated);
      const refNeg = w.negated || w.tokens.some((t) => t.negated);
      const conflict = answerNeg !== refNeg ? 'negation' : null;
      if (
        best.match === 'none' ||
        (best.conflict && !conflict) ||
        (best.match === 'synonym' && match === 'exact' && !conflict)
      ) {
        best = { match, conflict, answerIndexes: idx };
      }
    }
    for (const t of w.tokens) {
      const tRelations = relations(t.lemma);
      const j = answer.findIndex((a) => a.lemma !== t.lemma && antonymous(a, t, tRelations));
      if (j >= 0 && answer[j]!.negated === t.negated) antonym = true;
    }
  }
  if (best.match === 'none' && antonym) return { match: 'none', conflict: 'antonym', answerIndexes: [] };
  return best;
}
