import type { AnswerKey } from '@checkin/domain';
import { type Comparison, comparedIn, comparisonsIn, saysMore } from './comparisons.js';
import { type Contrast, contrastIn } from './contrast.js';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import {
  type Bound,
  isOrdinal,
  numbersIn,
  type Operation,
  operationOf,
  operationsNamed,
  operationsSigned,
  saysNumber,
} from './numbers.js';
import {
  addedByReading,
  analyse,
  asPredicate,
  becomingVerb,
  isQuantityWord,
  NAMING,
  namesAThing,
  NOUNS,
  particleOf,
  readAsPredicate,
  stemSet,
  type Analysed,
  type Tense,
  tenseOf,
  type Token,
  withGivingVerbs,
  withTwoWordVerbs,
  withMisreadVerbs,
} from './text.js';
import { askedThing, asksWhatItIs } from './referents.js';
import { withoutSide } from './yes-no.js';
import { stateWords, statesOf } from './states.js';
import {
  type Compound,
  compoundOf,
  otherForms,
  isWordAs,
  kindsOf,
  lastNameOf,
  phrasalMeans,
  alike,
  type Relations,
  relations,
  sameFirstSense,
  sameKindAs,
  waysOf,
} from './wordnet.js';

/**
 * One wording of a reference idea: its content words, each possibly a word prefix ("evaporat"), and the numbers it
 * names, which an answer must not name otherwise to show it (agreesOnNumbers); who does what to whom, where it says
 * (see rolesOf).
 */
export type Wording = {
  tokens: Token[];
  prefixes: (string | null)[];
  negated: boolean;
  numbers: readonly string[];
  /** Those it names with a bound ("less than 90 degrees"), which an answer must name with that bound or meet. */
  bounds: ReadonlyMap<string, Bound>;
  roles: Roles | null;
  /** The comparison it makes ("light is faster than sound"), which an answer that shows it makes too (comparedIn). */
  comparison: Comparison | null;
  /** The operations it names by their signs ("length times width"): an answer that names another does not show it. */
  operations: ReadonlySet<Operation>;
  /**
   * Whether it says things are the same ("they fall at the same rate", "a word that means the same as another word")
   * or differ ("the opposite of another word"), that one is so more or less than others ("scatters blue light more
   * than other colours"), or where it goes ("grow toward the light", "above the mantle"; see likenessOf).
   */
  likeness: Likeness | null;
  /** Whether it says "only" of what it names ("eats only plants"; see namesBeside). */
  only: boolean;
  /** The word it starts with that says what it tells of a thing ("where the story happens"; see QUESTION_WORDS). */
  telling: string | null;
  /**
   * Whether it names a thing by a word for the thing itself ("a number multiplied by itself"): an answer's words for it
   * say so too, in their clauses ("a number times itself", "by the same number"), not "multiplied by 2".
   */
  itself: boolean;
  /**
   * Its two verbs in the order it says they are done, where a word of time stands between them ("multiply before you
   * add": multiply, then add), as places in its words; null where it says no order.
   */
  sequence: [number, number] | null;
};
const NO_OPERATIONS: ReadonlySet<Operation> = new Set();
const NO_BOUNDS: ReadonlyMap<string, Bound> = new Map();

/**
 * A wording's verb, and the words that name who does it and what it is done to, as places in its words; `byPlace`:
 * whether the verb is read as one by its place in a key point written as what a thing does (asPredicate).
 */
type Roles = { verb: number; doers: number[]; done: number[]; byPlace: boolean };

/**
 * Whether a word names who does what `verb` says or what it is done to: by its place, before the verb or after it,
 * but where the verb says what is done to its thing, by whether it is named as doing it (Token.agent: "the fox" of
 * "the rabbit is eaten by the fox"); null for a word after a preposition ("the object" of "cancel on the object").
 */
function doerOf(t: Token, verb: Token, before: boolean): boolean | null {
  if (verb.doneTo && t.agent) return true;
  if (t.placed) return null;
  return verb.doneTo ? false : before;
}

/** The endings of a participle ("forced", "eaten", "grown"), which may say what is done to a thing. */
const PARTICIPLE = /(?:ed|en|wn)$/;

/**
 * Who does what to whom in a wording of one verb and the things it names ("the fox eats the rabbit", "the sun heats
 * the water", "rabbits eat", "is eaten by a fox"), or null. A participle with nothing after it that it is done to
 * says neither: a key point's note may leave out "is" ("moist air forced up the mountain") as well as say what a
 * thing did ("the ice melted"); "the fox ate" says what the fox did. Nor does a wording of amounts, whose verb only
 * joins them ("more mass means more inertia", said "the more mass, the more inertia"; see turnedIn).
 */
function rolesOf(tokens: Token[], byPlace: boolean): Roles | null {
  const verbs = tokens.flatMap((t, i) => (t.pos === 'VERB' ? [i] : []));
  if (verbs.length !== 1 || tokens.some((t) => t.amount !== 0)) return null;
  const verb = verbs[0]!;
  const v = tokens[verb]!;
  // a thing named by an adjective, first and right before the verb ("liquid turns into gas")
  const named = (t: Token, i: number) => NOUNS.has(t.pos) || (i === 0 && verb === 1 && namesAThing(t.pos, t.lemma));
  const parts = tokens.map((t, i) => (named(t, i) ? doerOf(t, v, i < verb) : null));
  const doers = parts.flatMap((part, i) => (part === true ? [i] : []));
  const done = parts.flatMap((part, i) => (part === false ? [i] : []));
  if (!done.length && (!doers.length || (!v.doneTo && PARTICIPLE.test(v.normal)))) return null;
  return { verb, doers, done, byPlace };
}

/** An idea of the reference the answer may show: a model-answer word, or a key point with its wordings. */
export type Concept = {
  wordings: Wording[];
  weight: number;
  inQuestion: boolean;
  point: number | null;
  /** A key point's question and key (see PointContext). */
  context?: PointContext;
};

/**
 * What a key point is read against. `questionStems`: the question's words. `given`: words that show little of the
 * point, those of the question and those a point about another thing the question sets against this one's says too
 * ("eat" of "herbivores eat plants" beside "carnivores eat animals"; see Contrast). `said`: the lemmas of the
 * question's and the key's words; one of them in an answer opposes no point ("push" does not contradict "a pull"
 * where the key says "a push or a pull").
 */
export type PointContext = {
  questionStems: ReadonlySet<string>;
  given: ReadonlySet<string>;
  said: ReadonlySet<string>;
  /** How an answer's form of a verb shows this point, where the form tells it from the others' (see formsFor). */
  forms: ReadonlyMap<string, FormRule>;
  /** The stem of the word the point names its thing's kind by, where the question asks what a thing is (kindNamed). */
  kind?: string | null;
  /**
   * Whether an answer must say every word of a wording of three, each thing it names in the part it stands in there
   * (see rolesHeld), and a wording of one clause in one clause: so a misconception is read, as it costs an answer its
   * rating ("the earth goes around the sun" says nothing of "the sun goes around the earth", nor "they take water from
   * the soil but make food in their leaves" of "plants get their food from the soil").
   */
  whole?: boolean;
  /** What the question asks about, and the key's names for it (see askedNames); a misconception is read without. */
  asked?: AskedNames | null;
};

/** Whether a verb says what its clause's thing does, or what is done to it (Token.doneTo). */
type Voice = 'doing' | 'done to';
const voiceOf = (t: Token): Voice => (t.doneTo ? 'done to' : 'doing');

/** The forms of a word that show a key point: those of its voice, or of its tenses, or the form as written. */
type FormRule = { voice: Voice } | { tenses: ReadonlySet<Tense> } | { written: string };

export type Match = 'exact' | 'synonym' | 'none';
export type ConceptMatch = { match: Match; conflict: 'negation' | 'antonym' | null; answerIndexes: number[] };

const PREFIX_MIN = 5;

/**
 * A key point's wording, the same for every answer to the question, its verbs of two words read as those verbs
 * (withTwoWordVerbs). A misconception's (`whole`) is read as written: it is told from the right idea by the key's words
 * it says, and "give off" of "plants take in oxygen and give off carbon dioxide" would be a word of its own.
 */
const wordings = new Derived(wordingOf);
const wording = (text: string, whole = false): Wording | null => {
  const read = asPredicate(text);
  return wordings.of(whole ? read : withTwoWordVerbs(read));
};

/**
 * Words a wording's phrase is read without: articles, pronouns, auxiliaries, the "or" between two pronouns ("what
 * someone or something does": "does") and the "to" a purpose starts with ("it stays still": "stays still", "to grow":
 * "grow"; not the "to" of "have to eat"), but "do" where it is the verb ("the subject does the action") and a pronoun
 * that names the thing itself ("1 and itself").
 */
const CONNECTIVE = new Set(['DET', 'PRON', 'AUX']);
const connective = (tokens: Token[], i: number): boolean => {
  const t = tokens[i]!;
  if (REFLEXIVE.test(t.normal)) return false;
  if (CONNECTIVE.has(t.pos)) return !doneAsVerb(tokens, i);
  if (t.pos === 'CCONJ') return tokens[i - 1]?.pos === 'PRON' && tokens[i + 1]?.pos === 'PRON';
  return i === 0 && t.pos === 'PART' && t.normal === 'to';
};
const phraseWords = (tokens: Token[]) => tokens.filter((t, i) => /[a-z0-9]/.test(t.normal) && !connective(tokens, i));
const REFLEXIVE = /^(?:itself|themselves|himself|herself|themself)$/;

/**
 * Whether a text names a thing by a word that stands for the thing itself: "1 and itself", "a number multiplied by
 * itself".
 */
export const namesItself = (text: Analysed) => text.tokens.some((t) => REFLEXIVE.test(t.normal));

/**
 * Whether a "do" or a "have" is the verb of its clause, not an auxiliary: no verb after it, but for a denial or a
 * pronoun ("does it", "the parts you have"; not "it does not move", "does it move" or "it has grown").
 */
function doneAsVerb(tokens: Token[], i: number): boolean {
  if (tokens[i]!.lemma !== 'do' && tokens[i]!.lemma !== 'have') return false;
  let next = i + 1;
  while (tokens[next]?.negation || tokens[next]?.pos === 'PRON') next++;
  const pos = tokens[next]?.pos;
  return pos !== 'VERB' && pos !== 'AUX';
}

/**
 * Whether a key point's wording is found only as written, not by meaning: one with no content word ("they"), or one
 * whose other words say what it means ("only plants", "stays still"), which a match by its content word alone would
 * drop. Articles, pronouns and auxiliaries do not count ("it evaporates" is compared by meaning), nor does a negation
 * ("not alive" is too, and contradicted by "alive"), nor a word of how much there is, which the answer's word for
 * the thing must say too ("few predators", "little water"; see saysQuantity).
 */
export function foundAsWritten({ tokens, content }: Analysed): boolean {
  if (content.length === 0) return true;
  if (content.length > 1 || tokens.some((t) => t.negation)) return false;
  return phraseWords(withoutQuantityWords(tokens)).length > 1;
}

/**
 * The words of a wording but for those that say how much there is of a thing it names, which that thing's word
 * carries (Token.quantity): "few" of "few predators", not "many" of "eat many".
 */
function withoutQuantityWords(tokens: Token[]): Token[] {
  return tokens.some((t) => t.quantity !== 0) ? tokens.filter((t) => !isQuantityWord(t)) : tokens;
}

/** Words a wording names anything by ("it slows things down"), and how many words of a name they stand for. */
const ANYTHING = new Set(['thing', 'things', 'something', 'stuff']);
const NAME_WORDS = 3;

/** The number a word names ("six": "6", "one": "1"), or null. */
const numberOf = (t: Token): string | null =>
  t.pos !== 'NUM' ? null : t.normal === 'one' ? '1' : (numbersIn(t.normal)[0] ?? null);

/**
 * Whether the answer holds a wording of one content word found as written: its words in order with none between
 * them, each by its stem or a word alike ("mainly" for "mostly"; see alike), articles, pronouns and auxiliaries left
 * out of both ("it stays still" in "the ball stays still"), a number word by the number in digits in its place ("6
 * legs" holds "six legs", "one and itself" holds "1 and itself"), with or without a word that says the number is exact
 * (see exactly), an adjective of what can be done by its verb ("divided by 2" holds "divisible by 2"; see ableTo), a
 * verb of two words as one, by what it means ("it becomes a butterfly" in "it turns into a butterfly"; see
 * samePhrasalSense), and "things" standing for up to NAME_WORDS words that name something ("it slows things down" in
 * "it slows a moving object down"). `atStart`: only where the answer's first words hold it.
 */
