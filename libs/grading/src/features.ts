import type { AnswerKey } from '@checkin/domain';
import { choiceAgreement } from './choice.js';
import { concepts, matchConcept, type Concept, type ConceptMatch } from './reference.js';
import { analyse, type Token } from './text.js';
import { relations, senseCount } from './wordnet.js';
import { BoundedCache } from './bounded-cache.js';

/**
 * The one comparison of an answer with its reference, used alike in training, evaluation and the product:
 * the answer against the model answer's content words and the key points, with words that only repeat the
 * question counting for little.
 */
export type Comparison = {
  features: Record<string, number>;
  concepts: Concept[];
  matches: ConceptMatch[];
  answer: Token[];
  /** Answer content words that appear neither in the question nor in the reference. */
  newWords: number;
};

const BINS: [string, number[]][] = [
  ['recallNewSyn', [0.2, 0.4, 0.6, 0.8]],
  ['precisionNew', [0.2, 0.4, 0.6, 0.8]],
  ['lenAnswer', [1.5, 2, 2.5, 3]],
];

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

function bigrams(tokens: Token[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < tokens.length; i++) out.add(`${tokens[i - 1]!.stem} ${tokens[i]!.stem}`);
  return out;
}

function lcs(x: string[], y: string[]): number {
  let prev = Array<number>(y.length + 1).fill(0);
  for (const xi of x) {
    const cur = [0];
    for (let j = 0; j < y.length; j++) cur.push(xi === y[j] ? prev[j]! + 1 : Math.max(prev[j + 1]!, cur[j]!));
    prev = cur;
  }
  return prev[y.length]!;
}

/** Comparison words a stop list drops, with their opposites. */
const OPPOSITES: Record<string, string> = {
  more: 'less',
  less: 'more',
  most: 'least',
  least: 'most',
  same: 'different',
  different: 'same',
};

/** A comparative or superlative ending; its first group, the word before it. */
const COMPARED = /^(.+?)(?:er|est)$/;
/** comparedAdjective's answers: every answer asks again for the same few words. */
const adjectives = new BoundedCache<string>();

/**
 * The adjective a comparative or superlative stands for ("longer" → "long", "hottest" → "hot"), which the lemmatiser
 * leaves alone when WordNet happens to know the form as another word (a "longer" is one who longs).
 */
function comparedAdjective(word: string): string {
  return COMPARED.test(word) ? adjectives.through(word, adjectiveOf) : word;
}
function adjectiveOf(word: string): string {
  const stem = COMPARED.exec(word)![1]!
    .replace(/i$/, 'y')
    .replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return [stem, `${stem}e`].find((w) => relations(w).antonyms.size > 0) ?? word;
}

const forms = (t: Token) => [t.lemma, comparedAdjective(t.normal)];

type ReferenceForms = { refForms: string[][]; refWords: Set<string> };
const referenceFormsOf = new WeakMap<Token[], ReferenceForms>();

/**
 * The forms of a reference's words, and all of them together. A question's reference is analysed once (see analyse),
 * so every answer to it finds them here.
 */
function referenceForms(ref: Token[]): ReferenceForms {
  let found = referenceFormsOf.get(ref);
  if (!found) {
    const refForms = ref.map(forms);
    referenceFormsOf.set(ref, (found = { refForms, refWords: new Set(refForms.flat()) }));
  }
  return found;
}

/**
 * How many answer words are opposites of a reference word of the same polarity ("higher" against "lower"), leaving
 * out words the reference itself uses (it may set both ends against each other: "shorter … higher, longer … lower").
 */
function opposedWords(answer: Token[], ref: Token[]): number {
  const { refForms, refWords } = referenceForms(ref);
  return answer.filter((a) => {
    const aForms = forms(a);
    if (aForms.some((x) => refWords.has(x))) return false;
    const antonyms = aForms.map((x) => relations(x).antonyms);
    // Most words have no opposite: nothing of the reference can be one.
    if (OPPOSITES[a.normal] === undefined && antonyms.every((set) => set.size === 0)) return false;
    const opposite = (r: Token, rForms: string[]) =>
      OPPOSITES[a.normal] === r.normal || aForms.some((x, k) => rForms.some((y) => x !== y && antonyms[k]!.has(y)));
    return ref.some((r, i) => r.negated === a.negated && opposite(r, refForms[i]!));
  }).length;
}

