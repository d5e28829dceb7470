import type { AnswerKey } from '@checkin/domain';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import { analyse, type Analysed, clitic, textOf, type Token } from './text.js';

/**
 * One of the things a question sets against each other ("who" and "whom", "its" and "it's", "a common noun" and "a
 * proper noun"), as the key points that are about it name it: `forms`, its words as compared (see formOf); `name`, as
 * the question writes it.
 */
export type Term = { forms: string[]; name: string };

/**
 * What a question's key sets against each other: its terms, and for each key point the term it is about, or null.
 * A point is about a term when its name starts with it ("whom is an object") and names no other term; a key sets
 * terms against each other when two or more have points of their own and no such point names another term ("the sun
 * heats the water" next to "water evaporates" sets nothing against anything).
 */
export type Contrast = { terms: Term[]; about: (number | null)[] };

const NONE: Contrast = { terms: [], about: [] };

/**
 * A word as terms are compared: a clitic by its form ("'s" of "it's", which wink reads as "is"), a function word as
 * written ("its" and "it" share a stem), any other by its stem ("gerunds" is "gerund").
 */
const formOf = (t: Token) => (clitic(t) ? t.stem : t.stop ? t.normal : t.stem);

/** The positions in `tokens` where the forms stand in order. */
function mentionsOf(tokens: Token[], forms: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + forms.length <= tokens.length; i++) {
    if (forms.every((f, j) => formOf(tokens[i + j]!) === f)) out.push(i);
  }
  return out;
}

/**
 * Words that name no term: those that refer to something named elsewhere ("how is it related"), and those that join
 * or place words rather than name a thing ("in the water cycle"), or count them ("two ways").
 */
const REFERRING = new Set(['it', 'they', 'them', 'this', 'that', 'these', 'those', 'one', 'you', 'we']);
const NAMES_NOTHING = new Set(['ADP', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'NUM', 'PUNCT', 'SYM']);
/** Words for what a question asks an answer to give, not for a thing it names ("give an example of an error"). */
const ASKED_FOR = new Set(['example', 'reason', 'way', 'difference']);

/** The term a key-point name starts with (after an article), with its clitic, when something is said of it. */
function leadingTerm(name: string): Token[] | null {
  const tokens = analyse(name).tokens;
  let start = 0;
  while (tokens[start]?.pos === 'DET') start++;
  const first = tokens[start];
  if (!first || NAMES_NOTHING.has(first.pos)) return null;
  const term = clitic(tokens[start + 1]) ? tokens.slice(start, start + 2) : [first];
  if (term.length === 1 && (REFERRING.has(first.normal) || ASKED_FOR.has(first.lemma))) return null;
  return tokens.length > start + term.length ? term : null;
}

/** Words that set one thing against another in a question ("who and whom", "primary versus secondary"). */
const SETS_AGAINST = new Set(['and', 'or', 'nor', 'versus', 'vs', 'than', 'from', 'against']);

type Lead = { forms: string[]; at: number; length: number };

/**
 * Whether the question sets two terms it names, in its order, against each other: a word between them that does
 * ("the wrench and the astronaut", "different from the way matter moves"), or a comma with at most two words
 * between, as in a list ("an oak tree, a deer and a bear"); not "species' ranges", nor "evaporation and
 * condensation, including the role of latent heat" between the last two.
 */
function setAgainst(question: Token[], a: Lead, b: Lead): boolean {
  const between = question.slice(a.at + a.length, b.at);
  if (between.some((t) => SETS_AGAINST.has(t.normal))) return true;
  return question[b.at]!.clause !== question[a.at + a.length - 1]!.clause && between.length <= 2;
}

/** The most terms the question sets against each other one after another (see setAgainst), in its order. */
function setAgainstEachOther(question: Token[], leads: Lead[]): Lead[] {
  const sorted = [...leads].sort((x, y) => x.at - y.at);
  let best: Lead[] = [];
  let run: Lead[] = [];
  for (const l of sorted) {
    const last = run[run.length - 1];
    run = last && setAgainst(question, last, l) ? [...run, l] : [l];
    if (run.length > best.length) best = run;
  }
  return best;
}

