import type { AnswerKey } from '@checkin/domain';
import { choiceAgreement } from './choice.js';
import { concepts, matchConcept, type Concept, type ConceptMatch } from './reference.js';
import { addedByReading, analyse, stemSet, type Token } from './text.js';
import { relations, senseCount } from './wordnet.js';
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { readForPoints } from './referents.js';
import { spelledAsKey } from './spelling.js';

/**
 * The one comparison of an answer with its reference, used alike in training, evaluation and the product:
 * the answer against the model answer's content words and the key points, with words that only repeat the
 * question counting for little.
 */
export type Comparison = {
  features: Record<string, number>;
  concepts: readonly Concept[];
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
/** Each threshold indicator with its name ("lenAnswer>2.5"), named once rather than for every answer. */
const BIN_FEATURES = BINS.flatMap(([name, cuts]) => cuts.map((cut) => ({ name, cut, feature: `${name}>${cut}` })));

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

function bigrams(tokens: Token[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < tokens.length; i++) out.add(`${tokens[i - 1]!.stem} ${tokens[i]!.stem}`);
  return out;
}

/** How many of `xs` `ys` holds too. */
function shared(xs: Set<string>, ys: Set<string>): number {
  let n = 0;
  for (const x of xs) if (ys.has(x)) n++;
  return n;
}

/** Length of the longest common subsequence of two token lists' stems, one row of the table at a time. */
function lcs(x: Token[], y: Token[]): number {
  let prev = new Int32Array(y.length + 1);
  let cur = new Int32Array(y.length + 1);
  for (const xi of x) {
    for (let j = 0; j < y.length; j++)
      cur[j + 1] = xi.stem === y[j]!.stem ? prev[j]! + 1 : Math.max(prev[j + 1]!, cur[j]!);
    [prev, cur] = [cur, prev];
  }
  return prev[y.length]!;
}

/** The model answer's word pairs, the same for every answer to the question. */
const referenceBigrams = new Derived(bigrams);

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

/** Two sets of a reference's words: those outside a negation's scope, and those inside it. */
type ByPolarity = [plain: Set<string>, negated: Set<string>];
const polarity = (t: Token) => (t.negated ? 1 : 0);

/** A reference's words: all their forms, and by polarity their forms and their words as written. */
type ReferenceForms = { refWords: Set<string>; forms: ByPolarity; normals: ByPolarity };

/** A reference's forms, the same for every answer to the question. */
const referenceForms = new Derived((ref: Token[]): ReferenceForms => {
  const found: ReferenceForms = { refWords: new Set(), forms: [new Set(), new Set()], normals: [new Set(), new Set()] };
  for (const r of ref) {
    for (const y of forms(r)) {
      found.refWords.add(y);
      found.forms[polarity(r)].add(y);
    }
    found.normals[polarity(r)].add(r.normal);
  }
  return found;
});

/**
 * Whether an answer word is the opposite of a reference word of the same polarity ("higher" against "lower"), leaving
 * out words the reference itself uses (it may set both ends against each other: "shorter … higher, longer … lower").
 * The answer word's few opposites are looked for among the reference's words, rather than each reference word
 * among them.
 */
function hasOpposedWord(answer: Token[], ref: Token[]): boolean {
  const { refWords, forms: refForms, normals } = referenceForms.of(ref);
  return answer.some((a) => {
    const aForms = forms(a);
    if (aForms.some((x) => refWords.has(x))) return false;
    const same = polarity(a);
    // a comparison word ("more") against its opposite as written; most words have none
    if (normals[same].has(OPPOSITES[a.normal]!)) return true;
    return aForms.some((x) => {
      for (const y of relations(x).antonyms) if (x !== y && refForms[same].has(y)) return true;
      return false;
    });
  });
}

export function compare(question: string, key: AnswerKey, written: string): Comparison {
  const answerText = spelledAsKey(question, key, written);
  const cs = concepts(question, key);
  const asked = analyse(question);
  const ans = analyse(answerText);
  const a = ans.content;
  const qStems = stemSet(asked.content);
  // a key point is looked for in the answer as read for key points; a model answer's word, one by one, in the words
  // as written
  const read = readForPoints(ans, asked, key);
  const readFor = (c: Concept) => (c.point === null ? ans : read);
  const matches = cs.map((c) => matchConcept(readFor(c), c));

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

  // The answer's stems: in the question, in a matched concept (in the reference), or neither (other).
  const aStems = new Set(a.map((t) => t.stem));
  const inRefStems = new Set<string>();
  matches.forEach((m, k) => {
    const words = readFor(cs[k]!).content;
    for (const i of m.answerIndexes) if (!addedByReading(words[i]!)) inRefStems.add(words[i]!.stem);
  });
  let inQ = 0,
    notQ = 0,
    other = 0;
  for (const s of aStems) {
    if (qStems.has(s)) inQ++;
    else {
      notQ++;
      if (!inRefStems.has(s)) other++;
    }
  }
  const refAndNotQ = inRefStems.size - shared(inRefStems, qStems);

  const refTokens = analyse(key.modelAnswer).content;
  const rb = referenceBigrams.of(refTokens);
  const bigramHits = shared(rb, bigrams(a));
  const allRef = analyse(key.modelAnswer).tokens;
  const rbAll = referenceBigrams.of(allRef);
  const bigramAllHits = shared(rbAll, bigrams(ans.tokens));

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
  const precision = ratio(inRefStems.size, aStems.size);
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
    lcs: ratio(lcs(refTokens, a), refTokens.length),
    bigram: ratio(bigramHits, rb.size),
    bigramAll: ratio(bigramAllHits, rbAll.size),
    questionShare: ratio(inQ, aStems.size),
    otherShare: ratio(other, aStems.size),
    otherCount: Math.log1p(other),
    negConflict: negConf > 0 ? 1 : 0,
    negConflictShare: ratio(negConf, cs.length),
    antonymConflict: antConf + antonymsAny > 0 ? 1 : 0,
    opposed: hasOpposedWord(ans.tokens, allRef) ? 1 : 0,
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
  for (const { name, cut, feature } of BIN_FEATURES) features[feature] = features[name]! > cut ? 1 : 0;
  return { features, concepts: cs, matches, answer: a, newWords: other };
}

let names: string[] | null = null;
/** Names of every feature compare() computes, in order. */
export function featureNames(): string[] {
  names ??= Object.keys(compare('q', { modelAnswer: 'a', keyPoints: [], misconceptions: [] }, 'a').features);
  return names;
}