export function phraseIn(answer: Analysed, wording: Analysed, atStart = false): boolean {
  const want = phraseWords(wording.tokens);
  const have = phraseWords(answer.tokens);
  const parts = want.map(compoundOfWord);
  /** Whether the answer writes the number a wording's word names in digits at i: before have[i], or after the last. */
  const inDigits = (w: Token, i: number) => {
    const n = numberOf(w);
    return n !== null && (have[i]?.numberBefore === n || have[i - 1]?.numberAfter === n);
  };
  const same = (a: Token, w: Token) =>
    a.stem === w.stem ||
    a.lemma === w.lemma ||
    a.normal === w.normal ||
    alike(a.lemma, w.lemma) ||
    (a.pos === 'VERB' && w.pos === 'VERB' && !w.stop && sameFirstSense('verb', a.lemma, w.lemma)) ||
    ableTo(a, w) ||
    ableTo(w, a);
  /** Whether the answer's word at i is a number word for the number the wording writes in digits before w. */
  const numberWord = (w: Token, i: number) => w.numberBefore !== null && numberOf(have[i]!) === w.numberBefore;
  /** How many words a verb stands for: two with its particle after it ("gives off"), else one. */
  const spanOf = (words: Token[], i: number) => (particleOf(words[i], words[i + 1]) ? 2 : 1);
  const from = (i: number, j: number): boolean => {
    if (j === want.length) return true;
    const w = want[j]!;
    if (ANYTHING.has(w.normal)) {
      for (let k = i; k < Math.min(have.length, i + NAME_WORDS) && NAMING.has(have[k]!.pos); k++) {
        if (from(k + 1, j + 1)) return true;
      }
      return false;
    }
    if (exactly(want, j)) return from(exactly(have, i) ? i + 1 : i, j + 1);
    if (exactly(have, i)) return from(i + 1, j);
    if (inDigits(w, i) && from(i, j + 1)) return true;
    const a = have[i];
    if (!a) return false;
    if (numberWord(w, i) && from(i + 1, j)) return true;
    if (same(a, w) && from(i + 1, j + 1)) return true;
    const split = compoundSpan(have, i, parts[j]!);
    if (split > 0 && from(i + split, j + 1)) return true;
    const [took, gave] = [spanOf(have, i), spanOf(want, j)];
    return took + gave > 2 && samePhrasalSense(a, w) && from(i + took, j + gave);
  };
  if (atStart) return from(0, 0);
  for (let i = 0; i < have.length; i++) if (from(i, 0)) return true;
  return false;
}

/**
 * Whether a phrase's word at i says only that the number after it is exact ("only", "exactly", "just"): "exactly two
 * factors" and "two factors" say "only two factors".
 */
function exactly(words: Token[], i: number): boolean {
  const [t, next] = [words[i], words[i + 1]];
  return (
    t !== undefined &&
    EXACT.has(t.normal) &&
    (t.numberAfter !== null || (next !== undefined && numberOf(next) !== null))
  );
}
const EXACT = new Set(['only', 'exactly', 'just']);

/**
 * Whether one word is an adjective of what can be done ("divisible") and the other the verb it is made from ("divide"):
 * "can be divided by 2" says "divisible by 2".
 */
const ableTo = (adjective: Token, verb: Token) =>
  adjective.pos === 'ADJ' &&
  verb.pos === 'VERB' &&
  /[ai]ble$/.test(adjective.lemma) &&
  relations(adjective.lemma).derived.has(verb.lemma);

function wordingOf(analysed: Analysed): Wording | null {
  const read = withGivingVerbs(analysed);
  if (foundAsWritten(read)) return null;
  const { tokens, content: words, numbers, bounds } = withLastVerb(read);
  // a thing and how much of it there is ("little water") is its thing's word, which says how much (saysQuantity);
  // among other words, the word says it too ("r-selected: many offspring, little care" beside "few offspring")
  const thing = withoutQuantityWords(words);
  const content = thing.length === 1 ? thing : words;
  const prefixes = content.map((t) => {
    const raw = t.normal.replace(/[^a-z]/g, '');
    return raw.length >= PREFIX_MIN ? raw : null;
  });
  return {
    tokens: content,
    prefixes,
    negated: tokens.some((t) => t.negation),
    numbers,
    bounds,
    roles: rolesOf(content, readAsPredicate(analysed)),
    comparison: comparisonsIn(tokens).find((c) => c.quality !== null) ?? null,
    operations: operationsSigned(content),
    likeness: likenessOf(tokens),
    only: tokens.some((t) => t.normal === 'only' && !t.negated),
    telling: QUESTION_WORDS.has(tokens[0]?.normal ?? '') ? tokens[0]!.normal : null,
    itself: namesItself(analysed),
    sequence: sequenceOf(tokens, content),
  };
}

/**
 * A wording with its last word read as a verb where the tagger read it as a noun (withMisreadVerbs): "the deer
 * population increases" says what the population does, which "the deer population goes down" does not show; so too a
 * word before one that starts what it is done to ("mammals feed their young milk", "an object blocks the light"). A verb
 * it misread before other words is otherwise left as read: a terse note's words are shown by an answer's in other ways
 * ("a proper noun names a specific one" by "a proper noun is the specific name of one").
 */
function withLastVerb(analysed: Analysed): Analysed {
  const read = withMisreadVerbs(analysed);
  const verbs = read.content.flatMap((t, i) => (t.pos !== analysed.content[i]!.pos ? [i] : []));
  if (verbs.length !== 1) return analysed;
  const verb = read.content[verbs[0]!]!;
  const next = read.tokens[read.tokens.indexOf(verb) + 1];
  return verbs[0] === read.content.length - 1 || (next !== undefined && OBJECT_STARTS.has(next.normal))
    ? read
    : analysed;
}

/**
 * Words that start what a verb is done to, which a verb may stand before and a noun seldom does: those that say whose
 * a thing is, and articles ("feed their young", "blocks the light").
 */
const OBJECT_STARTS = new Set(['their', 'its', 'his', 'her', 'our', 'my', 'your', 'the', 'a', 'an']);

/** What introduces the examples of a thing in a key point ("British laws like the Stamp Act"). */
const EXAMPLES = /\S,?\s+(like|such as|for example|e\.g\.)\s+(\S.*)$/i;

/**
 * A key point's wording, and the examples it gives of a thing, on their own ("the Stamp Act" of "British laws like
 * the Stamp Act", "fungi and bacteria" of "decomposers such as fungi and bacteria", "air" of "through a medium such
 * as air"): an answer that names them shows the point, as a teacher reads it. One word after "like" may be what a
 * thing likes ("plants like sunlight"): after it, examples of two words or more only.
 */
function withExamples(text: string): string[] {
  const [, by, examples] = EXAMPLES.exec(text) ?? [];
  if (!examples) return [text];
  const words = analyse(examples).content.length;
  return words >= (by!.toLowerCase() === 'like' ? 2 : 1) ? [text, examples] : [text];
}

/**
 * A key point's wording, and the last word of the name it is, where WordNet names the same one by that word alone
 * ("Washington" of "George Washington", "Newton" of "Isaac Newton"; see lastNameOf): an answer that names a person by
 * the last name shows the point, as a teacher reads it.
 */
function withLastName(text: string): string[] {
  const { content } = analyse(text);
  const last = content.length > 1 ? lastNameOf(content.map((t) => t.normal).join('_')) : null;
  return last ? [text, last] : [text];
}

/** The reference as concepts: each content word of the model answer, then each key point. */
export const concepts = (question: string, key: AnswerKey): readonly Concept[] =>
  keyConcepts.of(analyse(question)).of(key);

/** The concepts of a question's key, read once for every answer to it. */
const keyConcepts = new Derived(
  (question: Analysed) =>
    new Derived((key: AnswerKey): readonly Concept[] => {
      const out = [...wordConcepts.of(stemSet(question.content)).of(analyse(key.modelAnswer).content)];
      if (!key.keyPoints.length) return out;
      const contexts = pointContexts.of(question).of(key);
      key.keyPoints.forEach((line, i) => {
        const c = pointConcept(line, i, contexts[i]);
        if (c) out.push(c);
      });
      return out;
    }),
);

/**
 * A key point as a concept: its wordings, the examples they give on their own (see withExamples), each of two words
 * given with "or" (see withEither) and a name by its last word (see withLastName), read by meaning, or null when it
 * has none (those found only as written are matched as written: see foundAsWritten).
 */
export function pointConcept(line: string, point: number, context?: PointContext): Concept | null {
  const [name, ...others] = splitPoint(line).alternatives.map(withoutSide);
  const texts = [nameWord(name!), ...others];
  return conceptOf(texts.flatMap(withExamples).flatMap(withEither).flatMap(withLastName), point, context);
}

/** Two words, each with its article if any, with "or" between them ("iron or steel", "a push or a pull"). */
const EITHER = /^(.*?)\b((?:(?:a|an|the)\s+)?[a-z][\w'-]*)\s+or\s+((?:(?:a|an|the)\s+)?[a-z][\w'-]*)\b(.*)$/i;

/** "Things" and its like, which name nothing a word beside them does not ("iron things"; see ANYTHING). */
const THINGS = /\s*\b(?:things?|something|stuff)\b/gi;

/**
 * A key point's wording, and where it is two words for one thing with "or" between them, each of them alone, without
 * "things" and its like: "iron" and "steel" of "iron or steel things", "made of iron" of "things made of iron or
 * steel", "a push" of "a push or a pull". An answer that says either shows the point, as a teacher reads it; one that
 * says both shows the wording. Not where other words say more ("a feature or behavior that helps it survive", "fire
 * or abandoned farms"), which either word alone would not.
 */
function withEither(text: string): string[] {
  const [, before, left, right, after] = EITHER.exec(text) ?? [];
  if (!left || !right || analyse(left).content.length !== 1 || analyse(right).content.length !== 1) return [text];
  if (analyse(`${before} ${after}`).content.length > 0) return [text];
  const alone = (word: string) => `${before}${word}${after}`.replace(THINGS, '').trim();
  return [text, alone(left), alone(right)];
}

/**
 * A point's name of one word after a preposition or a word that only says how much, without it: "gills" of "with
 * gills", so that "they use gills" and "through their gills" show it, and "big" of "very big", which "really large"
 * shows. A wording listed after the name keeps it, as it is found as written (foundAsWritten).
 */
function nameWord(name: string): string {
  const { tokens, content } = analyse(name);
  const first = tokens[0];
  if (content.length !== 1 || !first || first === content[0]) return name;
  if (first.pos !== 'ADP' && !INTENSIFIERS.has(first.normal)) return name;
  return name.trim().replace(/^\S+\s+/, '');
}

/** Words that only say how much of a quality there is ("very big"). */
const INTENSIFIERS = new Set(['very', 'really', 'extremely', 'super']);

/**
 * A key's misconceptions as concepts, each as pointConcept reads a key point, but for its examples: one of those may
 * be said of the right idea ("volcanoes form only in hot places like Hawaii": a right answer names Hawaii too). The
 * words of the question, the model answer and the key points show little of a misconception (PointContext.given):
 * a right answer says them too. A misconception said in those words alone is told from the right idea by their order
 * ("plants take in oxygen and give off carbon dioxide", beside "plants take in carbon dioxide" and "plants release
 * oxygen"); one with words of its own by them ("volcanoes form wherever mountains are tallest" is not shown by
 * "volcanoes form where plates meet"). It is read whole: see PointContext.whole. The same for every answer to the
 * question.
 */
export const misconceptionConcepts = (question: Analysed, key: AnswerKey): (Concept | null)[] =>
  misconceptionsOf.of(question).of(key);

const misconceptionsOf = new Derived(
  (question: Analysed) =>
    new Derived((key: AnswerKey): (Concept | null)[] => {
      const questionStems = stemSet(question.content);
      const reference = [key.modelAnswer, ...key.keyPoints.flatMap((line) => splitPoint(line).alternatives)];
      const given = new Set([...questionStems, ...reference.flatMap((text) => keyWords(text).map((t) => t.stem))]);
      const said = saidBy(question.content, key);
      const context: PointContext = { questionStems, given, said, forms: new Map(), whole: true };
      return key.misconceptions.map((line) => conceptOf(splitPoint(line).alternatives, 0, context));
    }),
);

function conceptOf(texts: readonly string[], point: number, context?: PointContext): Concept | null {
  const wordings = texts.map((text) => wording(text, context?.whole)).filter((w): w is Wording => w !== null);
  if (!wordings.length) return null;
  const given = (t: Token) => context?.questionStems.has(t.stem) ?? false;
  return { wordings, weight: 1, inQuestion: wordings.every((w) => w.tokens.every(given)), point, context };
}

