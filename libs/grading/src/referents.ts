import type { AnswerKey } from '@checkin/domain';
import { optionsOf } from './choice.js';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import {
  analyse,
  NOUNS,
  several,
  type Analysed,
  type Token,
  withAmountsChanged,
  withMisreadVerbs,
  withPhrasalVerbs,
  withOtherSide,
} from './text.js';
import { isWordAs, kindsOf, verbDefinitions } from './wordnet.js';

/** Pronouns that stand for one thing, and for several. */
const ONE = new Set(['it', 'its', 'itself', 'he', 'him', 'his', 'himself', 'she', 'her', 'herself']);
const SEVERAL = new Set(['they', 'them', 'their', 'themselves']);
const isPronoun = (word: string) => ONE.has(word) || SEVERAL.has(word);
/** Parts of speech after which a pronoun names what is done to something, or where it is ("eat them", "of it"). */
const OBJECT_AFTER = new Set(['VERB', 'ADP']);
/** Pronouns that name what is done to something wherever they stand. */
const OBJECTS = new Set(['them', 'him']);
/** Pronouns that say whose a thing is, which may be the subject of their own clause ("the dog wagged its tail"). */
const OWNERS = new Set(['its', 'their', 'his']);
/** Pronouns that name what is done where they follow a noun, which is then a verb the tagger misread ("return it"). */
const OBJECTS_AFTER_NOUN = new Set(['it', 'them', 'him', 'her']);
/** How many sentences back a pronoun's thing is looked for. */
const SENTENCES_BACK = 1;

/**
 * Whether a noun may be what a pronoun stands for, by number: "it" a thing, "they" things; either, a noun written
 * alike for one and several, which the dictionary has as written ("an invasive species ... it spreads").
 */
const agrees = (pronoun: Token, noun: Token) =>
  SEVERAL.has(pronoun.normal) === several(noun) || (noun.normal !== noun.lemma && isWordAs('noun', noun.normal));

/**
 * The nouns of the answer a pronoun may stand for, in the order they are taken: those of its own clause before it,
 * then those of each clause before, back to the sentence before its own, each clause's in its order. Where the
 * pronoun names what is done ("the animals eat it", where "it" is not the animals; not "the dog wagged its tail",
 * which says whose), not the subject of the verb before it (subjectOf), nor a word right before it the tagger read as
 * a noun ("decomposers return it"). A noun after a preposition ("in motion") names where, and is not taken.
 */
function answerNouns(before: Token[], pronoun: Token): Token[] {
  // the word just before the pronoun, in its clause
  const prior = before.at(-1)?.clause === pronoun.clause ? before.at(-1)! : null;
  const misread = prior !== null && NOUNS.has(prior.pos) && OBJECTS_AFTER_NOUN.has(pronoun.normal);
  const object =
    OBJECTS.has(pronoun.normal) ||
    misread ||
    (prior !== null && OBJECT_AFTER.has(prior.pos) && !OWNERS.has(pronoun.normal));
  const taken = (t: Token) => NOUNS.has(t.pos) && !t.placed && !t.stop && !(misread && t === prior);
  const subject = object ? subjectOf(before, pronoun, taken) : null;
  const byClause = new Map<number, Token[]>();
  for (let i = before.length - 1; i >= 0; i--) {
    const t = before[i]!;
    if (t.sentence < pronoun.sentence - SENTENCES_BACK) break;
    if (!taken(t) || t === subject) continue;
    const list = byClause.get(t.clause) ?? [];
    list.unshift(t);
    byClause.set(t.clause, list);
  }
  return [...byClause.values()].flat();
}

/**
 * The subject of the verb a pronoun that names what is done follows, in its clause: the last noun `taken` before
 * that verb ("the sun" of "the water evaporates because the sun heats it"), or before the pronoun where its clause
 * has no verb the tagger read so; null where there is none.
 */
function subjectOf(before: Token[], pronoun: Token, taken: (t: Token) => boolean): Token | null {
  let i = before.length - 1;
  while (i >= 0 && before[i]!.clause === pronoun.clause && before[i]!.pos !== 'VERB') i--;
  if (i < 0 || before[i]!.clause !== pronoun.clause) i = before.length;
  for (let j = i - 1; j >= 0 && before[j]!.clause === pronoun.clause; j--) if (taken(before[j]!)) return before[j]!;
  return null;
}

/**
 * The things the question names, in the order a pronoun of an answer that names none is taken to stand for one: the
 * thing it asks about (askedAbout), its nouns, those after a preposition last, then its other words that
 * WordNet has a noun of, as the tagger reads some of a question's nouns as verbs ("What happens when forces … are
 * balanced?"); not the options it offers (see optionsOf).
 */