/**
 * The term as the question writes it: with the word after it where that word follows another term too ("common
 * noun", "active voice"), else alone ("who", "past").
 */
function nameOf(question: Token[], term: Lead, terms: Lead[]): string {
  const next = question[term.at + term.length];
  const follows = (o: Lead) => o !== term && question[o.at + o.length]?.stem === next?.stem;
  const shared = next && !next.stop && terms.some(follows);
  return textOf(question.slice(term.at, term.at + term.length + (shared ? 1 : 0)));
}

function contrastOf(question: Token[], key: AnswerKey): Contrast {
  const leads = key.keyPoints.map((line): Lead | null => {
    const lead = leadingTerm(splitPoint(line).name);
    const forms = lead?.map(formOf) ?? [];
    const at = lead ? mentionsOf(question, forms)[0] : undefined;
    return at === undefined ? null : { forms, at, length: forms.length };
  });
  const distinct = new Map<string, Lead>();
  for (const l of leads) if (l && !distinct.has(l.forms.join(' '))) distinct.set(l.forms.join(' '), l);
  const set = setAgainstEachOther(question, [...distinct.values()]);
  if (set.length < 2) return NONE;
  const ids = set.map((l) => l.forms.join(' '));
  const about = leads.map((l) => {
    const t = l ? ids.indexOf(l.forms.join(' ')) : -1;
    return t < 0 ? null : t;
  });
  const crossed = key.keyPoints.some((line, i) => {
    const own = about[i];
    if (own === null || own === undefined) return false;
    const tokens = analyse(splitPoint(line).name).tokens;
    return set.some((term, t) => t !== own && mentionsOf(tokens, term.forms).length > 0);
  });
  if (crossed) return NONE;
  const terms = set.map((term) => ({ forms: term.forms, name: nameOf(question, term, set) }));
  return { terms, about };
}

const contrasts = new Derived(
  (questionTokens: Token[]) => new Derived((key: AnswerKey) => contrastOf(questionTokens, key)),
);

/** The names of the things a question's key sets against each other (see Contrast), as the question writes them. */
export function termsSetAgainst(question: string, key: AnswerKey): string[] {
  return contrastIn(analyse(question), key).terms.map((t) => t.name);
}

/** What the question's key sets against each other, the same for every answer to it. */
export function contrastIn(question: Analysed, key: AnswerKey): Contrast {
  return contrasts.of(question.tokens).of(key);
}

type Mention = { at: number; term: number };

/** Where the answer names each term, not denied ("whom, not who, is the object" names whom only). */
const answerMentions = new Derived(
  (tokens: Token[]) =>
    new Derived((terms: Term[]): Mention[] =>
      terms
        .flatMap((term, t) => mentionsOf(tokens, term.forms).map((at) => ({ at, term: t })))
        .filter((m) => !tokens[m.at]!.negated && !tokens[m.at]!.negation)
        .sort((a, b) => a.at - b.at),
    ),
);

/** The terms a clause of the answer names, and its sentence. */
type Named = { terms: Set<number>; sentence: number };

/**
 * The term a word of the answer is said of: the one its clause names ("who is the subject and whom is the object",
 * "the object is whom"); where that names none, the one the nearest clause of its sentence to name any names, before
 * it ("Whom is used as a subject, the one doing the action") or else after it; where its sentence names none, the
 * one the last clause before it to name any names ("Whom is the object. It receives the action"). Null where that
 * clause names more than one ("Condensation is the opposite of evaporation: gas turns to liquid"), or none is named.
 */
function termOfWord(word: Token, named: Map<number, Named>): number | null {
  const one = (clause: number) => {
    const { terms } = named.get(clause)!;
    return terms.size === 1 ? [...terms][0]! : null;
  };
  if (named.has(word.clause)) return one(word.clause);
  const clauses = [...named.keys()];
  const before = clauses.filter((c) => c < word.clause).pop();
  const after = clauses.find((c) => c > word.clause);
  if (before !== undefined && named.get(before)!.sentence === word.sentence) return one(before);
  if (after !== undefined && named.get(after)!.sentence === word.sentence) return one(after);
  return before === undefined ? null : one(before);
}