/** Each key point's context, by the question, the same for every answer to it. */
const pointContexts = new Derived(
  (question: Analysed) =>
    new Derived((key: AnswerKey): PointContext[] => {
      const questionStems = stemSet(question.content);
      const said = saidBy(question.content, key);
      const contrast = contrastIn(question, key);
      const questionLemmas = new Set(question.content.map((t) => t.lemma));
      const asked = askedNames(question, key);
      return key.keyPoints.map((line, i) => {
        const kind = kindNamed(line, question);
        const given = givenFor(i, key, contrast, questionStems);
        return {
          questionStems,
          given: kind ? new Set([...given, kind]) : given,
          kind,
          said,
          forms: new Map([...writtenForms(i, key, question), ...formsFor(i, key, contrast, questionLemmas)]),
          asked,
        };
      });
    }),
);

/**
 * The stem of the word a key point first names its thing's kind by, where the question asks what a thing is
 * (asksWhatItIs): "shape" of "a shape with four sides" to "What is a quadrilateral?", "number" of "a number with
 * exactly two factors" to "What is a prime number?"; not "example" of "an example with animals" to "What is a food
 * chain? Give an example.". An answer about the thing ("It has four sides.") leaves its kind to the question.
 */
function kindNamed(line: string, question: Analysed): string | null {
  if (!asksWhatItIs(question)) return null;
  const [article, kind, next] = analyse(splitPoint(line).name).tokens;
  if (!article || !kind || !next || article.pos !== 'DET' || !['a', 'an'].includes(article.normal)) return null;
  return kind.pos === 'NOUN' && (next.pos === 'ADP' || next.pos === 'PRON') ? kind.stem : null;
}

/**
 * The thing a question asks about (askedThing), by its lemma, and the key's other names for it, which an answer's word
 * for it stands for (see standsFor): the other words of the question's name for it ("ice" of "an ice cube", "water" of
 * "a glass of water"), and the one thing the key's points say comes to a state by itself (statesRead: "the water" of
 * "the water evaporates" to "What happens to a puddle on a sunny day?"; not "the salt" of "the salt stays" or of "salt
 * does not evaporate"), where the question does not name it and the points never name the thing asked about ("the
 * grass decreases" beside "the rabbit population increases" names another thing).
 */
type AskedNames = { lemma: string; names: ReadonlySet<string> };
function askedNames(question: Analysed, key: AnswerKey): AskedNames | null {
  const asked = askedThing(question);
  if (!asked) return null;
  const names = new Set([...asked.name].filter((l) => l !== asked.lemma));
  const wordings = key.keyPoints.flatMap((line) =>
    splitPoint(line).alternatives.flatMap((text) => wording(text) ?? []),
  );
  if (wordings.some((w) => w.tokens.some((t) => t.lemma === asked.lemma))) return { lemma: asked.lemma, names };
  const questionStems = stemSet(question.content);
  const changing = new Set(
    wordings.flatMap(({ tokens, roles, negated }) =>
      roles && !roles.done.length && !negated && statesRead(tokens[roles.verb]!, true).states.length
        ? roles.doers
            .map((i) => tokens[i]!)
            .filter((t) => !questionStems.has(t.stem))
            .map((t) => t.lemma)
        : [],
    ),
  );
  if (changing.size === 1) names.add(changing.values().next().value!);
  return { lemma: asked.lemma, names };
}

/**
 * The words that show little of a key point: the question's, and those of its wordings that the points about every
 * other thing the question sets against this one's say too ("eat" of "herbivores eat plants", where carnivores and
 * omnivores eat too; not "plants", which omnivores eat and carnivores do not).
 */
function givenFor(point: number, key: AnswerKey, contrast: Contrast, questionStems: Set<string>): Set<string> {
  const own = contrast.about[point] ?? null;
  if (own === null) return questionStems;
  const saidOf = (term: number) =>
    new Set(key.keyPoints.flatMap((line, i) => (contrast.about[i] === term ? wordingStems(line) : [])));
  const others = contrast.terms.flatMap((_, term) => (term === own ? [] : [saidOf(term)]));
  const shared = wordingStems(key.keyPoints[point]!).filter((s) => others.every((said) => said.has(s)));
  return shared.length ? new Set([...questionStems, ...shared]) : questionStems;
}

/**
 * The verbs a key point about one of the things the question sets against each other says in another form than the
 * points about the others do, with the forms an answer shows it by: of its voice, where its points say what does a
 * thing and theirs what is done to it, or the other way ("a predator hunts and eats" beside "prey is the animal that
 * is eaten / hunted": "the predator hunted" shows no prey's point); else of its tenses, where the question names the
 * verb ("past: walked" beside "present: I walk" and "future: will walk" for the tenses of "walk": "walk" or "walking"
 * shows no past; a key that says "mitosis: the cell divides" and "meiosis: it divided twice" is not about tenses).
 * "Eats" of "a carnivore eats meat" beside "herbivores eat plants" is one form, and any form of "eat" shows either.
 */
function formsFor(
  point: number,
  key: AnswerKey,
  contrast: Contrast,
  questionLemmas: Set<string>,
): Map<string, FormRule> {
  const out = new Map<string, FormRule>();
  const own = contrast.about[point] ?? null;
  if (own === null) return out;
  const aboutOther = (i: number) => (contrast.about[i] ?? own) !== own;
  const theirs = formsOf(key.keyPoints.filter((_, i) => aboutOther(i)));
  for (const [lemma, mine] of formsOf([key.keyPoints[point]!])) {
    const other = theirs.get(lemma);
    if (!other) continue;
    const voice = onlyOf(mine.voices);
    const otherVoice = onlyOf(other.voices);
    if (voice && otherVoice && voice !== otherVoice) out.set(lemma, { voice });
    else if (questionLemmas.has(lemma) && [...other.tenses].some((t) => !mine.tenses.has(t))) {
      out.set(lemma, { tenses: mine.tenses });
    }
  }
  return out;
}

/** Words of a question that ask for a form of a word it names ("What is the plural of mouse?"). */
const FORM_WORDS = new Set(['plural', 'singular', 'past', 'tense', 'participle', 'comparative', 'superlative']);

/**
 * The words of a key point that are another form of a word the question names, where the question asks for a form
 * (FORM_WORDS): "mice" to "What is the plural of mouse?", "ran" to "What is the past tense of run?". Each shows the
 * point only as written: "mouses" and "runned" are the question's words, not the forms asked for.
 */
function writtenForms(point: number, key: AnswerKey, question: Analysed): Map<string, FormRule> {
  const out = new Map<string, FormRule>();
  if (!question.content.some((t) => FORM_WORDS.has(t.lemma) && t.pos !== 'VERB')) return out;
  // every word of the question: the one named may be a function word ("go", "be")
  const named = new Set(question.tokens.map((t) => t.lemma));
  const written = new Set(question.tokens.map((t) => t.normal));
  for (const text of splitPoint(key.keyPoints[point]!).alternatives) {
    for (const t of analyse(text).content) {
      if (t.normal !== t.lemma && named.has(t.lemma) && !written.has(t.normal)) out.set(t.lemma, { written: t.normal });
    }
  }
  return out;
}

const onlyOf = <T>(set: Set<T>): T | null => (set.size === 1 ? set.values().next().value! : null);

/**
 * The voices and tenses key-point lines say each verb in, by its lemma, but where they deny it ("not harmed" says
 * nothing of what harms); in a line that says what is done to a thing, its bare participles are said so too
 * ("hunted" beside "gets eaten").
 */
function formsOf(lines: string[]): Map<string, { voices: Set<Voice>; tenses: Set<Tense> }> {
  const out = new Map<string, { voices: Set<Voice>; tenses: Set<Tense> }>();
  for (const line of lines) {
    const verbs = splitPoint(line).alternatives.flatMap((text) =>
      analyse(text).content.filter((t) => t.pos === 'VERB' && !t.negated),
    );
    const doneTo = verbs.some((t) => t.doneTo);
    for (const t of verbs) {
      const forms = out.get(t.lemma) ?? { voices: new Set<Voice>(), tenses: new Set<Tense>() };
      const tense = tenseOf(t.normal, t.lemma);
      forms.voices.add(doneTo && tense === 'past' ? 'done to' : voiceOf(t));
      forms.tenses.add(tense);
      out.set(t.lemma, forms);
    }
  }
  return out;
}

/** The stems of a key point's wordings' words, but those denied ("not living" says no "living"). */
const wordingStems = (line: string) =>
  splitPoint(line).alternatives.flatMap((text) =>
    keyWords(text)
      .filter((t) => !t.negated)
      .map((t) => t.stem),
  );

/** The content words of a text of the key, its verbs of two words among them as those verbs (withTwoWordVerbs). */
const keyWords = (text: string): Token[] => withTwoWordVerbs(analyse(text)).content;

/**
 * The lemmas of the content words of the question, the model answer and every wording of the key points, the key's
 * verbs of two words as those verbs (keyWords).
 */
function saidBy(questionWords: Token[], key: AnswerKey): Set<string> {
  const texts = [key.modelAnswer, ...key.keyPoints.flatMap((line) => splitPoint(line).alternatives)];
  return new Set([...questionWords, ...texts.flatMap(keyWords)].map((t) => t.lemma));
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
      wordings: [
        {
          tokens: [t],
          prefixes: [null],
          negated: t.negated,
          numbers: [],
          bounds: NO_BOUNDS,
          roles: null,
          comparison: null,
          operations: NO_OPERATIONS,
          likeness: null,
          only: false,
          telling: null,
          itself: false,
          sequence: null,
        },
      ],
      weight: 1,
      inQuestion: q.has(t.stem),
      point: null,
    });
  }
  return out;
}

/**
 * Whether `a` and `r` share a sense that is among the first of each ("gather" and "collect"; not "release" and
 * "turn", whose shared sense is a rare one of "turn"), or one is a form of the other among those senses
 * ("destroying" and "destruction", "hunter" and "hunt"); `rRelations`: those of `r`, looked up once for all the
 * answer's words, and `aRelations` those of `a`, when looked up already.
 */
function synonymous(a: Token, r: Token, rRelations: Relations, aRelations?: Relations): boolean {
  const related =
    (!nounAndVerb(a, r) && rRelations.synonyms.has(a.lemma) && 'synonyms') ||
    (rRelations.derived.has(a.lemma) && 'derived');
  return related !== false && (aRelations ?? relations(a.lemma))[related].has(r.lemma);
}

/**
 * Whether one of two words is a noun and the other a verb: their shared sense is one of a word that is both, not theirs
 * ("heart" shares one with the noun "pump", which says nothing of "pumps blood").
 */
const nounAndVerb = (a: Token, r: Token) =>
  (NOUNS.has(a.pos) && r.pos === 'VERB') || (a.pos === 'VERB' && NOUNS.has(r.pos));

/**
 * Whether an answer's word and a wording's are one word's forms in two parts of speech (otherForms): "freely" and
 * "freedom", "solar" and "sun", "safe" and "safety", "conducts" and "conductor". Read in key points only (in wordings
 * of several words, and in a point named by one word), and of a word not denied: "they were not free to practise
 * their religion" gives a reason for "religious freedom", not its opposite.
 */
const sameForm = (a: Token, r: Token) =>
  !a.negated && (otherForms(r.lemma).has(a.lemma) || otherForms(a.lemma).has(r.lemma));

/**
 * Whether the answer's noun names a kind of what a wording's noun names: "grass" shows the "plants" of "herbivores eat
 * plants", "a fox" the "animal" of "an animal that eats rabbits". Read in wordings of several words only: one word
 * names a term ("a herbivore"), which an example of it ("a cow") does not show.
 */
const kindOf = (a: Token, r: Token) => a.pos === 'NOUN' && r.pos === 'NOUN' && kindsOf(a.lemma).has(r.lemma);

/**
 * Whether the answer's verb is a way of doing a wording's verb (waysOf): "spins" shows the "rotates" of "the earth
 * rotates", "drags" the "pulls" of "the magnet pulls the clip"; "flies" does not show "moves", which no verb is above.
 */
const wayOf = (a: Token, r: Token) => a.pos === 'VERB' && readAsVerb(r, true) && waysOf(a.lemma).has(r.lemma);

/** Parts of speech of a key point's word read as a verb: the tagger reads some verbs of a terse note as nouns. */
const VERBS_READ = new Set(['VERB', 'NOUN']);
/** Whether a word may be read as a verb: an answer's noun is a noun ("actions" is no "carry out"), a key's may not be. */
const readAsVerb = (t: Token, ofKey: boolean) => (ofKey ? VERBS_READ.has(t.pos) : t.pos === 'VERB');

/**
 * Whether an answer's verb means a key point's word (Token.means: "gives" of "provide"), or a key point's verb of
 * giving ("make", meaning "produce") is the answer's verb or means what it does.
 */
const meansAlike = (a: Token, r: Token) =>
  a.means === r.lemma || (r.means !== null && (a.lemma === r.means || a.means === r.means));