const questionThings = new Derived((question: Analysed): Token[] => {
  const asked = askedAbout.of(question);
  // the options the question offers are what its thing is chosen among ("Are bats birds or mammals?"), not the thing
  const options = new Set(optionsOf(question).flat());
  const others = question.content.filter((t) => t !== asked.source && !options.has(t.stem));
  return [
    ...(asked.thing ? [asked.thing] : []),
    ...others.filter((t) => NOUNS.has(t.pos) && !t.placed),
    ...others.filter((t) => NOUNS.has(t.pos) && t.placed),
    ...others.filter((t) => !NOUNS.has(t.pos) && kindsOf(t.lemma).size > 0),
  ];
});

/** Words that may stand before the thing a question asks about ("to the hot water", "does a magnet", "to its shell"). */
const BEFORE_THING = new Set(['DET', 'ADJ', 'NUM']);
const QUESTION_WORDS = new Set(['what', 'why', 'how', 'when', 'where', 'which']);
/** Words after a question word, before the thing it asks about ("How does sound travel?", "Why is the sky blue?"). */
const AUXILIARIES = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'will', 'would']);

/**
 * The thing a question asks about, which an answer's "it" or "they" stands for before any other: what it asks happens
 * to ("water" of "What happens to water when you put it on a stove?", not the stove; "balloon" of "What happens to a
 * balloon when you blow air into it?", not the air), else what follows its question word and auxiliary ("sound" of
 * "How does sound travel?", "magnet" of "What does a magnet do to iron?"); the last word of a name of several ("cream"
 * of "ice cream"). It is read as a noun, which the tagger may not ("to water", "does sound travel" it reads as verbs);
 * `source` is the question's word, and `name` the lemmas of its whole name: the words of a name of several ("ice" and
 * "cream"), and what it holds or is made of, after "of" ("glass" and "water" of "a glass of water"). None where the
 * question names none so ("How do you know?").
 */
type Asked = { thing: Token | null; source: Token | null; name: ReadonlySet<string> };
const askedAbout = new Derived(({ tokens: question }: Analysed): Asked => {
  const happens = question.findIndex((t, i) => t.lemma === 'happen' && question[i + 1]?.normal === 'to');
  const asks = question.findIndex(
    (t, i) => QUESTION_WORDS.has(t.normal) && AUXILIARIES.has(question[i + 1]?.normal ?? ''),
  );
  const none = { thing: null, source: null, name: new Set<string>() };
  const start = happens >= 0 ? happens : asks;
  if (start < 0) return none;
  let j = start + 2;
  while (BEFORE_THING.has(question[j]?.pos ?? '') || OWNERS.has(question[j]?.normal ?? '')) j++;
  const first = j;
  const clause = question[j]?.clause;
  // a noun after it is the last word of its name ("ice cream"); but after an auxiliary the question's verb follows the
  // thing, which the tagger reads as a noun where it read the thing as a verb ("does sound travel")
  if (happens >= 0 || NOUNS.has(question[j]?.pos ?? '')) {
    while (NOUNS.has(question[j + 1]?.pos ?? '') && question[j + 1]!.clause === clause) j++;
  }
  const source = question[j];
  if (!source || source.stop || !(NOUNS.has(source.pos) || isWordAs('noun', source.lemma))) return none;
  const name = question.slice(first, j + 1).map((t) => t.lemma);
  if (question[j + 1]?.normal === 'of') {
    let k = j + 2;
    while (BEFORE_THING.has(question[k]?.pos ?? '')) k++;
    if (NOUNS.has(question[k]?.pos ?? '')) name.push(question[k]!.lemma);
  }
  return { thing: NOUNS.has(source.pos) ? source : { ...source, pos: 'NOUN' }, source, name: new Set(name) };
});

/**
 * Whether a question asks what a thing is, and no more: "What is a prime number?", "What are producers?", "What does
 * 'erosion' mean?", "Define erosion."; not "What is the difference between weather and climate?", nor "What is a food
 * chain? Give an example.".
 */
export function asksWhatItIs(question: Analysed): boolean {
  if (new Set(question.tokens.map((t) => t.sentence)).size !== 1) return false;
  const words = question.tokens.filter((t) => /[a-z0-9]/.test(t.normal));
  const [first, second] = words;
  if (first?.normal === 'define') return true;
  if (first?.normal !== 'what') return false;
  if (second?.lemma === 'do') return words.at(-1)?.lemma === 'mean';
  return second?.lemma === 'be' && words.length <= WHAT_IT_IS_WORDS;
}
/** The most words of "What is a …?" that ask only what a thing is ("what is a prime number"). */
const WHAT_IT_IS_WORDS = 6;