/** The term each of the answer's words is said of (termOfWord), the same for every point. */
const tokenTerms = new Derived(
  (answer: Analysed) =>
    new Derived((contrast: Contrast): Map<Token, number | null> => {
      const mentions = answerMentions.of(answer.tokens).of(contrast.terms);
      const named = new Map<number, Named>();
      for (const { at, term } of mentions) {
        const { clause, sentence } = answer.tokens[at]!;
        const n = named.get(clause) ?? { terms: new Set<number>(), sentence };
        n.terms.add(term);
        named.set(clause, n);
      }
      return new Map(answer.tokens.map((t) => [t, named.size ? termOfWord(t, named) : null]));
    }),
);

/**
 * The answer as a key point about a term reads it: without the words said of another term ("who is a subject" is
 * not shown by "whom is the subject", nor "less is for amounts you cannot count" denied by "fewer is for things you
 * can count"); null where that leaves it as it is. One reading a term, for every point about it.
 */
export function ownReading(answer: Analysed, contrast: Contrast, point: number): Analysed | null {
  return termReading(answer, contrast, contrast.about[point] ?? null);
}

/** The answer without the words said of terms other than `term` (see ownReading); null where that leaves it so. */
export function termReading(answer: Analysed, contrast: Contrast, term: number | null): Analysed | null {
  return term === null ? null : ownReadings.of(answer).of(contrast)[term]!;
}

/**
 * The term a line of a key is about, as a key point is (see Contrast): the one its name starts with ("condensation
 * is liquid turning into gas"), or null.
 */
export function termOfLine(contrast: Contrast, line: string): number | null {
  const forms = leadingTerm(splitPoint(line).name)?.map(formOf).join(' ');
  const at = forms === undefined ? -1 : contrast.terms.findIndex((t) => t.forms.join(' ') === forms);
  return at < 0 ? null : at;
}

const ownReadings = new Derived(
  (answer: Analysed) =>
    new Derived((contrast: Contrast): (Analysed | null)[] => {
      const terms = tokenTerms.of(answer).of(contrast);
      return contrast.terms.map((_, own) => {
        const ownWord = (t: Token) => {
          const term = terms.get(t) ?? null;
          return term === null || term === own;
        };
        const tokens = answer.tokens.filter(ownWord);
        if (tokens.length === answer.tokens.length) return null;
        return { ...answer, tokens, content: answer.content.filter(ownWord) };
      });
    }),
);

/** The term other than the point's own that the first of the answer's words (`indexes`) is said of, or null. */
export function saidOf(answer: Analysed, contrast: Contrast, point: number, indexes: number[]): number | null {
  const terms = tokenTerms.of(answer).of(contrast);
  const other = (t: number | null) => t !== null && t !== contrast.about[point];
  return indexes.map((i) => terms.get(answer.content[i]!) ?? null).find(other) ?? null;
}

/**
 * The name of the term the answer says each key point of instead of its own, or null: a point shown only by words
 * said of another term (`said`, see saidOf), where the answer names the point's own term too and shows none of the
 * other's own points ("Use whom as a subject and who as an object"). Else the point is only missing: where the
 * answer shows one of the other's, it says something of each ("The prey is hunted. The predator is the hunter.":
 * hunting is said of the prey, and being eaten too); where it does not name the point's own, it says nothing of it
 * ("more rain becomes runoff instead of soaking in" says nothing of infiltration).
 */
export function mixedUp(
  answer: Analysed,
  contrast: Contrast,
  shown: boolean[],
  said: (number | null)[],
): (string | null)[] {
  const named = new Set(
    answerMentions
      .of(answer.tokens)
      .of(contrast.terms)
      .map((m) => m.term),
  );
  const ownShown = (term: number) => contrast.about.some((t, i) => t === term && shown[i]);
  return said.map((t, i) => {
    const own = contrast.about[i] ?? null;
    return t === null || own === null || !named.has(own) || ownShown(t) ? null : contrast.terms[t]!.name;
  });
}
