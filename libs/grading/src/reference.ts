import type { AnswerKey } from '@checkin/domain';
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { analyse, stemSet, type Analysed, type Token } from './text.js';
import { type Relations, relations } from './wordnet.js';

/** One wording of a reference idea: its content words, each possibly a word prefix ("evaporat"). */
export type Wording = { tokens: Token[]; prefixes: (string | null)[]; negated: boolean };
/** An idea of the reference the answer may show: a model-answer word, or a key point with its wordings. */
export type Concept = { wordings: Wording[]; weight: number; inQuestion: boolean; point: number | null };

export type Match = 'exact' | 'synonym' | 'none';
export type ConceptMatch = { match: Match; conflict: 'negation' | 'antonym' | null; answerIndexes: number[] };

const PREFIX_MIN = 5;

/** A key point's wording, the same for every answer to the question. */
const wordings = new Derived(wordingOf);
const wording = (text: string): Wording | null => wordings.of(analyse(text));

/** Words a wording's phrase is read without: articles, pronouns and auxiliaries ("it stays still": "stays still"). */
const CONNECTIVE = new Set(['DET', 'PRON', 'AUX']);
const phraseWords = (tokens: Token[]) => tokens.filter((t) => /[a-z0-9]/.test(t.normal) && !CONNECTIVE.has(t.pos));

/**
 * Whether a key point's wording is found only as written, not by meaning: one with no content word ("they"), or one
 * whose other words say what it means ("less energy", "only plants", "stays still"), which a match by its content
 * word alone would drop. Articles, pronouns and auxiliaries do not count ("it evaporates" is compared by meaning), nor
 * does a negation ("not alive" is too, and contradicted by "alive").
 */
export function foundAsWritten({ tokens, content }: Analysed): boolean {
  if (content.length === 0) return true;
  if (content.length > 1 || tokens.some((t) => t.negation)) return false;
  return phraseWords(tokens).length > 1;
}

/**
 * Whether the answer holds a wording of one content word found as written: its words in order with none between
 * them, each by its stem, articles, pronouns and auxiliaries left out of both ("it stays still" in "the ball stays
 * still").
 */
export function phraseIn(answer: Analysed, wording: Analysed): boolean {
  const want = phraseWords(wording.tokens);
  const have = phraseWords(answer.tokens);
  const same = (a: Token, w: Token) => a.stem === w.stem || a.lemma === w.lemma || a.normal === w.normal;
  for (let i = 0; i + want.length <= have.length; i++) if (want.every((w, j) => same(have[i + j]!, w))) return true;
  return false;
}

function wordingOf(analysed: Analysed): Wording | null {
  if (foundAsWritten(analysed)) return null;
  const { tokens, content } = analysed;
  const prefixes = content.map((t) => {
    const raw = t.normal.replace(/[^a-z]/g, '');
    return raw.length >= PREFIX_MIN ? raw : null;
  });
  return { tokens: content, prefixes, negated: tokens.some((t) => t.negation) };
}

export type Point = { name: string; alternatives: readonly string[] };
/** splitPoint's answers: every answer to a question asks again, several times, for each of its key points. */
const points = new BoundedCache<Point>();

/** Splits a key-point line into its display name and its wordings ("drying up / dry / evaporat"). */
export function splitPoint(line: string): Point {
  return points.through(line, splitLine);
}
function splitLine(line: string): Point {
  const alternatives = line
    .split(' / ')
    .map((s) => s.trim())
    .filter(Boolean);
  return { name: alternatives[0] ?? line.trim(), alternatives };
}