/**
 * The thing a question asks about (see askedAbout), by its lemma, and the lemmas of its whole name there ("ice" and
 * "cube" of "an ice cube", "glass" and "water" of "a glass of water"); null where it names none so.
 */
export type AskedThing = { lemma: string; name: ReadonlySet<string> };
export function askedThing(question: Analysed): AskedThing | null {
  const { thing, name } = askedAbout.of(question);
  return thing && { lemma: thing.lemma, name };
}

/**
 * The thing a pronoun stands for: the first of the answer's nouns before it (see answerNouns), else of the
 * question's things, of its number ("it", "they"); else the first of another; null where there is none.
 */
function referent(before: Token[], pronoun: Token, question: Analysed): Token | null {
  const all = [...answerNouns(before, pronoun), ...questionThings.of(question)];
  return all.find((t) => agrees(pronoun, t)) ?? all[0] ?? null;
}

/**
 * The pronouns a key's points name as words ("its shows possession", "examples: he / she / they"), read as written;
 * not one a point says something of, with its verb after it ("it produces a sound").
 */
const namedPronouns = new Derived(
  (key: AnswerKey): ReadonlySet<string> =>
    new Set(
      key.keyPoints
        .flatMap((line) => splitPoint(line).alternatives)
        .flatMap((wording) => {
          const { tokens } = analyse(wording);
          return tokens.filter((t, i) => isPronoun(t.normal) && !subjectOfVerb(tokens, i)).map((t) => t.normal);
        }),
    ),
);

/** Pronouns that name what a verb after them says something of ("it produces", "they eat"). */
const SUBJECTS = new Set(['it', 'he', 'she', 'they']);
const subjectOfVerb = (tokens: Token[], i: number) => SUBJECTS.has(tokens[i]!.normal) && tokens[i + 1]?.pos === 'VERB';

/** Words that join the words of a list ("he, she and they"). */
const LISTING = new Set(['and', 'or']);

/**
 * Whether the pronoun at `i` is named as a word, in a list of pronouns ("He, she and they are pronouns"), not said of
 * a thing: the word before it or after it, past "and" or "or", is another pronoun ("the sun heats it and it melts"
 * says "it" of things twice).
 */
function mentioned(tokens: Token[], i: number): boolean {
  const near = (step: number) => {
    let j = i + step;
    if (LISTING.has(tokens[j]?.normal ?? '')) j += step;
    const t = tokens[j];
    return (
      t !== undefined && t.sentence === tokens[i]!.sentence && isPronoun(t.normal) && t.normal !== tokens[i]!.normal
    );
  };
  return near(-1) || near(1);
}

/**
 * The answer as the rater reads it against a key's points: each pronoun read as the thing it stands for ("Balanced
 * forces are equal and opposite, so they cancel": "forces cancel"; "They eat grass" to "What do rabbits eat?":
 * "rabbits eat grass"), in its own place in the sentence, in the answer's words and among its content words
 * (Token.pronoun). The thing keeps its words; the place, its clause and its part in it are the pronoun's. A pronoun
 * the key's points name is a word the answer is asked for, and one in a list of pronouns is named as a word: both
 * are read as written.
 */
export function withReferents(answer: Analysed, question: Analysed, key: AnswerKey): Analysed {
  return readings.of(answer).of(question).of(namedPronouns.of(key));
}

const readings = new Derived(
  (answer: Analysed) =>
    new Derived(
      (question: Analysed) =>
        new Derived((named: ReadonlySet<string>): Analysed => {
          const { tokens } = answer;
          const readAs = (t: Token, i: number) => isPronoun(t.normal) && !named.has(t.normal) && !mentioned(tokens, i);
          if (!tokens.some(readAs)) return answer;
          const words = new Set(answer.content);
          const content: Token[] = [];
          // each pronoun is read over the words before it as read, so one may stand for what one before it did
          const read: Token[] = [];
          tokens.forEach((t, i) => {
            const thing = readAs(t, i) ? referent(read, t, question) : null;
            if (!thing) {
              if (words.has(t)) content.push(t);
              read.push(t);
              return;
            }
            const { normal, lemma, stem, pos } = thing;
            const standing: Token = { ...t, normal, lemma, stem, pos, stop: false, pronoun: true };
            content.push(standing);
            read.push(standing);
          });
          return { ...answer, tokens: read, content };
        }),
    ),
);