export function compare(question: string, key: AnswerKey, answerText: string): Comparison {
  const cs = concepts(question, key);
  const ans = analyse(answerText);
  const a = ans.content;
  const q = analyse(question).content;
  const qStems = new Set(q.map((t) => t.stem));
  const matches = cs.map((c) => matchConcept(a, c));

  const fresh = cs.some((c) => !c.inQuestion) ? cs.map((c) => !c.inQuestion) : cs.map(() => true);
  let nNew = 0,
    exactNew = 0,
    synNew = 0,
    nAll = 0,
    exactAll = 0,
    synAll = 0,
    negConf = 0,
    antConf = 0,
    nQ = 0,
    exactQ = 0;
  cs.forEach((c, i) => {
    const m = matches[i]!;
    nAll += c.weight;
    if (m.match === 'exact') exactAll += c.weight;
    if (m.match !== 'none') synAll += c.weight;
    if (fresh[i]) {
      nNew += c.weight;
      if (m.match === 'exact') exactNew += c.weight;
      if (m.match !== 'none') synNew += c.weight;
    } else {
      nQ += c.weight;
      if (m.match !== 'none') exactQ += c.weight;
    }
    if (m.conflict === 'negation') negConf++;
    if (m.conflict === 'antonym') antConf++;
  });

  // Recall of the question-new reference words by part of speech, and weighted by specificity (few senses).
  const byPos: Record<string, [number, number]> = { noun: [0, 0], verb: [0, 0], adj: [0, 0] };
  let wTotal = 0,
    wHit = 0;
  cs.forEach((c, i) => {
    if (!fresh[i] || c.point !== null) return;
    const t = c.wordings[0]!.tokens[0]!;
    const group = t.pos === 'NOUN' || t.pos === 'PROPN' ? 'noun' : t.pos === 'VERB' ? 'verb' : 'adj';
    const hit = matches[i]!.match !== 'none' ? 1 : 0;
    byPos[group]![0] += 1;
    byPos[group]![1] += hit;
    const w = 1 / Math.log(2 + senseCount(t.lemma));
    wTotal += w;
    wHit += w * hit;
  });
  const posRecall = (g: string) => (byPos[g]![0] ? byPos[g]![1] / byPos[g]![0] : 0.5);

  const used = new Set(matches.flatMap((m) => m.answerIndexes));
  const aStems = [...new Set(a.map((t) => t.stem))];
  const inQ = aStems.filter((s) => qStems.has(s)).length;
  const inRefIdx = a.map((_, i) => used.has(i));
  const inRefStems = new Set(a.filter((_, i) => inRefIdx[i]).map((t) => t.stem));
  const refAndNotQ = [...inRefStems].filter((s) => !qStems.has(s)).length;
  const other = aStems.filter((s) => !qStems.has(s) && !inRefStems.has(s));
  const notQ = aStems.filter((s) => !qStems.has(s)).length;

  const refTokens = analyse(key.modelAnswer).content;
  const rb = bigrams(refTokens);
  const ab = bigrams(a);
  const bigramHits = [...rb].filter((b) => ab.has(b)).length;
  const allRef = analyse(key.modelAnswer).tokens;
  const rbAll = bigrams(allRef);
  const abAll = bigrams(ans.tokens);
  const bigramAllHits = [...rbAll].filter((b) => abAll.has(b)).length;

  // Answer words opposed (WordNet antonyms) to any reference word, outside a matched concept.
  let antonymsAny = 0;
  for (const t of a) {
    const ants = relations(t.lemma).antonyms;
    if (ants.size > 0 && refTokens.some((r) => ants.has(r.lemma) && r.negated === t.negated)) antonymsAny++;
  }
  const answerNeg = ans.tokens.some((t) => t.negation) ? 1 : 0;
  const refNeg = allRef.some((t) => t.negation) ? 1 : 0;

  const choice = choiceAgreement(question, key.modelAnswer, answerText);
  const recallNew = ratio(exactNew, nNew);
  const recallNewSyn = ratio(synNew, nNew);
  const precision = ratio(inRefStems.size, aStems.length);
  const precisionNew = ratio(refAndNotQ, notQ);
  const f1 = recallNewSyn + precisionNew > 0 ? (2 * recallNewSyn * precisionNew) / (recallNewSyn + precisionNew) : 0;
  const features: Record<string, number> = {
    recallNew,
    recallNewSyn,
    synOnly: recallNewSyn - recallNew,
    recallAll: ratio(exactAll, nAll),
    recallAllSyn: ratio(synAll, nAll),
    recallQ: ratio(exactQ, nQ),
    missingNew: Math.log1p(Math.max(0, nNew - synNew)),
    precision,
    precisionNew,
    f1,
    recallSq: recallNewSyn * recallNewSyn,
    recallXprec: recallNewSyn * precisionNew,
    recallNoun: posRecall('noun'),
    recallVerb: posRecall('verb'),
    recallAdj: posRecall('adj'),
    recallSpecific: ratio(wHit, wTotal),
    lcs: ratio(
      lcs(
        refTokens.map((t) => t.stem),
        a.map((t) => t.stem),
      ),
      refTokens.length,
    ),
    bigram: ratio(bigramHits, rb.size),
    bigramAll: ratio(bigramAllHits, rbAll.size),
    questionShare: ratio(inQ, aStems.length),
    otherShare: ratio(other.length, aStems.length),
    otherCount: Math.log1p(other.length),
    negConflict: negConf > 0 ? 1 : 0,
    negConflictShare: ratio(negConf, cs.length),
    antonymConflict: antConf + antonymsAny > 0 ? 1 : 0,
    opposed: opposedWords(ans.tokens, allRef) > 0 ? 1 : 0,
    negMismatch: answerNeg !== refNeg ? 1 : 0,
    answerNeg,
    lenAnswer: Math.log1p(a.length),
    lenRatio: Math.min(3, ratio(a.length, refTokens.length)),
    lenRef: Math.log1p(refTokens.length),
    empty: a.length === 0 ? 1 : 0,
    choiceAgrees: choice.agrees ? 1 : 0,
    choiceClashes: choice.clashes ? 1 : 0,
  };
  // Threshold indicators, so the linear models can bend where a little more overlap matters most.
  for (const [name, cuts] of BINS) for (const c of cuts) features[`${name}>${c}`] = features[name]! > c ? 1 : 0;
  return { features, concepts: cs, matches, answer: a, newWords: other.length };
}

let names: string[] | null = null;
/** Names of every feature compare() computes, in order. */
export function featureNames(): string[] {
  names ??= Object.keys(compare('q', { modelAnswer: 'a', keyPoints: [], misconceptions: [] }, 'a').features);
  return names;
}
