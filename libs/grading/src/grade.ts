import type { AnswerKey } from '@checkin/domain';
import { type Comparison, compare } from './features.js';
import { answerKind, type AnswerKind } from './kinds.js';
import { markedAnswers, markedFeatures } from './marked.js';
import { predict } from './model.js';
import { askedInForm, withoutRestated } from './number-forms.js';
import { BOUND_WORDS, isNumberWord, offersNumbers, operationsSigned, opposite } from './numbers.js';
import {
  agreesOnNumbers,
  type Concept,
  type ConceptMatch,
  foundAsWritten,
  matchConcept,
  misconceptionConcepts,
  namesItself,
  namesNumber,
  phraseIn,
} from './reference.js';
import { type Contrast, contrastIn, mixedUp, ownReading, saidOf, termOfLine, termReading } from './contrast.js';
import { BoundedCache } from './bounded-cache.js';
import { choiceMade, optionsOf } from './choice.js';
import { type Asked, comparativeIn } from './comparisons.js';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import { type AskedDoing, askedDoing, readForPoints } from './referents.js';
import { spelledAsKey } from './spelling.js';
import { type Analysed, analyse, clitic, stemSet, textOf, type Token } from './text.js';
import { weights } from './weights.js';
import { relations } from './wordnet.js';
import { answerSide, asksYesNo, pointSide, type Side, SIDE_WORDS } from './yes-no.js';

export type PointVerdict = 'shown' | 'missing' | 'contradicted';
/**
 * A key point's verdict; `saidOf`, where the answer says the point of another thing the question sets against the
 * point's own (see mixedUp): the name of that thing, and the verdict is 'contradicted'.
 */
export type PointGrade = { point: string; name: string; verdict: PointVerdict; saidOf?: string };
export type Grade = {
  /** Anything but 'answered' must be rated lowest by the caller. */
  kind: AnswerKind;
  /**
   * P(correct) from the 2-way model, 0..1, or for a key the models cannot read, the share of its points shown (see
   * keySays); 0 when kind !== 'answered'.
   */
  score: number;
  label3: 'correct' | 'incorrect' | 'contradictory';
  /** One per key point, in order; name is the point's display name. */
  points: PointGrade[];
  /** The key's misconceptions this answer shows. */
  misconceptions: string[];
};

/** How much of the score survives a shown misconception, and a contradicted key point. */
const MISCONCEPTION_FACTOR = 0.25;
const CONTRADICTED_POINT_FACTOR = 0.5;

/**
 * Whether the answer shows a misconception (see misconceptionConcepts): in the words said of the thing it is about,
 * where it is about one of the things the question sets against each other ("condensation is liquid turning into
 * gas" is not shown by "evaporation is liquid turning into gas").
 */
function misconceptionShown(r: Reading, line: string, c: Concept | null): boolean {
  const own = termReading(r.analysed, r.contrast, termOfLine(r.contrast, line));
  const { alternatives } = splitPoint(line);
  if (literalWording(r, alternatives, own)) return true;
  if (!c) return false;
  // one said in the question's words alone is said by its other words, as written ("the moon makes its own light")
  if (c.inQuestion) return alternatives.some((alt) => saysAsWritten(analyse(r.answer), analyse(alt)));
  const m = matchConcept(own ?? r.analysed, c);
  return m.match !== 'none' && m.conflict === null;
}

/** Whether the answer says a wording's phrase (phraseIn), not where it denies it ("it does not make its own light"). */
const saysAsWritten = (answer: Analysed, wording: Analysed): boolean => phraseIn(undenied(answer, wording), wording);

/**
 * Whether the answer denies a wording's phrase, which starts right after a denial (but for auxiliaries), and does not
 * say it elsewhere: "You can not divide it by 2." says the opposite of "divisible by 2"; "there is no friction to slow
 * it down" denies no "slow down".
 */