/** The verbs a key's points and misconceptions say, by their lemmas. */
const keyVerbs = new Derived(
  (key: AnswerKey): ReadonlySet<string> =>
    new Set(
      [...key.keyPoints, ...key.misconceptions]
        .flatMap((line) => splitPoint(line).alternatives)
        .flatMap((wording) =>
          analyse(wording)
            .content.filter((t) => t.pos === 'VERB')
            .map((t) => t.lemma),
        ),
    ),
);

/**
 * The answer with each verb the stop list holds that a key's point says among its words: the list holds some forms of
 * a verb and not others ("take" and "mean", not "takes" and "means"), so "Words that take the place of a noun" says
 * the "takes" of "a word that takes the place of a noun", and "Words that mean the same" the "means" of "a word that
 * means the same as another word".
 */
function withKeyVerbs(answer: Analysed, key: AnswerKey): Analysed {
  return keyVerbReadings.of(answer).of(keyVerbs.of(key));
}

const keyVerbReadings = new Derived(
  (answer: Analysed) =>
    new Derived((verbs: ReadonlySet<string>): Analysed => {
      const read = (t: Token) => t.stop && !t.negation && t.pos === 'VERB' && t.phrasal === null && verbs.has(t.lemma);
      if (!answer.tokens.some(read)) return answer;
      const words = new Set(answer.content);
      const tokens = answer.tokens.map((t) => (read(t) ? { ...t, stop: false } : t));
      return {
        ...answer,
        tokens,
        content: tokens.filter((_, i) => words.has(answer.tokens[i]!) || read(answer.tokens[i]!)),
      };
    }),
);

/**
 * What a question asks a thing does something to, or becomes: "What does the moon orbit?" asks what the moon orbits
 * (`thing` "moon", `verb` "orbit"), "What does a caterpillar turn into?" what it turns into; null for any other
 * question. The tagger reads such a question's words as it likes ("orbit" as a noun, "plants" of "What do plants give
 * off?" as a verb), so they are read by their places.
 */
export type AskedDoing = { thing: string; verb: string };
export const askedDoing = new Derived((question: Analysed): AskedDoing | null => {
  const words = question.tokens.filter((t) => /[a-z]/.test(t.normal));
  if (!['what', 'which'].includes(words[0]?.normal ?? '') || words[1]?.lemma !== 'do') return null;
  let at = 2;
  while (words[at]?.pos === 'DET') at++;
  const [thing, verb] = [words[at], words[at + 1]];
  if (!thing || !verb || !isWordAs('noun', thing.lemma) || verbDefinitions(verb.lemma).length === 0) return null;
  return { thing: thing.lemma, verb: verb.phrasal ?? verb.lemma };
});

/** Verbs of a question that ask what one would not do ("What did Rosa Parks refuse to do?"). */
const REFUSING = new Set(['refuse', 'decline']);

/**
 * The answer with what it denies read as said, where the question asks what one refused to do: "She would not give
 * up her seat." answers "What did Rosa Parks refuse to do?" with "give up her seat", and denies it no more than
 * "She refused to give up her seat." does.
 */
function withRefusalAnswered(answer: Analysed, question: Analysed): Analysed {
  return refusalReadings.of(answer).of(question);
}

const refusalReadings = new Derived(
  (answer: Analysed) =>
    new Derived((question: Analysed): Analysed => {
      const denied = (t: Token) => t.negated || t.negation;
      if (!question.tokens.some((t) => REFUSING.has(t.lemma)) || !answer.tokens.some(denied)) return answer;
      const read = new Map(
        answer.tokens.map((t) => [
          t,
          denied(t) ? { ...t, negated: false, negation: false, stop: t.stop || t.negation } : t,
        ]),
      );
      return {
        ...answer,
        tokens: answer.tokens.map((t) => read.get(t)!),
        content: answer.content.map((t) => read.get(t)!),
      };
    }),
);

/**
 * The answer as the rater reads it against a key's points, the one reading for them: what it denies as said where the
 * question asks what one refused to do (withRefusalAnswered), its verbs the tagger read as nouns as verbs
 * (withMisreadVerbs), its denied verbs as the verbs on their other side (withOtherSide), its verbs of two words among
 * its words (withPhrasalVerbs), the verbs the stop list holds that the key says (withKeyVerbs), then its pronouns read
 * as the things they stand for (withReferents).
 */
export const readForPoints = (answer: Analysed, question: Analysed, key: AnswerKey): Analysed =>
  withReferents(
    withKeyVerbs(
      withPhrasalVerbs(withOtherSide(withAmountsChanged(withMisreadVerbs(withRefusalAnswered(answer, question))))),
      key,
    ),
    question,
    key,
  );