/**
 * Whether an answer's verb means a word of the key's meaning (Token.means): "gives" of "supplies"; "gives" is the very
 * word of "provides".
 */
const meansWord = (a: Token, r: Token, rRelations: Relations) =>
  a.means !== null && synonymous({ ...a, lemma: a.means }, r, rRelations);

/**
 * Whether an answer's word and a wording's word, one a verb of two words and the other of one, name one thing (see
 * phrasalMeans): "give off" shows the "emit" of "plants emit oxygen", "decompose" the "break down" of "decomposers
 * break down dead things", "becomes" the "turns into" of "the ice turns into water". Its own verb alone is not it
 * ("speed" is no "speed up"). Two verbs of two words say what their verbs say ("push down" is no "pull down"), but
 * where both mean one verb ("turns into" and "changes into") or are alike ("take in" and "breathe in": alike).
 */
function samePhrasalSense(a: Token, r: Token): boolean {
  if (a.phrasal !== null && r.phrasal !== null) return a.phrasal === r.phrasal || alike(a.phrasal, r.phrasal);
  const [one, two] = a.phrasal === null ? [a, r] : [r, a];
  if (two.phrasal === null || one.lemma === two.lemma) return false;
  if (!readAsVerb(one, one === r)) return false;
  return phrasalMeans(two.phrasal, one.lemma);
}

/**
 * The states a word says a thing comes to (`states`): what it becomes or is made (Token.becomes: "big" of "gets
 * bigger"), or, for a verb (readAsVerb; `ofKey`: a key point's word), what its definitions say (statesOf: "large",
 * "big" and "wide" of "expands"), a verb of two words' and its own verb's both ("big" of "blows up", "cool" of "cools
 * down"); and those states with every kind each is of (`withKinds`: "water" and "liquid" … of "turns into water").
 */
type StatesRead = { states: readonly string[]; withKinds: ReadonlySet<string> };
const NO_STATES: StatesRead = { states: [], withKinds: new Set() };
/** Each word's states, as an answer's word and as a key point's, read once: a word is matched against many. */
const statesReadOf = { answer: new WeakMap<Token, StatesRead>(), key: new WeakMap<Token, StatesRead>() };

function statesRead(t: Token, ofKey: boolean): StatesRead {
  const kept = statesReadOf[ofKey ? 'key' : 'answer'];
  let read = kept.get(t);
  if (read === undefined) {
    const states = t.becomes
      ? stateWords(t.becomes.state)
      : !readAsVerb(t, ofKey)
        ? []
        : t.phrasal === null
          ? statesOf(t.lemma)
          : [...statesOf(t.phrasal), ...statesOf(t.lemma)];
    read = states.length ? { states, withKinds: new Set(states.flatMap((s) => [s, ...kindsOf(s)])) } : NO_STATES;
    kept.set(t, read);
  }
  return read;
}

/**
 * Whether an answer's word and a wording's say one state (statesRead), one of them maybe a kind of the other ("water"
 * of "it turns into water" is a "liquid" of "melts"), or with `opposite` two of opposite sense.
 */
function statesMeet(said: StatesRead, meant: StatesRead, opposite: boolean): boolean {
  if (!said.states.length || !meant.states.length) return false;
  if (!opposite) {
    return meant.states.some((m) => said.withKinds.has(m)) || said.states.some((s) => meant.withKinds.has(s));
  }
  return said.states.some((s) =>
    meant.states.some((m) => relations(s).antonyms.has(m) || relations(m).antonyms.has(s)),
  );
}

/**
 * Whether an answer's word and a wording's word say one change, by the states they say a thing comes to (statesRead):
 * "gets bigger" shows the "expands" of "the balloon expands" ("become larger …", "make bigger …"), "makes the water
 * hot" the "heats" of "the stove heats the water", "melts" the "becomes liquid" of "the ice becomes liquid", and
 * "grows" the "increases" of "the population increases" ("become larger …", "become bigger …").
 */
const sameChange = (a: Token, r: Token, said = statesRead(a, false), meant = statesRead(r, true)) =>
  a.lemma !== r.lemma && statesMeet(said, meant, false);

/**
 * The same, of opposite sense, where one of them says the state itself: "gets smaller" against "expands", "gets cold"
 * against "heats", "get shorter" against "get longer" (which the tagger may read as adverbs of no antonym).
 */
const oppositeChange = (a: Token, r: Token) =>
  (a.becomes !== null || r.becomes !== null) && statesMeet(statesRead(a, false), statesRead(r, true), true);

/**
 * Whether an answer's word, or what it means (Token.means: "gains" of "it gains mass" against "the mass decreases"),
 * and a wording's are WordNet antonyms, but for a noun of the answer against a verb of the wording: the noun names a
 * thing, not what is done ("heat" of "it takes heat away" does not oppose the "cools" of "sweat cools the body"; "it
 * heats the body" does, and "open" the "closed" of "the circuit is closed").
 */
function antonymous(a: Token, r: Token, rRelations: Relations, aRelations: Relations): boolean {
  if (r.pos === 'VERB' && NOUNS.has(a.pos)) return false;
  const meant = a.means !== null && rRelations.antonyms.has(a.means);
  return meant || rRelations.antonyms.has(a.lemma) || aRelations.antonyms.has(r.lemma);
}

/** An answer's words' relations, in order, with every lemma (and what a word means: Token.means) and every antonym. */
/** `changes`: whether the answer says what a thing becomes (Token.becomes), which may oppose a verb (oppositeChange). */
type AnswerRelations = {
  each: Relations[];
  lemmas: Set<string>;
  antonyms: Set<string>;
  changes: boolean;
  /** Each word's states (statesRead). */
  states: StatesRead[];
};

/** Relations of the answer's words, looked up once for all the concepts it is matched against. */
const answerRelations = new Derived((answer: Token[]): AnswerRelations => {
  const each = answer.map((a) => relations(a.lemma));
  const antonyms = new Set<string>();
  for (const r of each) for (const w of r.antonyms) antonyms.add(w);
  return {
    each,
    lemmas: new Set(answer.flatMap((a) => (a.means ? [a.lemma, a.means] : [a.lemma]))),
    antonyms,
    changes: answer.some((a) => a.becomes !== null),
    states: answer.map((a) => statesRead(a, false)),
  };
});

/**
 * Whether some answer word is an antonym of `t` or has `t` among its antonyms, or one of them says what a thing becomes
 * (oppositeChange): if not, none opposes it.
 */