function deniesAsWritten(answer: Analysed, wording: Analysed): boolean {
  if (wording.tokens.some((t) => t.negation) || saysAsWritten(answer, wording)) return false;
  const { tokens } = answer;
  return tokens.some((t, k) => {
    if (!t.negation) return false;
    let start = k + 1;
    while (tokens[start]?.pos === 'AUX' || tokens[start]?.pos === 'PART') start++;
    let end = start;
    while (tokens[end]?.negated) end++;
    return end > start && phraseIn({ ...answer, tokens: tokens.slice(start, end) }, wording, true);
  });
}

/** The answer without the words it denies, where a wording denies none ("It is not a part of a whole."). */
function undenied(answer: Analysed, wording: Analysed): Analysed {
  if (wording.tokens.some((t) => t.negation)) return answer;
  return { ...answer, tokens: answer.tokens.filter((t) => !t.negated && !t.negation) };
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * Whether the answer holds one of the wordings found only as written (foundAsWritten): one with no content word as
 * whole words ("they", "don't") or as the numbers it names, another as its phrase (phraseIn), naming no other number.
 * An answer that names numbers and no words but the question's and the wording's (`numbered`) answers with them, as
 * a teacher reads it: any wording that names numbers, each of them named there (see namesNumber) and none offered
 * beside another ("7 or 8", where the wording offers none), is shown ("0" to "What is the freezing point of water?"
 * shows "0 degrees Celsius", "Insects have 6." shows "six legs", "212 degrees" to "… in Fahrenheit?" shows "212 degrees
 * Fahrenheit"; "5 grams" is no "5 kilograms").
 * `own`: the answer as read for the point (see ownReading), where its words are looked for. Words the answer denies
 * show no wording that denies nothing ("It is not a part of a whole.": see undenied).
 */
function literalWording(r: Reading, alternatives: readonly string[], own: Analysed | null = null): boolean {
  const { answer, numbered } = r;
  const said = saidIn(r, own);
  return alternatives.some((alt) => {
    const wording = analyse(alt);
    // a number is shown by the same number, in digits or in words ("6" by "six")
    const alone = numbered !== null && [...numbered].every((stem) => wording.content.some((t) => t.stem === stem));
    const itself = namesItself(wording);
    const byNumbers = wording.numbers.length > 0 && !itself && (alone || wording.content.length === 0);
    if (byNumbers) {
      // numbers offered as alternatives say none of them, but where the wording offers them ("ends in 0, 2, 4, 6 or 8")
      const offered = offersNumbers(answer) && !offersNumbers(alt);
      // another number says a bound only where the answer says nothing else ("Two or more." of "more than one")
      return !offered && wording.numbers.every((n) => namesNumber(said, n, wording.bounds.get(n), alone));
    }
    if (!foundAsWritten(wording)) return false;
    if (wording.content.length > 0 || itself) return saysAsWritten(said, wording) && agreesOnNumbers(said, wording);
    const altWords = words(alt);
    const kept = undenied(said, wording).tokens;
    const text = own || kept.length < said.tokens.length ? textOf(kept) : answer;
    if (altWords.trim() === '') return false;
    return words(text).includes(altWords) || (writtenAsRead(wording, altWords) && sequenceIn(kept, wording.tokens));
  });
}

/**
 * Whether a wording's words as read are its words as written: not "dont" or "im", which are read as "do not" and "i
 * am", and so are looked for as written.
 */
const writtenAsRead = (wording: Analysed, written: string) =>
  ` ${wordTokens(wording.tokens)
    .map((t) => t.normal)
    .join(' ')} ` === written;

/** A text's words, without its marks. */
const wordTokens = (tokens: Token[]) => tokens.filter((t) => /[a-z0-9]/.test(t.normal));

/**
 * Whether the words of `want` stand one after another in `have`, each as written (the "'s" of "it's" as "'s", not
 * "is") or, a verb, in another of its forms: "using like or as" holds "uses like or as".
 */
function sequenceIn(have: Token[], want: Token[]): boolean {
  const [a, w] = [wordTokens(have), wordTokens(want)];
  const same = (x: Token, y: Token) =>
    clitic(x) || clitic(y)
      ? x.stem === y.stem
      : x.normal === y.normal || (x.pos === 'VERB' && y.pos === 'VERB' && x.lemma === y.lemma);
  if (!w.length) return false;
  for (let i = 0; i + w.length <= a.length; i++) if (w.every((t, j) => same(a[i + j]!, t))) return true;
  return false;
}

/** The answer's words as written, with the numbers it names as read (see withoutRestated), or as read for a point. */
const saidIn = (r: Reading, own: Analysed | null): Analysed =>
  own ?? { ...analyse(r.answer), numbers: r.analysed.numbers };

/**
 * Whether the answer denies a wording found only as written that names a thing (see deniesAsWritten), or bounds a
 * number it bounds the other way (see boundTurned).
 */
function literalDenied(r: Reading, alternatives: readonly string[], own: Analysed | null): boolean {
  const said = saidIn(r, own);
  return alternatives.some((alt) => {
    const wording = analyse(alt);
    if (boundTurned(said, wording)) return true;
    const named = wording.content.length > 0 && foundAsWritten(wording);
    return named && deniesAsWritten(said, wording) && agreesOnNumbers(said, wording);
  });
}

/**
 * Whether the answer bounds a number a wording bounds, the other way: "more than 90 degrees" against "less than 90
 * degrees", "at most 3" against "at least 3".
 */
function boundTurned(answer: Analysed, wording: Analysed): boolean {
  return [...wording.bounds].some(([n, bound]) => {
    const said = answer.bounds.get(n);
    return said !== undefined && answer.numbers.includes(n) && opposite(said, bound);
  });
}

const shown = (m: ConceptMatch) => m.match !== 'none' && m.conflict === null;

/** Text a question quotes: "The dog runs fast" of "Which word is the verb in 'The dog runs fast'?". */
const QUOTED = /(^|[\s(:])["“‘'](.+?)["”’'](?=[\s.,;:!?)]|$)/g;

/**
 * A question's own words as they stand there (`own`, without what it quotes), and the stems of the words it quotes
 * (`quoted`, null where it quotes none): the same for every answer to it.
 */
const quotings = new BoundedCache<{ own: ReadonlySet<string>; quoted: ReadonlySet<string> | null }>(1_000);
const quotingOf = (question: string) =>
  quotings.through(question, () => {
    const quoted = [...question.matchAll(QUOTED)].map((m) => m[2]!).join(' ');
    return {
      own: new Set(analyse(question.replace(QUOTED, '$1')).content.map((t) => t.normal)),
      quoted: quoted ? stemSet(analyse(quoted).content) : null,
    };
  });

/**
 * Whether a key point says nothing but words the question quotes ("runs" to "Which word is the verb in 'The dog runs
 * fast'?", "He and I went to the store" to "Fix this sentence: 'me and him went to the store'"): such a point is about
 * those very words, and shown only by an answer that writes them as it does, but for articles ("him and me went" is
 * not "he and I went").
 */
function quotedPoint(r: Reading, line: string): boolean {
  if (!r.quoted) return false;
  const { content } = analyse(splitPoint(line).name);
  return content.length > 0 && content.every((t) => r.quoted!.has(t.stem));
}
const withoutArticles = (text: string) => words(text).replace(/ (?:a|an|the)(?= )/g, '');

/**
 * `askedStems`: the question's stems; `options`: the choices it offers (see optionsOf); `numbered`: where the answer
 * names numbers, the stems of its words but the question's and number words (see literalWording), else null.
 */
type Reading = {
  askedStems: ReadonlySet<string>;
  /** The stems of the words the question quotes, if it quotes any (see quotedPoint). */
  quoted: ReadonlySet<string> | null;
  /** For a question answered yes or no (see asksYesNo): the question, and the side the answer takes, if any. */
  sides: { question: Analysed; answer: Side | null } | null;
  /** What the question asks a thing does something to, if it asks that (see askedDoing). */
  doing: AskedDoing | null;
  options: readonly string[][];
  /** What the question asks which option has more or less of, if it asks (see comparativeIn). */
  comparative: Asked | null;
  answer: string;
  analysed: Analysed;
  ownWords: boolean;
  numbered: ReadonlySet<string> | null;
  contrast: Contrast;
  cmp: Comparison;
};

/**
 * A key point's verdict, and the term the answer says it of where it is shown only by words said of a term the
 * question sets against the point's own (see mixedUp).
 */
function judgePoint(r: Reading, line: string, i: number): { verdict: PointVerdict; saidOf: number | null } {
  if (quotedPoint(r, line)) {
    const written = withoutArticles(r.answer).includes(withoutArticles(splitPoint(line).name));
    return { verdict: written ? 'shown' : 'missing', saidOf: null };
  }
  // a point that answers yes or no: the other side contradicts it; its side shows it, with whatever else it says
  const taken = r.sides ? pointSide(line, r.sides.question) : null;
  if (taken && r.sides!.answer !== null) {
    if (r.sides!.answer !== taken.side) return { verdict: 'contradicted', saidOf: null };
    if (!taken.saysMore) return { verdict: 'shown', saidOf: null };
  }
  if (turnedRound(r, line)) return { verdict: 'missing', saidOf: null };
  const at = r.cmp.concepts.findIndex((c) => c.point === i);
  const whole = at >= 0 ? r.cmp.matches[at]! : null;
  const own = ownReading(r.analysed, r.contrast, i);
  const m = own && at >= 0 ? matchConcept(own, r.cmp.concepts[at]!) : whole;
  if (m?.conflict === 'negation') return { verdict: 'contradicted', saidOf: null };
  if (m !== null && m.match !== 'none' && r.ownWords) return { verdict: 'shown', saidOf: null };
  const other = whole && shown(whole) && r.ownWords ? saidOf(r.analysed, r.contrast, i, whole.answerIndexes) : null;
  if (other !== null) return { verdict: 'missing', saidOf: other };
  // a point that makes a choice the question offers is shown by the answer that makes it
  const made = (alt: string) => choiceMade(r.analysed, r.options, r.askedStems, analyse(alt), r.comparative);
  if (r.options.length && splitPoint(line).alternatives.some(made)) return { verdict: 'shown', saidOf: null };
  // only a point not shown by meaning is looked for as written; found so, a word of opposite sense elsewhere
  // (an antonym conflict) does not undo it
  const written = literalWording(r, splitPoint(line).alternatives, own);
  if (written) return { verdict: 'shown', saidOf: null };
  if (literalDenied(r, splitPoint(line).alternatives, own)) return { verdict: 'contradicted', saidOf: null };
  return { verdict: m?.conflict === 'antonym' ? 'contradicted' : 'missing', saidOf: null };
}

/**
 * Whether the answer says the question the other way round, with a key point that names a thing (no verb) as what
 * does it and the question's thing as what it is done to: "The Earth orbits the moon." to "What does the moon orbit?"
 * does not show "the Earth", nor "A butterfly turns into a caterpillar." "a butterfly".
 */
function turnedRound(r: Reading, line: string): boolean {
  const doing = r.doing;
  const point = analyse(splitPoint(line).name).content;
  const head = point.at(-1);
  if (!doing || !head || point.some((t) => t.pos === 'VERB')) return false;
  const { tokens } = r.analysed;
  /** Whether the words before the verb at `at` (or after it) name `lemma` in its clause. */
  const named = (at: number, after: boolean, lemma: string) =>
    (after ? tokens.slice(at + 1) : tokens.slice(0, at)).some(
      (t) => t.clause === tokens[at]!.clause && t.lemma === lemma,
    );
  const verb = tokens.findIndex((t) => (t.phrasal ?? t.lemma) === doing.verb || t.lemma === doing.verb);
  if (verb >= 0) return named(verb, false, head.lemma) && named(verb, true, doing.thing);
  // or with the opposite of the question's verb: "They take in oxygen." to "What do plants give off?"
  const opposites = relations(doing.verb).antonyms;
  const opposed = tokens.findIndex((t) => opposites.has(t.phrasal ?? t.lemma) && !t.negated);
  return opposed >= 0 && named(opposed, true, head.lemma);
}

/**
 * What a key says beyond the question's words, where the models cannot read it, so that its key points alone rate an
 * answer: `numbers`, nothing but numbers the question does not name ("12" to "What is 3 x 4?", "six legs" to "How many
 * legs does an insect have?"); `sides`, nothing but yes or no ("yes, the Sun is a star" to "Is the Sun a star?"). The
 * models read words, not numbers, and take the question's words said again for no answer: what they give an answer
 * to such a key says nothing of it ("8 legs" has the question's word, "12" and "Yes." no word at all).
 */
const keySays = new Derived((asked: Analysed) => {
  const askedStems = stemSet(asked.content);
  return new Derived((key: AnswerKey): { numbers: boolean; sides: boolean } => {
    const texts = [key.modelAnswer, ...key.keyPoints].map(analyse);
    const beyond = texts.flatMap((t) => t.tokens.filter((w) => !w.stop && !askedStems.has(w.stem)));
    // a number the question names too is the key's answer only where the key says nothing else ("3/4" to "Which is
    // bigger, 3/4 or 2/3?"); with the question's words, it may be what they say something of ("the more blocks, the
    // less distance it travels in 10 seconds")
    const named = texts.some((t) => t.numbers.length > 0);
    const ownNumber = texts.some((t) => t.numbers.some((n) => !asked.numbers.includes(n)));
    const numbersOnly = texts.every((t) => t.content.every((w) => isNumberWord(w.normal)));
    return {
      numbers: named && (ownNumber || numbersOnly) && beyond.every((w) => isNumberWord(w.normal)),
      sides: beyond.every((w) => SIDE_WORDS.has(w.normal)),
    };
  });
});

/**
 * How far an answer meets a key its points alone rate (see keySays): the share of its points shown, or where it has
 * none, whether it says the model answer as written (its numbers, its side).
 */
function pointsMet(r: Reading, key: AnswerKey, points: readonly PointGrade[]): number {
  if (!points.length) return literalWording(r, [key.modelAnswer]) ? 1 : 0;
  return points.filter((p) => p.verdict === 'shown').length / points.length;
}

/** Rates a short answer against its key: a reference-based, lexical rater with weights learned from graded answers. */
export function grade(input: { question: string; key: AnswerKey; answer: string }): Grade {
  const { question, key } = input;
  const answer = spelledAsKey(question, key, input.answer);
  const asked = analyse(question);
  const quoting = quotingOf(question);
  const analysed = withoutRestated(readForPoints(analyse(answer), asked, key), answer, askedInForm(question, key));
  // Words that only repeat the question, as they stand there, earn nothing; but for those it quotes, which an answer
  // may pick out ("runs" to "Which word is the verb in 'The dog runs fast'?"). A verb of making or giving says
  // something of its own ("Plants make their own food." to "How do plants get their food?"), but one the question
  // has.
  const saysOwn = (t: Token) => !t.stop || (t.means !== null && !asked.tokens.some((u) => u.lemma === t.lemma));
  const ownWords = analysed.content.some((t) => saysOwn(t) && !quoting.own.has(t.normal));
  const kind = answerKind(question, key, answer);
  const names = key.keyPoints.map((p) => ({ point: p, name: splitPoint(p).name }));
  if (kind !== 'answered') {
    return {
      kind,
      score: 0,
      label3: 'incorrect',
      points: names.map((p) => ({ ...p, verdict: 'missing' })),
      misconceptions: [],
    };
  }

  // compare spells the answer as written too: that is the spelling above, kept, not done again
  const cmp = compare(question, key, input.answer);
  const contrast = contrastIn(asked, key);
  const askedStems = stemSet(asked.content);
  // a letter counts as a word here ("5 g" is no answer of 5 kilograms); the words that bound a number ("smaller
  // than 90") do not: its bound says what they say (see namesNumber); nor do the signs of a sum ("60 x 2 = 120")
  const ownWord = (t: Token) =>
    !t.stop &&
    !t.negation &&
    /^[a-z]/.test(t.normal) &&
    !askedStems.has(t.stem) &&
    !isNumberWord(t.normal) &&
    !(analysed.bounds.size > 0 && BOUND_WORDS.has(t.normal)) &&
    operationsSigned([t]).size === 0;
  const numbered = analysed.numbers.length > 0 ? new Set(analysed.tokens.filter(ownWord).map((t) => t.stem)) : null;
  const options = optionsOf(asked);
  const comparative = options.length ? comparativeIn(asked.tokens) : null;
  const yesNo = asksYesNo(question, options);
  const sides = yesNo ? { question: asked, answer: answerSide(answer, analysed, asked) } : null;
  const reading: Reading = {
    askedStems,
    quoted: quoting.quoted,
    sides,
    doing: askedDoing.of(asked),
    options,
    comparative,
    answer,
    analysed,
    ownWords,
    numbered,
    contrast,
    cmp,
  };
  const judged = names.map((p, i) => judgePoint(reading, p.point, i));
  const mixed = mixedUp(
    analysed,
    contrast,
    judged.map((j) => j.verdict === 'shown'),
    judged.map((j) => j.saidOf),
  );
  const points = names.map((p, i): PointGrade => {
    const saidOf = mixed[i];
    return saidOf ? { ...p, verdict: 'contradicted', saidOf } : { ...p, verdict: judged[i]!.verdict };
  });
  const wrongIdeas = misconceptionConcepts(asked, key);
  const misconceptions = key.misconceptions.filter((line, i) => misconceptionShown(reading, line, wrongIdeas[i]!));

  const contradicted = points.some((p) => p.verdict === 'contradicted');
  const says = keySays.of(asked).of(key);
  let { score, label3 } =
    says.numbers || (yesNo && says.sides)
      ? metBy(pointsMet(reading, key, points), contradicted)
      : modelled(answer, key, cmp);

  if (contradicted) {
    score *= CONTRADICTED_POINT_FACTOR;
    if (label3 === 'correct') label3 = 'contradictory';
  }
  if (misconceptions.length) {
    score *= MISCONCEPTION_FACTOR;
    if (label3 === 'correct') label3 = 'contradictory';
  }
  return { kind, score: Math.min(1, Math.max(0, score)), label3, points, misconceptions };
}

type Rated = Pick<Grade, 'score' | 'label3'>;

/**
 * Rated by how far the answer meets its key alone: correct where it meets all of it, contradictory where it denies a
 * point (`contradicted`).
 */
function metBy(share: number, contradicted: boolean): Rated {
  if (contradicted) return { score: share, label3: 'contradictory' };
  return { score: share, label3: share === 1 ? 'correct' : 'incorrect' };
}

/** Rated by the learned models; with answers the teacher marked, the ones that also weigh how close it is to each. */
function modelled(answer: string, key: AnswerKey, cmp: Comparison): Rated {
  const marked = markedFeatures(answer, markedAnswers(key));
  const models = marked ? weights.withMarked : weights;
  const features = marked ? { ...cmp.features, ...marked } : cmp.features;
  const two = models.twoWay;
  const score =
    predict(
      two.model,
      two.features.map((n) => features[n] ?? 0),
    )[0] ?? 0;
  const three = models.threeWay;
  const p3 = predict(
    three.model,
    three.features.map((n) => features[n] ?? 0),
  );
  return { score, label3: three.classes[p3.indexOf(Math.max(...p3))] ?? 'incorrect' };
}