/** The reference as concepts: each content word of the model answer, then each key point. */
export function concepts(question: string, key: AnswerKey): Concept[] {
  const q = stemSet(analyse(question).content);
  const out = [...wordConcepts.of(q).of(analyse(key.modelAnswer).content)];
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

/** The model answer's words as concepts, by the question's stems (`q`), the same for every answer to the question. */
const wordConcepts = new Derived(
  (q: Set<string>) => new Derived((modelAnswer: Token[]) => conceptsOfWords(modelAnswer, q)),
);

function conceptsOfWords(modelAnswer: Token[], q: Set<string>): Concept[] {
  const out: Concept[] = [];
  const seen = new Set<string>();
  for (const t of modelAnswer) {
    if (seen.has(t.stem)) continue;
    seen.add(t.stem);
    out.push({
      wordings: [{ tokens: [t], prefixes: [null], negated: t.negated }],
      weight: 1,
      inQuestion: q.has(t.stem),
      point: null,
    });
  }
  return out;
}

/**
 * Whether `a` and `r` share a sense that is among the first of each ("gather" and "collect"; not "release" and
 * "turn", whose shared sense is a rare one of "turn"); `rRelations`: those of `r`, looked up once for all the
 * answer's words, and `aRelations` those of `a`, when looked up already.
 */
function synonymous(a: Token, r: Token, rRelations: Relations, aRelations?: Relations): boolean {
  return rRelations.synonyms.has(a.lemma) && (aRelations ?? relations(a.lemma)).synonyms.has(r.lemma);
}

function antonymous(a: Token, r: Token, rRelations: Relations, aRelations: Relations): boolean {
  return rRelations.antonyms.has(a.lemma) || aRelations.antonyms.has(r.lemma);
}

/** An answer's words' relations, in order, with every lemma and every antonym among them. */
type AnswerRelations = { each: Relations[]; lemmas: Set<string>; antonyms: Set<string> };

/** Relations of the answer's words, looked up once for all the concepts it is matched against. */
const answerRelations = new Derived((answer: Token[]): AnswerRelations => {
  const each = answer.map((a) => relations(a.lemma));
  const antonyms = new Set<string>();
  for (const r of each) for (const w of r.antonyms) antonyms.add(w);
  return { each, lemmas: new Set(answer.map((a) => a.lemma)), antonyms };
});

/** Whether some answer word is an antonym of `t` or has `t` among its antonyms: if not, none opposes it. */
function mayOppose(t: Token, tRelations: Relations, rels: AnswerRelations): boolean {
  if (rels.antonyms.has(t.lemma)) return true;
  for (const w of tRelations.antonyms) if (rels.lemmas.has(w)) return true;
  return false;
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
  return matchToken(answer, null, r, prefix, negated);
}

/** Whether an answer word is the reference word as written: its stem, its lemma, or the word prefix given. */
const sameWord = (a: Token, r: Token, prefix: string | null) =>
  a.stem === r.stem || a.lemma === r.lemma || (prefix !== null && a.normal.startsWith(prefix));

/** tokenMatch, with the answer's relations when they were looked up already. */
function matchToken(
  answer: Token[],
  rels: AnswerRelations | null,
  r: Token,
  prefix: string | null,
  negated?: boolean,
  bySense = true,
): { match: Match; index: number } {
  let exact = -1;
  let syn = -1;
  let rRelations: Relations | null = null;
  for (let i = 0; i < answer.length; i++) {
    const a = answer[i]!;
    if (sameWord(a, r, prefix)) {
      if (negated === undefined || a.negated === negated) return { match: 'exact', index: i };
      if (exact < 0) exact = i;
    } else if (bySense && syn < 0 && synonymous(a, r, (rRelations ??= relations(r.lemma)), rels?.each[i])) syn = i;
  }
  if (exact >= 0) return { match: 'exact', index: exact };
  return syn >= 0 ? { match: 'synonym', index: syn } : { match: 'none', index: -1 };
}

/** Content words an answer may put between the words of a key point's wording that it shows. */
const WORDING_GAP = 3;

type Hit = { match: Match; index: number };

/**
 * The answer's words that show one wording: most of its words (all of one or two), or null. A key point's words
 * must stand together, with at most WORDING_GAP other content words among them ("eats only plants", not "plants" in
 * one sentence and "eat" in another), and a key point worded in one word is found as written: by sense, "push"
 * would be shown by every "force".
 */
function wordingHits(answer: Token[], rels: AnswerRelations, w: Wording, keyPoint: boolean): Hit[] | null {
  if (w.tokens.length === 1) {
    const hit = matchToken(answer, rels, w.tokens[0]!, w.prefixes[0] ?? null, w.negated, !keyPoint);
    return hit.match === 'none' ? null : [hit];
  }
  const need = w.tokens.length === 2 ? 2 : Math.ceil(w.tokens.length * 0.6);
  const found = w.tokens.flatMap((t, word) =>
    matchesOf(answer, rels, t, w.prefixes[word] ?? null).map((hit) => ({
      ...hit,
      word,
      agrees: answer[hit.index]!.negated === w.negated,
    })),
  );
  found.sort((x, y) => x.index - y.index);
  return closest(found, need, w.tokens.length);
}

type Found = Hit & { word: number; agrees: boolean };
type Window = { hits: Found[]; agrees: boolean; span: number };

/**
 * The answer's words that show the most of a wording's words (at least `need`), standing within WORDING_GAP of one
 * another; of those, words of the wording's own polarity first ("cannot cancel. Forces only cancel"), then the
 * closest together.
 */
function closest(found: Found[], need: number, words: number): Hit[] | null {
  let best: Window | null = null;
  for (let start = 0; start < found.length; start++) {
    const chosen = new Map<number, Found>();
    for (let end = start; end < found.length; end++) {
      const span = found[end]!.index - found[start]!.index + 1;
      if (span > words + WORDING_GAP) break;
      const f = found[end]!;
      const had = chosen.get(f.word);
      if (!had || rank(f) > rank(had)) chosen.set(f.word, f);
      if (chosen.size < need || span > chosen.size + WORDING_GAP) continue;
      const hits = [...chosen.values()];
      const window: Window = { hits, agrees: hits.every((h) => h.agrees), span };
      if (!best || better(window, best)) best = window;
    }
  }
  return best && best.hits.map(({ match, index }) => ({ match, index }));
}

/** Of two answer words for one word of a wording: of its polarity first, then as written. */
const rank = (f: Found) => (f.agrees ? 2 : 0) + (f.match === 'exact' ? 1 : 0);

function better(a: Window, b: Window): boolean {
  if (a.hits.length !== b.hits.length) return a.hits.length > b.hits.length;
  if (a.agrees !== b.agrees) return a.agrees;
  return a.span < b.span;
}

/** Every answer word that matches one reference word, as written or by a shared sense. */
function matchesOf(answer: Token[], rels: AnswerRelations, r: Token, prefix: string | null): Hit[] {
  const out: Hit[] = [];
  let rRelations: Relations | null = null;
  for (let i = 0; i < answer.length; i++) {
    const a = answer[i]!;
    if (sameWord(a, r, prefix)) out.push({ match: 'exact', index: i });
    else if (synonymous(a, r, (rRelations ??= relations(r.lemma)), rels.each[i]))
      out.push({ match: 'synonym', index: i });
  }
  return out;
}

/** Whether the answer shows a concept (any wording, most of its words), and whether it contradicts it. */
export function matchConcept(answer: Token[], c: Concept): ConceptMatch {
  let best: ConceptMatch = { match: 'none', conflict: null, answerIndexes: [] };
  let antonym = false;
  const rels = answerRelations.of(answer);
  for (const w of c.wordings) {
    const hits = wordingHits(answer, rels, w, c.point !== null);
    if (hits) {
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
    // once an opposed word is found, the other words cannot change that
    for (const t of w.tokens) {
      if (antonym) break;
      const tRelations = relations(t.lemma);
      if (!mayOppose(t, tRelations, rels)) continue;
      const j = answer.findIndex((a, i) => a.lemma !== t.lemma && antonymous(a, t, tRelations, rels.each[i]!));
      if (j >= 0 && answer[j]!.negated === t.negated) antonym = true;
    }
  }
  if (best.match === 'none' && antonym) return { match: 'none', conflict: 'antonym', answerIndexes: [] };
  return best;
}