function mayOppose(t: Token, tRelations: Relations, rels: AnswerRelations): boolean {
  if (rels.antonyms.has(t.lemma) || rels.changes || t.becomes !== null) return true;
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

/**
 * Whether an answer word is the reference word as written: its stem, its lemma, or the word prefix given, but for a
 * word that goes on with another ("watermelon", "waterfall" and "lighthouse" show no "water" or "light").
 */
const sameWord = (a: Token, r: Token, prefix: string | null) =>
  a.stem === r.stem ||
  a.lemma === r.lemma ||
  (prefix !== null && a.normal.startsWith(prefix) && !namesAnother(a.normal.slice(prefix.length)));

/** The fewest letters of a word that, after another, makes them a word of two ("melon" of "watermelon"). */
const OTHER_WORD_MIN = 4;
const namesAnother = (rest: string) => rest.length >= OTHER_WORD_MIN && isWordAs('noun', rest);

const anyForm = () => true;

/** Whether an answer word is in a form a key point is shown by, where the form tells it (PointContext.forms). */
function formFits(r: Token, context: PointContext | undefined): (a: Token) => boolean {
  const rule = context?.forms.get(r.lemma);
  if (!rule) return anyForm;
  if ('voice' in rule) return (a) => a.lemma !== r.lemma || voiceOf(a) === rule.voice;
  if ('written' in rule) return (a) => a.lemma !== r.lemma || a.normal === rule.written;
  return (a) => a.lemma !== r.lemma || rule.tenses.has(tenseOf(a.normal, a.lemma));
}

/** tokenMatch, with the answer's relations when they were looked up already. */
function matchToken(
  answer: Token[],
  rels: AnswerRelations | null,
  r: Token,
  prefix: string | null,
  negated?: boolean,
  bySense = true,
  fits: (a: Token) => boolean = anyForm,
): { match: Match; index: number } {
  let exact = -1;
  let syn = -1;
  let rRelations: Relations | null = null;
  for (let i = 0; i < answer.length; i++) {
    const a = answer[i]!;
    if (!fits(a)) continue;
    if (sameWord(a, r, prefix)) {
      if (negated === undefined || a.negated === negated) return { match: 'exact', index: i };
      if (exact < 0) exact = i;
    } else if (bySense && syn < 0 && synonymous(a, r, (rRelations ??= relations(r.lemma)), rels?.each[i])) syn = i;
  }
  if (exact >= 0) return { match: 'exact', index: exact };
  return syn >= 0 ? { match: 'synonym', index: syn } : { match: 'none', index: -1 };
}

/**
 * Whether the answer's content word at `index` and one beside it name a wording's noun written of two (`parts`, see
 * compoundOfWord) in two words: its last word there, its first right before it ("sun light", "the sun's light") or
 * after a preposition right after it ("light from the sun", "the light of the sun"), in one clause; so "The moon
 * reflects light from the sun." shows "the moon reflects sunlight".
 */
function compoundAt(answer: Token[], index: number, parts: Compound | null): boolean {
  const a = answer[index]!;
  if (!parts || (a.lemma !== parts.head && a.normal !== parts.head)) return false;
  const modifies = (t: Token | undefined, placed: boolean) =>
    t !== undefined &&
    t.clause === a.clause &&
    t.placed === placed &&
    (t.lemma === parts.modifier || t.normal === parts.modifier);
  return modifies(answer[index - 1], false) || modifies(answer[index + 1], true);
}

/**
 * Whether an answer's noun or adjective names what a wording's does, each in its first sense ("dirt" for "soil",
 * "large" for "big").
 */
function sameSense(a: Token, r: Token): boolean {
  if (NOUNS.has(a.pos) && NOUNS.has(r.pos)) return sameFirstSense('noun', a.lemma, r.lemma);
  // a word alone and capitalised ("Large.") may be read as a name
  return (a.pos === 'ADJ' || a.pos === 'PROPN') && r.pos === 'ADJ' && sameFirstSense('adj', a.lemma, r.lemma);
}

/**
 * How many of a phrase's words from i name a noun written of two (`parts`) in two words, as compoundAt reads them
 * ("sun light", "light from the sun", "light of the sun"), or 0.
 */
function compoundSpan(words: Token[], i: number, parts: Compound | null): number {
  if (!parts) return 0;
  const is = (t: Token | undefined, part: string) => t !== undefined && (t.lemma === part || t.normal === part);
  if (is(words[i], parts.modifier) && is(words[i + 1], parts.head)) return 2;
  const of = words[i + 1]?.pos === 'ADP';
  return is(words[i], parts.head) && of && is(words[i + 2], parts.modifier) ? 3 : 0;
}

/**
 * Whether an answer's noun is written of two whose last is a point's word, and is a kind of it (compoundOf):
 * "sunlight" and "moonlight" show "light" (which the tagger reads alone as an adjective), "rainwater" shows "water".
 */
const headOf = (a: Token, r: Token) => NOUNS.has(a.pos) && compoundOf(a.lemma)?.head === r.lemma;

/** A key point's noun's two words, where it is written of two (compoundOf); null for a word of another kind. */
const compoundOfWord = (r: Token): Compound | null => (NOUNS.has(r.pos) ? compoundOf(r.lemma) : null);

/** Content words an answer may put between the words of a key point's wording that it shows. */
const WORDING_GAP = 3;

/** An answer's word for a wording's word (`word`, its place there, where known). */
type Hit = { match: Match; index: number; word?: number };
/** The answer's words that show a wording, and whether they say its amounts the other way round (see turnedIn). */
type Shown = { hits: Hit[]; turned: boolean };

/**
 * The answer's words that show one wording: most of its words (all of one or two), or null. A key point's words
 * must stand together, with at most WORDING_GAP other content words among them ("eats only plants", not "plants" in
 * one sentence and "eat" in another), and a key point worded in one word is found as written: by sense, "push"
 * would be shown by every "force". `sought`: what the words must say of the things' likeness (see likenessIn): as the
 * wording does, or the opposite, where they contradict it.
 */
function wordingHits(
  analysed: Analysed,
  rels: AnswerRelations,
  w: Wording,
  c: Concept,
  sought: Said = 'shown',
): Shown | null {
  const answer = analysed.content;
  if (w.operations.size > 0 && otherOperation(w.operations, operationsNamed(answer))) return null;
  if (w.tokens.length === 1) {
    const r = w.tokens[0]!;
    let hit = matchToken(answer, rels, r, w.prefixes[0] ?? null, w.negated, c.point === null, formFits(r, c.context));
    if (hit.match === 'none') {
      const parts = compoundOfWord(r);
      let rRelations: Relations | undefined;
      // a point named by one noun or adjective is shown by one for the same, or by its form in another part of speech
      // ("strength" by "strong"), and one named by a verb of change by the change in other words ("expands" by "gets
      // bigger", not by a verb of the opposite change: "freezes into water" of "melts"), but where its form is asked
      // for; a wording listed after its name, as written
      const named = c.point !== null && c.wordings[0] === w && !c.context?.forms.has(r.lemma);
      const changed = (a: Token, i: number) =>
        sameChange(a, r, rels.states[i]) &&
        !answer.some(
          (o, j) => o.clause === a.clause && antonymous(o, r, (rRelations ??= relations(r.lemma)), rels.each[j]!),
        );
      const index = answer.findIndex(
        (a, i) =>
          compoundAt(answer, i, parts) ||
          (named && (sameSense(a, r) || sameForm(a, r) || changed(a, i) || headOf(a, r))),
      );
      if (index >= 0) hit = { match: 'synonym', index };
    }
    return hit.match === 'none' ? null : { hits: [{ ...hit, word: 0 }], turned: otherAmount(r, answer[hit.index]!) };
  }
  const words = wordsOf(w, c.context);
  const { roles } = w;
  const asked = (word: number) => c.context?.questionStems.has(w.tokens[word]!.stem) ?? false;
  const held = roles
    ? (hits: Found[]) => rolesHeld(hits, answer, w, asked, c.context?.whole ?? false, c.context?.questionStems)
    : w.tokens.some((t) => t.amount !== 0)
      ? (hits: Found[]) => amountsHeld(hits, answer, w)
      : undefined;
  const oneClause = c.context?.whole === true && new Set(w.tokens.map((t) => t.clause)).size === 1;
  const together = (hits: Found[]) => !oneClause || hits.every((h) => h.clause === hits[0]!.clause);
  const accept = (hits: Found[]) =>
    together(hits) &&
    (held?.(hits) ?? true) &&
    !fromElsewhere(hits, answer, w) &&
    !anotherKindInPlace(hits, answer, w) &&
    !unlike(hits, answer, w) &&
    !tellsOther(analysed, hits, w) &&
    !namesBeside(analysed, hits, w) &&
    likenessIn(analysed, hits, w) === sought;
  const best = closest(answer, foundOf(answer, rels, w, words, c.context, true), words, accept);
  return best && { hits: best.hits.map(({ match, index, word }) => ({ match, index, word })), turned: best.turned };
}

/**
 * Whether the answer's words for a wording leave out one of its words and name another kind of the same thing among
 * them instead: "Air scatters red light more than other colours." does not show "air scatters blue light more than
 * other colours".
 */
function anotherKindInPlace(hits: Found[], answer: Token[], w: Wording): boolean {
  if (hits.length === w.tokens.length) return false;
  const indexes = hits.map((h) => h.index);
  const [first, last] = [Math.min(...indexes), Math.max(...indexes)];
  const shown = new Set(hits.map((h) => h.word));
  const left = w.tokens.filter((_, word) => !shown.has(word));
  return answer
    .slice(first + 1, last)
    .some((a, i) => !indexes.includes(first + 1 + i) && left.some((t) => sameKindAs(a.lemma, t.lemma)));
}

/**
 * Whether the answer's words for a wording leave out what it says a thing comes from (Token.source), and name another
 * such thing in their clauses: "It reflects light from the earth." does not show "it reflects light from the sun".
 */
function fromElsewhere(hits: Found[], answer: Token[], w: Wording): boolean {
  const sources = w.tokens.flatMap((t, word) => (t.source && NOUNS.has(t.pos) ? [word] : []));
  if (!sources.length || hits.some((h) => sources.includes(h.word))) return false;
  const taken = hits.map((h) => h.index);
  return startsIn(answer, taken).some((i) => NOUNS.has(answer[i]!.pos) && !taken.includes(i));
}

/**
 * Whether the answer's words for a wording that says things are the same (Wording.likeness) compare them in their
 * clauses (saysMore): "Heavier objects fall at a faster rate." does not show "they fall at the same rate".
 */
function unlike(hits: Found[], answer: Token[], w: Wording): boolean {
  if (w.likeness !== 'same') return false;
  const clauses = new Set(hits.map((h) => h.clause));
  return answer.some((a) => clauses.has(a.clause) && saysMore(a) && !a.negated);
}

/**
 * Whether an answer names an operation a wording does not sign where it signs some ("length plus width" of "length
 * times width"): it says another calculation.
 */
const otherOperation = (signed: ReadonlySet<Operation>, named: ReadonlySet<Operation>) =>
  [...named].some((o) => !signed.has(o));

/**
 * Whether an answer's words for a wording leave none of the things it says there is more or less of to another thing
 * said so in their clauses: "more mass gives more acceleration" has two of the three words of "more force gives more
 * acceleration", and says it of mass.
 */
function amountsHeld(hits: Found[], answer: Token[], w: Wording): boolean {
  const taken = new Set(hits.map((h) => h.word));
  if (w.tokens.every((t, word) => t.amount === 0 || taken.has(word))) return true;
  const clauses = new Set(hits.map((h) => h.clause));
  const chosen = new Set(hits.map((h) => h.index));
  return !answer.some((a, i) => a.amount !== 0 && NOUNS.has(a.pos) && clauses.has(a.clause) && !chosen.has(i));
}

/** Verbs that only point to what their words name ("shows the end of a sentence", "names a person"). */
const POINTING = new Set(['show', 'mark', 'indicate', 'signal', 'name']);

/**
 * Verbs that say no more than where a thing is, or that it is shown or told ("it goes at the end", "it tells you"); not
 * "names", which says what a word does ("a word that names an action" is no verb).
 */
const PLACING = new Set(['show', 'mark', 'indicate', 'signal', 'tell', 'go', 'come', 'put', 'sit', 'stand', 'appear']);

/**
 * Whether the answer says a verb of its own in the clauses of its words for a wording (`hits`): not a stop word, nor
 * one that only places or points (PLACING).
 */
function otherVerb(hits: Found[], answer: Token[]): boolean {
  const clauses = new Set(hits.map((h) => h.clause));
  const taken = new Set(hits.map((h) => h.index));
  const own = (t: Token, i: number) => t.pos === 'VERB' && !t.stop && !PLACING.has(t.lemma) && !taken.has(i);
  return answer.some((t, i) => clauses.has(t.clause) && own(t, i));
}

/**
 * Whether an answer's words for a wording say who does what to whom as it does (Wording.roles): its verb, no thing it
 * names in another part or another sentence, and where it names both who does it and what it is done to, one of each
 * ("the rabbit eats the grass", "the grass is eaten by the rabbit" and "the grass that the rabbit eats" show "the
 * rabbit eats the grass"; "the grass eats the rabbit" does not), but for a part the question names, which an answer
 * may leave to it ("They eat grass" to "What do rabbits eat?"); and where it leaves out what the verb is done to, no
 * other thing that its verb is done to ("It pumps air around the body." does not show "pumps blood around the body").
 */
function rolesHeld(
  hits: Found[],
  answer: Token[],
  w: Wording,
  asked: (word: number) => boolean,
  whole: boolean,
  questionStems: ReadonlySet<string> = new Set(),
): boolean {
  const { roles } = w;
  if (!roles) return true;
  const at = (word: number) => hits.find((h) => h.word === word);
  const verb = at(roles.verb);
  // a verb read by its place alone is one where the answer says it as one ("It pumps air around the body."); else
  // the wording's words stand as they are ("moves blood around the body", "the heart is a pump for blood")
  if (roles.byPlace && (!verb || answer[verb.index]!.pos !== 'VERB')) return true;
  // a verb that only points to what its words name may be left out ("goes at the end of a sentence" of "shows the end
  // of a sentence", "a word for a person" of "a word that names a person"), where the answer says no other verb of
  // its own there ("a word that describes a person"); its other words stand as they are
  if (!verb) return POINTING.has(w.tokens[roles.verb]!.lemma) && !otherVerb(hits, answer);
  const v = answer[verb.index]!;
  // an operation's sign stands between the things it is done to ("length times width")
  if (operationsSigned([v]).size > 0) return true;
  // whether its clause says what something is made so or made to do ("makes the sand hot", "makes it slow down")
  const made = v.becomes?.how === 'made' || answer.some((t) => t.madeSo && t.clause === v.clause);
  /**
   * Whether a thing is what the answer says becomes or is made something, where its verb is such a state
   * (Token.becomes): "the sand" of "the sand gets hot" and of "the sun makes the sand hot", "the ball" of "friction
   * makes the ball go slower". It is what a verb of that change is done to ("the sun heats the sand"), or what does it
   * where the verb is done to nothing ("the balloon expands" of "the balloon gets bigger").
   */
  const changed = (t: Token, before: boolean) =>
    made ? t.madeSo : selfChange(answer, verb.index) && before && !t.placed;
  const partOf = (t: Token, i: number) => {
    const before = i < verb.index;
    if (changed(t, before)) return roles.done.length === 0;
    // what makes a thing do something does not do it itself ("it makes the air vibrate" says nothing vibrates of "it")
    if (made && roles.done.length === 0) return false;
    // where, or from what, a thing comes to a state is what makes it so ("the sand gets warm in the sun")
    if (t.placed && !before && selfChange(answer, verb.index)) return true;
    // what a verb is done to, after its preposition ("revolves around the sun" of "orbits the sun")
    if (t.placed && i === verb.index + 1 && roles.done.length > 0 && NOUNS.has(t.pos) && !t.agent && !v.doneTo) {
      return false;
    }
    return doerOf(t, v, before);
  };
  /**
   * Whether a thing the wording names is named in its part; null where it is not named, or named in no part. One that
   * does it, which the words chosen leave out, is looked for as written in the verb's clause (doneTo): "the normal
   * force pushes the table up" names "the table" of "the table pushes up (normal force)" as what is pushed.
   */
  const holds = (word: number, doer: boolean): boolean | null => {
    const h = at(word);
    if (!h) return doer && doneTo(word) ? false : null;
    const t = answer[h.index]!;
    const part = partOf(t, h.index);
    if (part === null) return whole ? false : null;
    // one word for a word the wording says twice is the one of its part ("water turns into vapour")
    if (part !== doer && hits.some((o) => o !== h && o.index === h.index)) return null;
    return (
      t.sentence === v.sentence && part === doer && !(part === false && doneByAnother(answer, verb.index, h.index))
    );
  };
  /** Whether the answer writes a thing the words chosen leave out as what its verb is done to. */
  const doneTo = (word: number) =>
    answer.some((t, i) => t.clause === v.clause && t.lemma === w.tokens[word]!.lemma && partOf(t, i) === false);
  /**
   * Whether the answer's verb is done to a thing it names after it (a noun WordNet has: not a misspelt verb), where
   * the words chosen leave out what the wording's is done to: "It pumps air around the body." says what is pumped,
   * and it is not the blood of "pumps blood around the body". A thing a verb is done to before it ("clauses that are
   * related" of "the ideas are related") is most often what the answer is about, in its own words.
   */
  const doneToOther = () =>
    !v.doneTo &&
    answer.some(
      (t, i) =>
        i > verb.index &&
        NOUNS.has(t.pos) &&
        t.clause === v.clause &&
        !hits.some((h) => h.index === i) &&
        !addedByReading(t) &&
        isWordAs('noun', t.lemma) &&
        partOf(t, i) === false,
    );
  const doers = roles.doers.map((word) => holds(word, true));
  const done = roles.done.map((word) => holds(word, false));
  if (doers.includes(false) || done.includes(false)) return false;
  if (roles.done.length && !roles.done.some(at) && doneToOther()) return false;
  // where the words chosen leave out who does it, the answer names no other thing as doing it: "The sun spins on its
  // axis." does not show "the Earth spins on its axis"; "It spins on its axis." and "Our planet spins" may (a verb in
  // another tense, "land bought from France", is read by its other words)
  const doerWords = roles.doers.map((word) => w.tokens[word]!);
  const another = (t: Token) => !doerWords.some((d) => kindsOf(d.lemma).has(t.lemma));
  const doneByOther = () =>
    answer.some(
      (t, i) =>
        i < verb.index &&
        t.clause === v.clause &&
        NOUNS.has(t.pos) &&
        !t.pronoun &&
        !questionStems.has(t.stem) &&
        !hits.some((h) => h.index === i) &&
        partOf(t, i) === true &&
        another(t),
    );
  const written = w.tokens[roles.verb]!;
  const present = tenseOf(written.normal, written.lemma) === 'present';
  if (doerWords.length && !roles.doers.some(at) && present && doneByOther()) return false;
  if (!(doers.length && done.length)) return true;
  /** Whether the answer names nothing in a part but what the question names there ("They eat grass"). */
  const leftToQuestion = (words: number[], doer: boolean) =>
    words.every(asked) &&
    !answer.some((t, i) => i !== verb.index && NOUNS.has(t.pos) && t.clause === v.clause && partOf(t, i) === doer);
  const named = (part: (boolean | null)[], words: number[], doer: boolean) =>
    part.includes(true) || leftToQuestion(words, doer);
  return named(doers, roles.doers, true) && named(done, roles.done, false);
}

/**
 * Whether the answer's verb at `verb` says its thing comes to a state by itself: a state it gets ("the sand gets hot";
 * Token.becomes), or a verb of change (statesRead) with nothing after it in its clause that it is done to ("the sand
 * warms up", not "the sun warms the sand"). Such a thing is what the verb is done to where a key point's verb is done
 * to something: "the sand warms up in the sun" shows "the sun heats the sand".
 */
function selfChange(answer: Token[], verb: number): boolean {
  const v = answer[verb]!;
  if (v.becomes !== null) return v.becomes.how === 'self';
  if (v.doneTo || !statesRead(v, false).states.length) return false;
  for (let i = verb + 1; i < answer.length && answer[i]!.clause === v.clause; i++) {
    if (NOUNS.has(answer[i]!.pos) && !answer[i]!.placed) return false;
  }
  return true;
}

/**
 * Whether a thing named after a verb is what a verb of two words between them is done to: "oxygen" of "breathe in
 * carbon dioxide and breathe out oxygen" is breathed out, not in.
 */
function doneByAnother(answer: Token[], verb: number, thing: number): boolean {
  for (let i = verb + 1; i < thing; i++) if (answer[i]!.phrasal !== null && answer[i]!.pos === 'VERB') return true;
  return false;
}

/**
 * The answer's words that match each word of a wording, as written or by a shared sense, in the answer's order; with
 * `showing`, the thing the question asks about too where it stands for the wording's (standsFor), which shows the
 * point, or denies it ("It does not evaporate."), but is not read for its opposites ("it keeps the whole cycle going"
 * says nothing against "salt stays").
 */
function foundOf(
  answer: Token[],
  rels: AnswerRelations,
  w: Wording,
  words: Needed,
  context: PointContext | undefined,
  showing: boolean,
): Found[] {
  const found: Found[] = [];
  w.tokens.forEach((r, word) => {
    const prefix = w.prefixes[word] ?? null;
    const fits = formFits(r, context);
    let rRelations: Relations | null = null;
    const meant = statesRead(r, true);
    const parts = compoundOfWord(r);
    for (let index = 0; index < answer.length; index++) {
      const a = answer[index]!;
      if (!fits(a)) continue;
      let match: Match = 'none';
      if (sameWord(a, r, prefix) || meansAlike(a, r)) match = 'exact';
      else if (sameOperation(a, r)) match = 'synonym';
      else if (namedByQuestion(a, context)) match = 'none';
      else if (synonymous(a, r, (rRelations ??= relations(r.lemma)), rels.each[index])) match = 'synonym';
      else if (meansWord(a, r, rRelations) || sameForm(a, r)) match = 'synonym';
      else if (
        kindOf(a, r) ||
        wayOf(a, r) ||
        samePhrasalSense(a, r) ||
        sameChange(a, r, rels.states[index], meant) ||
        compoundAt(answer, index, parts)
      ) {
        match = 'synonym';
      }
      if (match === 'none' && showing && standsFor(a, r, w, answer, context)) match = 'synonym';
      if (match === 'none') continue;
      found.push({
        match,
        index,
        word,
        own: words.own[word]! || (r.amount !== 0 && a.amount !== 0),
        agrees: a.negated === w.negated,
        turned: otherAmount(r, a),
        clause: a.clause,
        opposed: false,
        source: a.source,
      });
    }
  });
  return found.sort((x, y) => x.index - y.index);
}

/**
 * Whether a wording's verb of an operation is named in the answer by the operation's sign or another of its words:
 * "length times width" and "length x width" say "multiply the length by the width".
 */
const sameOperation = (a: Token, r: Token) =>
  r.pos === 'VERB' && operationOf(r) !== null && operationOf(a) === operationOf(r);

/**
 * Whether an answer's word is a thing the question names (as written, or a pronoun read so): it shows a wording's word
 * as written, or as standsFor reads it, not by a sense the two share. "It" and "the heart" to "What does the heart
 * do?" name the heart, not the "pump" of WordNet's sense of "heart" that a key point's "pumps blood" would find.
 */
const namedByQuestion = (a: Token, context: PointContext | undefined) =>
  NOUNS.has(a.pos) && (context?.questionStems.has(a.stem) ?? false);

/**
 * Whether an answer's word for the thing the question asks about (as written, or a pronoun read so, not after a
 * preposition) is a wording's word by another of its names (askedNames), or by the kind of thing a definition names it
 * by (PointContext.kind), where the answer does not name that: "It melts." shows "the ice melts" to "What happens to
 * an ice cube in the sun?", "The sun heats it." "the sun heats the water" to "What happens to a puddle on a sunny
 * day?" whose key says "the water evaporates", and "It describes a noun." "a word that describes a noun" to "What is
 * an adjective?".
 */
function standsFor(a: Token, r: Token, w: Wording, answer: Token[], context: PointContext | undefined): boolean {
  const asked = context?.asked;
  const named = asked?.names.has(r.lemma) || r.stem === context?.kind;
  if (!asked || !named || a.lemma !== asked.lemma || a.placed || !NOUNS.has(a.pos)) return false;
  // a wording that names the thing itself ("the rabbit population") has its own word for it
  return !w.tokens.some((t) => t.lemma === asked.lemma) && !answer.some((t) => sameWord(t, r, null));
}

/**
 * How many of a wording's words an answer must show: all of two, but the name alone of a name of two whose other
 * word is given ("Pacific" shows "the Pacific Ocean" to "What is the largest ocean?"), else three in five; and half of
 * those not given (`own`, see PointContext), or as many as it must show if fewer: "force equals" repeats the
 * question's "laws" to show "third law: equal and opposite forces on two objects" no more, and "an equal and opposite
 * reaction" still shows "third law: every action has an equal and opposite reaction" for a question that names action
 * and reaction.
 * A wording of a point about one of the things a question sets against each other whose words are all the
 * question's or said by the others' points too (`ordered`) is told from theirs by its order alone: all of those
 * words in its order ("evaporation: liquid to gas", not "a gas turns into a liquid"). Where verbs' forms tell the
 * point from theirs (PointContext.forms), those verbs are its own, though their points say them too, and one of
 * them must be among the words shown (`verbs`): "the prey is an animal" does not show "prey is the animal that is
 * eaten", and "a predator hunts other animals" shows "a predator hunts and eats other animals". A word said to be
 * more or less of (Token.amount) is the point's own where the answer says an amount of it too: "more mass means more
 * inertia" is told from "mass affects inertia" by its amounts.
 */
type Needed = {
  need: number;
  needOwn: number;
  count: number;
  own: boolean[];
  stems: string[];
  ordered: boolean;
  verbs: number[];
};
function wordsOf(w: Wording, context: PointContext | undefined): Needed {
  const count = w.tokens.length;
  const ruled = w.tokens.map((t) => context?.forms.has(t.lemma) ?? false);
  const verbs = ruled.flatMap((r, word) => (r ? [word] : []));
  const own = w.tokens.map((t, word) => ruled[word]! || !context?.given.has(t.stem));
  // a name of two words whose other word the question gives ("the Pacific Ocean" to "What is the largest ocean?"), or
  // a thing of two words, one of them its kind (PointContext.kind: "a shape with four sides")
  const named =
    count === 2 &&
    own.filter(Boolean).length === 1 &&
    w.tokens.some((t, i) => (own[i] && t.pos === 'PROPN') || (!own[i] && t.stem === context?.kind));
  const need = named ? 1 : count === 2 || (context?.whole && count === 3) ? count : Math.ceil(count * 0.6);
  const says = own.map((o, word) => o || w.tokens[word]!.amount !== 0);
  const stems = w.tokens.map((t) => t.stem);
  const shared = w.tokens.map((t) => !context?.questionStems.has(t.stem));
  const told = shared.filter(Boolean).length;
  if (!own.some(Boolean) && told > 0) {
    return { need: Math.max(need, told), needOwn: told, count, own: shared, stems, ordered: true, verbs };
  }
  return {
    need,
    needOwn: Math.min(need, Math.ceil(says.filter(Boolean).length / 2)),
    count,
    own,
    stems,
    ordered: false,
    verbs,
  };
}

/**
 * Whether the answer says a key point's wording of several words with one of them turned to its opposite, the
 * other words standing with it as they would to show the wording ("the water cools" against "the water warms");
 * an opposed word elsewhere in the answer says nothing of this point.
 */
function wordingOpposed(answer: Token[], rels: AnswerRelations, w: Wording, c: Concept): boolean {
  const at = w.tokens.map((t) => opposedAt(answer, rels, t, c.context));
  if (at.every((indexes) => !indexes.length)) return false;
  const words = wordsOf(w, c.context);
  const opposed = at.flatMap((indexes, word) =>
    indexes.map((index): Found => ({
      match: 'none',
      index,
      word,
      own: words.own[word]!,
      agrees: true,
      turned: false,
      clause: answer[index]!.clause,
      opposed: true,
      source: answer[index]!.source,
    })),
  );
  const all = [...foundOf(answer, rels, w, words, c.context, false), ...opposed].sort((x, y) => x.index - y.index);
  return closest(answer, all, words, (hits) => hits.some((h) => h.opposed)) !== null;
}

/**
 * The answer's words of the same polarity as `t` that are its opposites (WordNet antonyms, or a change of opposite
 * sense: oppositeChange), but for words the question or key of a key point say themselves.
 */
function opposedAt(answer: Token[], rels: AnswerRelations, t: Token, context: PointContext | undefined): number[] {
  const tRelations = relations(t.lemma);
  if (!mayOppose(t, tRelations, rels)) return [];
  const out: number[] = [];
  answer.forEach((a, i) => {
    if (a.lemma === t.lemma || a.negated !== t.negated || context?.said.has(a.lemma)) return;
    if (antonymous(a, t, tRelations, rels.each[i]!) || oppositeChange(a, t)) out.push(i);
  });
  return out;
}

/** An answer word for a word of a wording (`word`, its place there); `turned`: it says the amount the other way. */
type Found = Hit & {
  word: number;
  own: boolean;
  agrees: boolean;
  turned: boolean;
  opposed: boolean;
  source: boolean;
  clause: number;
};
type Window = { hits: Found[]; agrees: boolean; turned: boolean; span: number };

/**
 * The answer's words that show the most of a wording's words (at least `need`, `needOwn` of them its own), standing
 * within WORDING_GAP of one another; of those, words of the wording's own polarity first ("cannot cancel. Forces only
 * cancel"), then the closest together; but first those that say its amounts as it does. `accept`: which sets of
 * words may be taken. A word the key-point reading adds stands among them only where it is taken (see addedByReading).
 */
function closest(answer: Token[], found: Found[], words: Needed, accept?: (hits: Found[]) => boolean): Window | null {
  let best: Window | null = null;
  const turnable = found.some((f) => f.turned);
  const before = wordsBefore.of(answer);
  const readAdded = before[answer.length] !== answer.length;
  for (let start = 0; start < found.length; start++) {
    const chosen = new Map<number, Found>();
    for (let end = start; end < found.length; end++) {
      const written = before[found[end]!.index + 1]! - before[found[start]!.index]!;
      if (written > words.count + WORDING_GAP) break;
      const f = found[end]!;
      const had = chosen.get(f.word);
      const takes = !had || rank(f) > rank(had) || (rank(f) === rank(had) && after(chosen, f, words, had));
      if (takes && !takenBy(chosen, f, words)) chosen.set(f.word, f);
      const span = readAdded ? written + addedOf(chosen, answer) : written;
      if (chosen.size < words.need || span > chosen.size + WORDING_GAP || ownOf(chosen) < words.needOwn) continue;
      if (wordsTaken(chosen) < words.need) continue;
      const hits = [...chosen.values()];
      if (words.verbs.length && !words.verbs.some((word) => chosen.has(word))) continue;
      if ((words.ordered && !inOrder(hits)) || (accept && !accept(hits))) continue;
      const turned = turnable && turnedIn(hits, found);
      const window: Window = { hits, agrees: hits.every((h) => h.agrees), turned, span };
      if (!best || better(window, best)) best = window;
    }
  }
  return best;
}

/**
 * Whether an answer's word for a word the wording says twice stands after the one taken for its first, where the one
 * it would replace does not ("water turns into water vapour": the second "water" is the one after "turns").
 */
function after(chosen: Map<number, Found>, f: Found, words: Needed, had: Found): boolean {
  const first = words.stems.indexOf(words.stems[f.word]!);
  const taken = first < f.word ? chosen.get(first) : undefined;
  return taken !== undefined && f.index > taken.index && had.index <= taken.index;
}

/**
 * How many of the answer's words are taken: one word for a word the wording says twice shows it once ("An animal that
 * eats plants." shows two words of "an animal that hunts and eats other animals", not three).
 */
function wordsTaken(chosen: Map<number, Found>): number {
  return new Set([...chosen.values()].map((f) => f.index)).size;
}

/**
 * Whether the answer's word is taken for another word of the wording: one shows one ("effect" not also "result"),
 * but a word the wording says twice ("moving objects keep moving").
 */
function takenBy(chosen: Map<number, Found>, f: Found, words: Needed): boolean {
  for (const c of chosen.values()) {
    if (c.index === f.index && words.stems[c.word] !== words.stems[f.word]) return true;
  }
  return false;
}

/**
 * Whether the answer's words stand in the order of the wording's words they show, what a change starts from read
 * first (Token.source): "the gas comes from liquid water" says "liquid to gas", "liquid forms from the gas" does not.
 */
function inOrder(hits: Found[]): boolean {
  const read = [...hits].sort((a, b) => Number(b.source) - Number(a.source) || a.index - b.index);
  return read.every((h, i) => i === 0 || read[i - 1]!.word < h.word);
}

/**
 * How many of an answer's words stand before each of its places, and at its end: a word the reading adds is no word
 * of its own there (see addedByReading), so "its antecedent" stands as close to "agree" as "antecedent" did; it counts where
 * it is taken to show a word (addedOf).
 */
const wordsBefore = new Derived((answer: Token[]): number[] => {
  const out = [0];
  answer.forEach((t, i) => out.push(out[i]! + (addedByReading(t) ? 0 : 1)));
  return out;
});

function addedOf(chosen: Map<number, Found>, answer: Token[]): number {
  let n = 0;
  for (const f of chosen.values()) if (addedByReading(answer[f.index]!)) n++;
  return n;
}

function ownOf(chosen: Map<number, Found>): number {
  let n = 0;
  for (const f of chosen.values()) if (f.own) n++;
  return n;
}

/** Of two answer words for one word of a wording: the word itself before its opposite, of its polarity, as written. */
const rank = (f: Found) => (f.opposed ? -1 : (f.agrees ? 2 : 0) + (f.match === 'exact' ? 1 : 0));

function better(a: Window, b: Window): boolean {
  if (a.turned !== b.turned) return b.turned;
  if (a.hits.length !== b.hits.length) return a.hits.length > b.hits.length;
  if (a.agrees !== b.agrees) return a.agrees;
  return a.span < b.span;
}

/**
 * Whether the answer shows a concept (any wording, most of its words), and whether it contradicts it. A key point
 * worded as one word denied ("no water", "nothing to eat") is shown by the word denied, and contradicted by no
 * mention of it: "hardly any water", "new water to live in" say no such thing as "there is water".
 */
export function matchConcept(analysed: Analysed, c: Concept): ConceptMatch {
  const answer = analysed.content;
  let best: ConceptMatch = { match: 'none', conflict: null, answerIndexes: [] };
  let antonym = false;
  const rels = answerRelations.of(answer);
  for (const w of c.wordings) {
    const agrees = agreesOnNumbers(analysed, w);
    const shownHit = agrees ? wordingHits(analysed, rels, w, c) : null;
    // words for it that say the things' likeness the other way contradict it (see likenessIn)
    const opposedHit = agrees && !shownHit && w.likeness ? wordingHits(analysed, rels, w, c, 'opposed') : null;
    const hit = shownHit ?? opposedHit;
    const found = hit && saysBesideWords(analysed, hit.hits, w) ? hit : null;
    const comparison = c.point !== null && w.comparison ? comparedIn(analysed.tokens, w.comparison) : null;
    const compared = comparison?.compared ?? null;
    const said = c.point === null || (saysQuantity(answer, found?.hits ?? [], w) && compared !== 'not');
    const shown = found && said ? found : comparedThings(answer, comparison?.by ?? null);
    const hits = shown?.hits ?? null;
    // a denial in the wording counts where the answer's words stand for words it denies: "divides another number
    // exactly" takes no word of "no remainder" in "divides into another number with no remainder", nor "zero groups"
    // the "nothing" of "zero groups of anything is nothing"
    const taken = hits?.every((h) => h.word !== undefined) ? hits.map((h) => w.tokens[h.word!]!) : w.tokens;
    const refNeg = taken.some((t) => t.negated);
    const idx = hits?.map((m) => m.index) ?? [];
    // a comparison made alike decides it: "ice is lighter than water" turns no word of "ice is less dense than water"
    const against =
      compared === 'reversed' ||
      opposedHit !== null ||
      (compared !== 'alike' &&
        (oppositeInPlace(answer, rels, hits ?? [], w, c) ||
          quantityDenied(answer, idx, w, refNeg) ||
          shown?.turned ||
          changedOtherWay(answer, idx, c) ||
          fromTheOtherEnd(answer, idx, w)));
    const conflict = against ? 'negation' : null;
    const mentionOfDenied = conflict !== null && refNeg && c.point !== null && w.tokens.length === 1;
    if (hits && !mentionOfDenied) {
      const match: Match = hits.every((m) => m.match === 'exact') ? 'exact' : 'synonym';
      if (
        best.match === 'none' ||
        (best.conflict && !conflict) ||
        (best.match === 'synonym' && match === 'exact' && !conflict)
      ) {
        best = { match, conflict, answerIndexes: idx };
      }
    }
    // once an opposed word is found, the other wordings cannot change that
    if (!antonym && compared !== 'alike') antonym = opposes(analysed, rels, w, c);
  }
  if (best.match === 'none' && antonym) return { match: 'none', conflict: 'antonym', answerIndexes: [] };
  return best;
}

/**
 * Whether the answer's words for a wording leave out one of its words and say its opposite among them instead:
 * "Letters added to the end of a word." says "letters added to the beginning of a word" with "beginning" turned.
 */
function oppositeInPlace(answer: Token[], rels: AnswerRelations, hits: Hit[], w: Wording, c: Concept): boolean {
  if (hits.length < 2) return false;
  const indexes = hits.map((h) => h.index);
  const [first, last] = [Math.min(...indexes), Math.max(...indexes)];
  const clauses = new Set(indexes.map((i) => answer[i]!.clause));
  const shown = new Set(hits.map((h) => h.word));
  return w.tokens.some(
    (t, word) =>
      !shown.has(word) &&
      opposedAt(answer, rels, t, c.context).some((i) => i > first && i < last && clauses.has(answer[i]!.clause)),
  );
}

/**
 * Whether the answer's words for a wording (`hits`) say what it says beside its words: a thing done to itself
 * (itselfIn), the order two things are done in (inSequence), and, where they leave out some of its words, the numbers
 * it counts by ("its digits add up to an even number" does not show "its digits add up to a multiple of 3"; an ordinal
 * names a thing, which its other words may show: "for every action an equal and opposite reaction" shows "third law:
 * every action has an equal and opposite reaction").
 */
function saysBesideWords(analysed: Analysed, hits: Hit[], w: Wording): boolean {
  const { tokens, content } = analysed;
  if (w.itself && !itselfIn(tokens, hits, content)) return false;
  if (!inSequence(tokens, content, hits, w)) return false;
  const counts = w.numbers.filter((n) => !isOrdinal(n));
  if (counts.length && countsAll(analysed, hits, counts)) return false;
  return hits.length === w.tokens.length || counts.every((n) => namesNumber(analysed, n, w.bounds.get(n)));
}

/** The clauses of the answer's words at `hits`, where what a wording says beside its words is looked for. */
const clausesOf = (answer: Token[], hits: Hit[]): ReadonlySet<number> =>
  new Set(hits.map((h) => answer[h.index]!.clause));

/** Words that count every one of a thing ("on all sides"). */
const EVERY = new Set(['all', 'every']);

/**
 * Whether the answer's words for a wording that counts its things (`counts`) count every one of them instead, in
 * their clauses, naming none of its numbers: "Land surrounded by water on all sides." does not show "land surrounded
 * by water on three sides".
 */
function countsAll(analysed: Analysed, hits: Hit[], counts: string[]): boolean {
  const clauses = clausesOf(analysed.content, hits);
  return (
    analysed.tokens.some((t) => clauses.has(t.clause) && EVERY.has(t.normal)) &&
    !counts.some((n) => analysed.numbers.includes(n))
  );
}

/**
 * Whether things are the same or differ, one is so more or less than others, goes toward another or away, or is or
 * goes above or below, up or down.
 */
type Likeness = 'same' | 'different' | 'more' | 'less' | 'toward' | 'away' | 'above' | 'below' | 'up' | 'down';
/** What an answer's words for a wording say of a thing it says beside its words: it, nothing, or its opposite. */
type Said = 'shown' | 'missing' | 'opposed';
/**
 * Words that say things are the same, that they differ ("a word with a similar meaning", "the opposite"), that one
 * is so more or less than others ("scatters blue light more than other colours"), that it goes toward another or
 * away from it ("they grow toward the light"), and where it is or goes ("the crust is above the mantle").
 */
const LIKENESS: ReadonlyMap<string, Likeness> = new Map([
  ...['same', 'similar', 'alike', 'identical'].map((w): [string, Likeness] => [w, 'same']),
  ...['opposite', 'different', 'differ'].map((w): [string, Likeness] => [w, 'different']),
  ...['more', 'most'].map((w): [string, Likeness] => [w, 'more']),
  ...['less', 'least'].map((w): [string, Likeness] => [w, 'less']),
  ...['toward', 'towards'].map((w): [string, Likeness] => [w, 'toward']),
  ['away', 'away'],
  ['above', 'above'],
  ['below', 'below'],
  ['up', 'up'],
  ['down', 'down'],
]);
const OTHER_LIKENESS: Record<Likeness, Likeness> = {
  same: 'different',
  different: 'same',
  more: 'less',
  less: 'more',
  toward: 'away',
  away: 'toward',
  above: 'below',
  below: 'above',
  up: 'down',
  down: 'up',
};

/** Verbs after which "the same" says a thing stays as it was ("the mass stays the same"), not that two are alike. */
const KEPT = new Set(['stay', 'remain', 'keep', 'be']);

/** Whether the word at i is the "same" of a thing staying as it was (see KEPT): not "the same as another word". */
function keptSame(tokens: Token[], i: number): boolean {
  if (tokens[i]!.normal !== 'same' || tokens[i + 1]?.normal === 'as') return false;
  let at = i - 1;
  while (at >= 0 && (tokens[at]!.pos === 'DET' || tokens[at]!.pos === 'ADV')) at--;
  return at >= 0 && KEPT.has(tokens[at]!.lemma);
}

/**
 * What the words say of things' likeness: a word for it, or its denial ("not the same" says they differ), but for a
 * thing staying the same (keptSame) and an amount (amountOf).
 */
function likenessesSaid(tokens: Token[]): Set<Likeness> {
  const said = new Set<Likeness>();
  tokens.forEach((t, i) => {
    const likeness = LIKENESS.get(t.normal) ?? LIKENESS.get(t.lemma);
    if (!likeness || keptSame(tokens, i) || amountOf(likeness, tokens[i + 1])) return;
    said.add(t.negated ? OTHER_LIKENESS[likeness] : likeness);
  });
  return said;
}

/**
 * Whether the "more" or "less" at i says how much there is of the thing it names, or how much so a quality is ("more
 * force", "less dense"), which amounts and comparisons read (see amountsHeld, comparedIn), not how much more one
 * thing is so than others.
 */
const amountOf = (likeness: Likeness, next: Token | undefined) =>
  (likeness === 'more' || likeness === 'less') && next !== undefined && (NAMING.has(next.pos) || next.pos === 'ADV');

/** What a wording says of things' likeness, where it says one thing of it, not two ("equal and opposite"). */
function likenessOf(tokens: Token[]): Likeness | null {
  const said = likenessesSaid(tokens);
  return said.size === 1 ? said.values().next().value! : null;
}

/**
 * What the answer says of things' likeness in the clauses of its words for a wording (`hits`): a wording that says
 * things are the same is shown only where they say so ("same" is no word the answer is asked for as others are); any
 * is contradicted where they say the other and not its own ("A word that means the opposite." of "a word that means
 * the same as another word", "They grow away from the light." of "they grow toward the light").
 */
function likenessIn(analysed: Analysed, hits: Hit[], w: Wording): Said {
  if (!w.likeness) return 'shown';
  const clauses = clausesOf(analysed.content, hits);
  const said = likenessesSaid(analysed.tokens.filter((t) => clauses.has(t.clause)));
  if (said.has(w.likeness)) return 'shown';
  if (said.has(OTHER_LIKENESS[w.likeness])) return 'opposed';
  return w.likeness === 'same' ? 'missing' : 'shown';
}

/** Words that join one thing to another in a list ("plants and meat", "plants, meat"). */
const LISTING = new Set(['and', ',']);

/**
 * Whether the answer's words for a wording that says "only" of what it names (Wording.only) list another thing with
 * its last word: "An animal that eats plants and meat." does not show "an animal that eats only plants"; "It eats
 * plants and not meat." does.
 */
function namesBeside(analysed: Analysed, hits: Hit[], w: Wording): boolean {
  if (!w.only) return false;
  const { tokens, content } = analysed;
  const last = content[Math.max(...hits.map((h) => h.index))]!;
  let at = tokens.indexOf(last) + 1;
  if (!LISTING.has(tokens[at]?.normal ?? '')) return false;
  while (tokens[at] && (LISTING.has(tokens[at]!.normal) || tokens[at]!.pos === 'DET' || tokens[at]!.pos === 'ADJ'))
    at++;
  const next = tokens[at];
  return next !== undefined && NOUNS.has(next.pos) && !next.negated && next.sentence === last.sentence;
}

/** Words that say what a wording tells of a thing: where it is, when, why, how, who. */
const QUESTION_WORDS = new Set(['where', 'when', 'why', 'how', 'who']);

/**
 * Whether the answer's words for a wording that tells one thing of a thing (Wording.telling) tell another in their
 * clauses, and not this one: "Where it happens." does not show "when the story happens".
 */
function tellsOther(analysed: Analysed, hits: Hit[], w: Wording): boolean {
  if (!w.telling) return false;
  const clauses = clausesOf(analysed.content, hits);
  const told = analysed.tokens.filter((t) => clauses.has(t.clause) && QUESTION_WORDS.has(t.normal));
  return told.length > 0 && !told.some((t) => t.normal === w.telling);
}

/** The words of time that order two things done: the one before it first ("multiply before you add"), or last. */
const BEFORE = new Set(['before', 'then']);
const AFTER = new Set(['after']);

/** A wording's two verbs in the order it says they are done (Wording.sequence), or null. */
function sequenceOf(tokens: Token[], content: Token[]): [number, number] | null {
  const verbs = content.flatMap((t, i) => (t.pos === 'VERB' ? [i] : []));
  if (verbs.length !== 2) return null;
  const [first, second] = verbs as [number, number];
  const between = tokens.slice(tokens.indexOf(content[first]!) + 1, tokens.indexOf(content[second]!));
  if (between.some((t) => BEFORE.has(t.normal))) return [first, second];
  return between.some((t) => AFTER.has(t.normal)) ? [second, first] : null;
}

/**
 * Whether the answer's words for a wording's two verbs say they are done in its order (Wording.sequence): in the
 * order they are written, but where "after" stands between them ("add after you multiply" multiplies first). "Add
 * first, then multiply." does not show "multiply before you add".
 */
function inSequence(tokens: Token[], answer: Token[], hits: Hit[], w: Wording): boolean {
  if (!w.sequence) return true;
  const [first, second] = w.sequence.map((word) => hits.find((h) => h.word === word));
  if (!first || !second) return true;
  const [a, b] = [first, second].map((h) => tokens.indexOf(answer[h.index]!));
  const between = tokens.slice(Math.min(a!, b!) + 1, Math.max(a!, b!));
  const turned = between.some((t) => AFTER.has(t.normal));
  return a! < b! !== turned;
}

/** Whether the answer names a thing by a word for itself, or as the same, in the clauses of its words at `hits`. */
function itselfIn(tokens: Token[], hits: Hit[], answer: Token[]): boolean {
  const clauses = clausesOf(answer, hits);
  return tokens.some((t) => clauses.has(t.clause) && (REFLEXIVE.test(t.normal) || t.normal === 'same'));
}

/**
 * The answer's words for the two things its comparison of a key point's compares (comparedIn), where its words show
 * no wording: "ice is lighter than water" shows "ice is less dense than water" by its comparison alone, and "ice is
 * heavier than water" contradicts it.
 */
function comparedThings(answer: Token[], by: Comparison | null): Shown | null {
  if (!by) return null;
  const hits = [by.left, by.right].map((t) => answer.indexOf(t)).filter((index) => index >= 0);
  return hits.length === 2 ? { hits: hits.map((index) => ({ match: 'synonym', index })), turned: false } : null;
}

/**
 * Whether an answer's word says there is little or none of its thing, or plenty ("more food"): by how much it says
 * there is (Token.quantity, which takes its denial in: "not much food", "food is not scarce"), else by its denial.
 */
const little = (t: Token) => t.quantity === -1 || (t.quantity === 0 && (t.negated || t.amount === -1));
const plenty = (t: Token) => t.quantity === 1 || (t.quantity === 0 && !t.negated && t.amount === 1);

/**
 * Whether the answer's words for a key point's wording that says how much there is of a thing ("few predators",
 * "little food") say how much too: "there were predators" does not show "few predators". A model answer's "many tiny
 * bubbles" is shown by "bubbles".
 */
function saysQuantity(answer: Token[], hits: { index: number }[], w: Wording): boolean {
  if (!w.tokens.some((t) => t.quantity !== 0)) return true;
  return hits.some(({ index }) => little(answer[index]!) || plenty(answer[index]!));
}

/**
 * Whether the answer's words for a wording deny what it says, or say the other amount of it: "there is food" against
 * "no food", "lots of food" against "little food". Little and none agree: "not much food", "no food" and "hardly any
 * food" say what "little food" says, and "little food" and "a lack of food" what "no food" and "not enough food" say.
 * Where the wording says how much there is of a thing, the answer's word for that thing decides, not a denial of its
 * other words: "It is not hard to find food in winter." says there is plenty.
 */
function quantityDenied(answer: Token[], indexes: number[], w: Wording, refNeg: boolean): boolean {
  const things = new Set(w.tokens.filter((t) => t.quantity !== 0).map((t) => t.lemma));
  const words = indexes.map((i) => answer[i]!);
  const taken = words.some((t) => things.has(t.lemma)) ? words.filter((t) => things.has(t.lemma)) : words;
  const refLittle = refNeg || w.tokens.some((t) => t.quantity === -1 || t.amount === -1);
  const refPlenty = !refNeg && w.tokens.some((t) => t.quantity === 1);
  if (refLittle && taken.some(little)) return false;
  const negated = taken.some((t) => t.negated);
  return negated !== refNeg || (refLittle && taken.some(plenty)) || (refPlenty && taken.some(little));
}

/**
 * Whether the answer's words for a wording take a verb of change, read as "become", that the key sets against the
 * change it names: "condenses into vapour" against "evaporates / turns into water vapour", "freezes into water"
 * against "It melts into liquid water". A key that uses the verb itself does not ("Tell melting from freezing").
 */
function changedOtherWay(answer: Token[], indexes: number[], c: Concept): boolean {
  const said = c.context?.said;
  if (!said) return false;
  return indexes.some((i) => {
    const a = answer[i]!;
    return becomingVerb(a) && !said.has(a.lemma) && [...relations(a.lemma).antonyms].some((x) => said.has(x));
  });
}

/**
 * Whether the answer says a change the other way round, in the clauses of its words for a wording (`indexes`): it
 * starts from (Token.source) a thing the wording names after what it starts from, and not there ("air moves from low
 * pressure to high pressure" of "air moves from high pressure to low pressure").
 */
function fromTheOtherEnd(answer: Token[], indexes: number[], w: Wording): boolean {
  const start = w.tokens.findIndex((t) => t.source);
  if (start < 0) return false;
  const from = new Set(w.tokens.flatMap((t) => (t.source ? [t.stem] : [])));
  const elsewhere = new Set(w.tokens.slice(start).flatMap((t) => (from.has(t.stem) ? [] : [t.stem])));
  return startsIn(answer, indexes).some((i) => elsewhere.has(answer[i]!.stem));
}

/**
 * The places of the answer's words that name what a change starts from (Token.source), in the clauses of its words at
 * `indexes` (fromTheOtherEnd, fromElsewhere).
 */
function startsIn(answer: Token[], indexes: number[]): number[] {
  const clauses = new Set(indexes.map((i) => answer[i]!.clause));
  return answer.flatMap((a, i) => (a.source && clauses.has(a.clause) ? [i] : []));
}

/**
 * Whether the answer says the amounts a wording names the other way round (Token.amount): one of them, or three,
 * turned ("more mass means less inertia" against "more mass means more inertia"); both turned say the same ("less
 * mass means less inertia"). Read over the clauses of the words taken (`hits`), where the wording's words say it:
 * "more mass means" is no part of "more mass means less inertia" that shows "more mass means more inertia".
 */
function turnedIn(hits: Found[], found: Found[]): boolean {
  const clauses = new Set(hits.map((h) => h.clause));
  return new Set(found.filter((f) => f.turned && clauses.has(f.clause)).map((f) => f.word)).size % 2 === 1;
}

/** Whether an answer's word says the other amount of what a wording's word says there is more or less of. */
const otherAmount = (r: Token, a: Token) => r.amount !== 0 && a.amount !== 0 && r.amount !== a.amount;

/**
 * Whether the answer names no other number where a wording names one (numbersIn): each of its numbers is named (see
 * namesNumber), or no number of its kind (ordinal or not) is. "A term is two years" does not show "a term is four
 * years", nor "the 14th Amendment" "the 25th Amendment", nor "less than 90 degrees" "more than 90 degrees"; "for every
 * action an equal and opposite reaction" is read by its words against "third law: every action has an equal and
 * opposite reaction".
 */
export function agreesOnNumbers(answer: Analysed, w: NumbersOf): boolean {
  return w.numbers.every(
    (n) => namesNumber(answer, n, w.bounds.get(n)) || !answer.numbers.some((m) => isOrdinal(m) === isOrdinal(n)),
  );
}

/** The numbers a text or a wording names, and their bounds. */
type NumbersOf = Pick<Analysed, 'numbers' | 'bounds'>;

/**
 * Whether the answer says a number as a wording does, with its bound (saysNumber): "under 90 degrees" shows "less than
 * 90 degrees", "90 degrees" does not; where `others` may, another number that says it does ("three factors" shows
 * "more than two factors"). Where the answer names the number itself, what it says of it decides ("40, because 7 is
 * less than 5" does not show "7 is 5 or more").
 */
export function namesNumber(answer: Analysed, n: string, bound: Bound | undefined, others = true): boolean {
  const named = answer.numbers.includes(n) ? [n] : others ? answer.numbers : [];
  return named.some((m) => saysNumber(answer.bounds.get(m), m, bound, n));
}

/**
 * Whether the answer opposes a wording: a model answer's word by its opposite anywhere in the answer (one signal among
 * many, which the weights learned); a key point only where the answer says the opposite of it: a wording of several
 * words with one turned to its opposite (wordingOpposed), a wording of one word by its opposite in a sentence that
 * names the question's subject ("gravity pushes" against "a pull" for "What is gravity?"), but for one that only
 * says which things it names (namesKind). An opposite word elsewhere is no such claim: "a new sentence starts" is
 * none against "it tells the reader to stop".
 */
function opposes(analysed: Analysed, rels: AnswerRelations, w: Wording, c: Concept): boolean {
  const answer = analysed.content;
  if (c.point === null) return w.tokens.some((t) => opposedAt(answer, rels, t, c.context).length > 0);
  if (w.tokens.length > 1) return wordingOpposed(answer, rels, w, c);
  const opposed = opposedAt(answer, rels, w.tokens[0]!, c.context).filter((i) => !namesKind(analysed, answer[i]!));
  if (!opposed.length) return false;
  // the question's words in the sentence; a pronoun read as one, only in the clause, not after a preposition there
  // ("It comes at the end, and a new sentence starts after it" says nothing starts of "it")
  const subject = answer.filter((a) => c.context?.questionStems.has(a.stem));
  const saidOf = (s: Token, o: Token) =>
    s !== o && (s.pronoun ? s.clause === o.clause && !s.placed : s.sentence === o.sentence);
  return opposed.some((i) => subject.some((s) => saidOf(s, answer[i]!)));
}

/**
 * Whether an answer's word only says which things it names, standing before them ("the living things", "dead
 * leaves"): it claims nothing of them, as "they are living" does.
 */
function namesKind(analysed: Analysed, word: Token): boolean {
  const next = analysed.tokens[analysed.tokens.indexOf(word) + 1];
  return next !== undefined && NOUNS.has(next.pos) && next.sentence === word.sentence;
}
