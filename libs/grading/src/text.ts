import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { type Bound, namesOne, numberBounds, numbersIn } from './numbers.js';
import {
  baseForm,
  comparativeBase,
  isPhrasalVerb,
  isWordAs,
  kindsOf,
  mostlyVerb,
  relations,
  verbDefinitions,
} from './wordnet.js';

/** One word of a text, as the rater compares it. */
export type Token = {
  /** Lower-cased surface form. */
  normal: string;
  lemma: string;
  /** Porter stem, the unit most comparisons use. */
  stem: string;
  pos: string;
  /** A function word (the, is, of …) that carries no content. */
  stop: boolean;
  /** Falls inside the scope of a negation ("does not evaporate"). */
  negated: boolean;
  /** A negation word itself (not, never, no …). */
  negation: boolean;
  /** The sentence of the text the word stands in (as wink reads its sentences), counted from 0. */
  sentence: number;
  /** The clause the word stands in, counted from 0 over the whole text (see clauseNumbers). */
  clause: number;
  /** Stands in a phrase after a preposition ("on the same object"; see phraseMarks). */
  placed: boolean;
  /** Names what a change starts from: it stands after "from" ("gas comes from liquid water"; see phraseMarks). */
  source: boolean;
  /** A verb that says what is done to its clause's thing ("is eaten", "that a predator eats"; see voiceMarks). */
  doneTo: boolean;
  /** Names who does what such a verb says ("the fox" of "eaten by the fox", of "the rabbit that the fox eats"). */
  agent: boolean;
  /** Said to be more (1) or less (-1) of ("more mass", "fewer animals"; see amountMarks), else 0. */
  amount: Amount;
  /**
   * Said to be there in small amount (-1: "little food", "few wolves", "a lack of water", "not much food", "food is
   * scarce") or in plenty (1: "lots of food", "many wolves", "enough water", "food is not scarce"), by the words
   * before or after it (see quantityMarks); else 0.
   */
  quantity: Amount;
  /** A pronoun read as the thing it stands for, whose words it takes (see withReferents). */
  pronoun: boolean;
  /**
   * The verb of two words it makes with a word after it, as WordNet writes it ("break_down"), or the verb it then
   * means where WordNet has none ("become" of "turns into"; see phrasalVerbs).
   */
  phrasal: string | null;
  /**
   * What a thing becomes or is made, said with a verb of change: "self" of "bigger" in "it gets bigger" and of "gas" in
   * "it turns into a gas", "made" of "hot" in "the stove makes the water hot", with the state's lemma; else null (see
   * becomingMarks).
   */
  becomes: Becoming;
  /**
   * Names what a verb of change makes so, or makes do something: "the water" of "the stove makes the water hot", "the
   * ball" of "friction makes the ball slow down" (see becomingMarks).
   */
  madeSo: boolean;
  /**
   * The number written in digits right before the word and right after it, as numbersIn gives it ("2" before
   * "parties" in "2 parties", "4" after "of" in "3 groups of 4", "1" before "day" in "a day"), else null: digits are
   * no word of the text.
   */
  numberBefore: string | null;
  numberAfter: string | null;
  /**
   * What the verb means where it says a thing is made, given, lost or gained, or kept in a state, for key points:
   * "produce" of "make" in "plants make food", "provide" of "give" in "the sun gives us light", "decrease" of "lose"
   * in "it loses mass" (see givenThing), "keep" of "stay" in "to stay warm" (see keptState); else null.
   */
  means: string | null;
};

export type Amount = -1 | 0 | 1;
/** How a thing comes to a state (by itself or made so), and the state's lemma ("big" of "bigger"). */
export type Becoming = { how: 'self' | 'made'; state: string } | null;

export type Analysed = {
  tokens: Token[];
  /** Content words: letters only, not function words, not negations. */
  content: Token[];
  /** The numbers the text names, in digits (see numbersIn). */
  numbers: readonly string[];
  /** Those it names with a bound ("more than 2", "under 90"; see numberBounds), by value. */
  bounds: ReadonlyMap<string, Bound>;
};

let nlp: WinkMethods | null = null;
const cache = new Map<string, Analysed>();
const CACHE_LIMIT = 5000;

/** The model's Porter stemmer, which wink's its.stem applies to each word as written (its.value). */
const porterStem = model.addons.stem as (word: string) => string;
/** Stems by the word as written: answers use the same few thousand words again and again. */
const stems = new BoundedCache<string>();
const stemOfValue = (value: string) => stems.through(value, porterStem);

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'nor',
  'neither',
  'without',
  'cannot',
  'unable',
]);
/**
 * Words wink's stop list holds that say something of the subject, as their other forms, which it does not hold, do:
 * "objects move" says as much as "an object moves", "keep moving" as "it keeps moving", "further away" as "farther
 * away". (Read so, others of the kind, "give", "take", "show", rate SciEntsBank's training answers worse.)
 */
const SAYS_SOMETHING = new Set(['move', 'keep', 'further']);
/** Words the stop list lets through but that say nothing about the subject. */
const FILLER = new Set([
  'also',
  'really',
  'just',
  'thing',
  'things',
  'stuff',
  'like',
  'get',
  'gets',
  'got',
  'make',
  'makes',
  'would',
  'could',
  'should',
  'will',
  'may',
  'might',
  'can',
  'one',
  'way',
  'lot',
  'yes',
  'ok',
  'okay',
  'well',
  'because',
  'think',
  'answer',
  'question',
  'mean',
  'use',
  'used',
  'uses',
  'using',
  'see',
  'say',
  'said',
  'something',
  'kind',
]);

/**
 * Negations wink gives no scope to: each negates what follows it to the end of its clause, as wink's own do ("nothing
 * to eat": "eat"; "unable to breathe": "breathe").
 */
const UNSCOPED = new Set(['nothing', 'nobody', 'unable']);
/** Words that end a negation's clause, as wink ends its own there ("it does not move unless you push it"). */
const SCOPE_ENDS = new Set(['but', 'so', 'because', 'until', 'unless', 'although', 'though']);
/** Words that join clauses: with a new clause after them, a negation before them does not reach it. */
const CLAUSE_JOINS = new Set(['and', 'or']);
/** Parts of speech a new clause starts with ("and they die", "and stays still"; not "no mass and weight"). */
const CLAUSE_STARTS = new Set(['PRON', 'DET', 'AUX', 'VERB']);

/**
 * Which words a negation covers: wink's scope, which runs on past "and" into the next clause ("no food and they
 * would die": "die"), ended there; and a scope of their own for the negations wink has none for.
 */
function negationScopes(type: string[], normal: string[], pos: string[], winkNegated: boolean[]): boolean[] {
  const out = new Array<boolean>(normal.length).fill(false);
  let ended = false;
  let own = false;
  for (let i = 0; i < normal.length; i++) {
    const n = normal[i]!.toLowerCase();
    if (type[i] !== 'word') {
      if (type[i] === 'punctuation') own = false;
      continue;
    }
    // wink's scopes are unbroken runs of words: a word left out of them ends the last, and what follows starts afresh
    if (!winkNegated[i]) ended = false;
    if (NEGATIONS.has(n) || n === "n't") own = UNSCOPED.has(n);
    else if (SCOPE_ENDS.has(n)) own = false;
    else if (CLAUSE_JOINS.has(n) && CLAUSE_STARTS.has(nextWordPos(type, pos, i) ?? '')) {
      ended = true;
      own = false;
    }
    out[i] = (Boolean(winkNegated[i]) && !ended) || (own && !UNSCOPED.has(n));
  }
  return out;
}

function nextWordPos(type: string[], pos: string[], i: number): string | undefined {
  for (let j = i + 1; j < type.length; j++) if (type[j] === 'word') return pos[j];
  return undefined;
}

/** The sentence of each of a text's `count` tokens, from wink's sentences' spans (first and last token). */
function sentenceNumbers(count: number, spans: [number, number][]): number[] {
  const out = new Array<number>(count).fill(0);
  let sentence = 0;
  for (let i = 0; i < count; i++) {
    while (i > (spans[sentence]?.[1] ?? Infinity)) sentence++;
    out[i] = sentence;
  }
  return out;
}

/** Marks and words a clause ends at (see clauseNumbers). */
const CLAUSE_MARKS = new Set([',', ';', ':', '(', ')', '—', '–']);
const CLAUSE_WORDS = new Set(['but', 'while', 'whereas', 'whilst']);
const HAS_VERB = new Set(['VERB', 'AUX']);

/**
 * The clause of each word (see Token.clause): a new one after a sentence's end and after a comma, semicolon, colon,
 * dash or bracket; at "but", "while" and "whereas"; and at "and" where the clause before it has a verb or a new one
 * starts after it ("meiosis makes four cells and mitosis makes two", "whom as a subject and who as an object"; not
 * "mitosis and meiosis both make cells").
 */
function clauseNumbers(type: string[], normal: string[], pos: string[], sentence: number[]): number[] {
  const out = new Array<number>(normal.length).fill(0);
  let clause = 0;
  let verb = false;
  const next = () => {
    clause++;
    verb = false;
  };
  for (let i = 0; i < normal.length; i++) {
    if (i > 0 && sentence[i] !== sentence[i - 1]) next();
    const n = normal[i]!.toLowerCase();
    if (type[i] !== 'word') {
      if (CLAUSE_MARKS.has(n)) next();
    } else if (CLAUSE_WORDS.has(n) || (n === 'and' && (verb || CLAUSE_STARTS.has(nextWordPos(type, pos, i) ?? '')))) {
      next();
    } else if (HAS_VERB.has(pos[i] ?? '')) verb = true;
    out[i] = clause;
  }
  return out;
}

/** Parts of speech of nouns. */
export const NOUNS = new Set(['NOUN', 'PROPN']);
/** Parts of speech of words that name something; a phrase after a preposition is made of them until it has named. */
export const NAMING = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Parts of speech that end such a phrase once it has named something ("from liquid water that is heated"). */
const PHRASE_ENDS = new Set(['ADP', 'PART', 'CCONJ', 'SCONJ', 'PRON', 'VERB', 'AUX', 'ADV', 'DET']);
/** Whether the word after `i` names something, or is an article of a thing named. */
const namesNext = (pos: string[], i: number) => pos[i + 1] === 'DET' || NAMING.has(pos[i + 1] ?? '');

/** Words for a part or a kind of what "of" names after them ("a piece of land", "a body of water"). */
const PARTITIVE = new Set([
  'piece',
  'pieces',
  'kind',
  'kinds',
  'type',
  'types',
  'sort',
  'form',
  'forms',
  'body',
  'area',
]);

/**
 * The words of the phrases after a preposition (Token.placed: "on the same object", "in the forest") or in brackets
 * ("the floor pushes up (normal force)"), and of those after "from", which name what a change starts from
 * (Token.source: "changes from liquid to gas", "gas comes from liquid water that is heated", "from being a liquid to a
 * gas"). A phrase ends at a mark, a new clause, or, once it has named something, a word of another kind or a new
 * noun's article ("in mitosis the cell divides").
 */
function phraseMarks(type: string[], normal: string[], pos: string[], clause: number[], phrasal: (string | null)[]) {
  const placed = new Array<boolean>(normal.length).fill(false);
  const source = new Array<boolean>(normal.length).fill(false);
  let open = false;
  let from = false;
  let named = false;
  let bracketed = false;
  for (let i = 0; i < normal.length; i++) {
    const p = pos[i] ?? '';
    if (normal[i] === '(' || normal[i] === ')') bracketed = normal[i] === '(';
    if (type[i] !== 'word' || (i > 0 && clause[i] !== clause[i - 1]) || (named && PHRASE_ENDS.has(p))) open = false;
    // the particle of a verb of two words, right before what the verb is done to, is no preposition: "take in
    // carbon dioxide" names what is taken, "turns into water" what it becomes, "get rid of waste" what is got rid of
    const particle =
      (isParticle(phrasal[i - 1], normal[i]!) || (normal[i - 1] === 'rid' && normal[i] === 'of')) && namesNext(pos, i);
    // the "of" after a word for a part or a kind of a thing names the thing itself ("a piece of land")
    const partitive = normal[i] === 'of' && PARTITIVE.has(normal[i - 1] ?? '') && namesNext(pos, i);
    if (partitive) continue;
    if (type[i] === 'word' && p === 'ADP' && !particle) {
      open = true;
      from = normal[i] === 'from';
      named = false;
      continue;
    }
    placed[i] = open || bracketed;
    source[i] = open && from;
    if (open && NAMING.has(p)) named = true;
  }
  return { placed, source };
}

/** Words that say there is more of what they name, or less. */
const MORE = new Set(['more', 'most', 'greater', 'bigger', 'larger', 'higher', 'increased', 'extra']);
const LESS = new Set(['less', 'least', 'fewer', 'fewest', 'smaller', 'lower', 'decreased', 'reduced']);

/** Words that say there is more or less of what "of" names after them ("more of it", "less of the energy"). */
const OF_AMOUNTS = new Set(['more', 'less', 'fewer']);
/** Parts of speech of the word that ends what an amount is said of: a noun, or a pronoun ("more of it"). */
const NAMED = new Set([...NOUNS, 'PRON']);

/**
 * Words that say there is little of what they name after them ("little food", "few wolves"), or plenty: how much
 * there is, where "less" and "more" compare (see amountMarks).
 */
const SCARCE = new Set(['little', 'few']);
const PLENTY = new Set(['many', 'much', 'enough', 'abundant']);
/** Nouns that say there is too little of what "of" names after them ("a lack of water"), or plenty ("lots of food"). */
const LACK = new Set(['lack', 'shortage', 'scarcity', 'absence']);
const LOTS = new Set(['lots', 'lot', 'plenty', 'loads', 'abundance']);
/** Words that say, after "is" or its like, that there is little of the thing before it ("food is scarce"). */
const SCARCE_STATES = new Set(['scarce', 'rare', 'limited', 'lacking']);
/** Words that say so with "to find" or its like after them ("food is hard to find"). */
const HARD = new Set(['hard', 'harder', 'difficult', 'tough']);
const FINDING = new Set(['find', 'get', 'come']);
/** What stands between a thing and what it is said to be or do: "is", "is not", "does not". */
const BEFORE_STATE = new Set(['AUX', 'PART']);

/**
 * The thing that the words from i say there is little of, or -1: before them after "is" or its like ("food" of "food
 * is scarce", "food is hard to find", "food is not scarce"), before "runs out" ("food runs out", "the food is running
 * out"), or after "hard to find" and its like or "run out of" ("it is hard to find food", "they run out of food").
 */
function scarceThingAt(normal: string[], lemma: string[], pos: string[], i: number): number {
  const hard = HARD.has(normal[i]!) && normal[i + 1] === 'to' && FINDING.has(lemma[i + 2] ?? '');
  const state = hard || SCARCE_STATES.has(normal[i]!);
  const runsOut = lemma[i] === 'run' && normal[i + 1] === 'out';
  if (!state && !runsOut) return -1;
  const ofAfter = runsOut && normal[i + 2] === 'of';
  let before = i - 1;
  for (; BEFORE_STATE.has(pos[before] ?? ''); before--);
  if (!ofAfter && NOUNS.has(pos[before] ?? '') && (runsOut || before < i - 1)) return before;
  if (!hard && !ofAfter) return -1;
  let after = i + 3;
  for (; pos[after] === 'DET' || pos[after] === 'ADJ'; after++);
  return NOUNS.has(pos[after] ?? '') ? after : -1;
}

/** Whether an adjective names a thing, as WordNet has it as a noun too ("liquid", "solid"). */
export const namesAThing = (pos: string | undefined, lemma: string | undefined) =>
  pos === 'ADJ' && lemma !== undefined && isWordAs('noun', lemma);

/** Whether a word only says how much there is of a thing ("few" of "few predators"; see quantityMarks). */
export const isQuantityWord = (t: Token) => SCARCE.has(t.normal) || PLENTY.has(t.normal);

/**
 * How much of a thing the words before it say there is (Token.quantity): after "little", "few", "many", "enough" or
 * their like, or "a lack of", "lots of" and their like, to the first noun ("little food", "few big predators", "a lack
 * of fresh water", "plenty of food"), and before "is scarce", "is hard to find", "runs out" and their like (see
 * scarceThingAt); not after a word that makes "little" say how big a thing is, or "a few" some ("the little dog", "a
 * few wolves"), nor where "little" is said of things counted ("little needles"), nor after "how" ("how many numbers
 * there are").
 */
function quantityMarks(normal: string[], lemma: string[], pos: string[], negated: boolean[]): Amount[] {
  const quantity = new Array<Amount>(normal.length).fill(0);
  // what a word says there is, or the other where it is denied: "not much food" says there is little
  const saying = (i: number, said: Amount): Amount => (negated[i] ? (-said as Amount) : said);
  for (let i = 0; i < normal.length; i++) {
    const n = normal[i]!;
    const thing = scarceThingAt(normal, lemma, pos, i);
    if (thing >= 0) {
      quantity[thing] = saying(i, -1);
      for (let k = thing - 1; k >= 0 && pos[k] === 'ADJ'; k--) quantity[k] = quantity[thing];
      continue;
    }
    const of = normal[i + 1] === 'of' && (LACK.has(n) || LOTS.has(n));
    // "how many" asks a count, which says neither
    const before = (SCARCE.has(n) || PLENTY.has(n)) && pos[i - 1] !== 'DET' && normal[i - 1] !== 'how';
    // "any" says nothing of how much but denied: "hardly any rain", "not any food" say there is little
    const denied = n === 'any' && negated[i]!;
    if (!of && !before && !denied) continue;
    const said = denied ? -1 : saying(i, SCARCE.has(n) || LACK.has(n) ? -1 : 1);
    let j = of ? i + 2 : i + 1;
    for (; pos[j] === 'DET'; j++);
    const from = j;
    for (; j < normal.length && NAMING.has(pos[j] ?? ''); j++) if (NOUNS.has(pos[j] ?? '')) break;
    if (n === 'little' && NOUNS.has(pos[j] ?? '') && lemma[j] !== normal[j]) continue;
    for (let k = from; k <= j && k < normal.length && NAMING.has(pos[k] ?? ''); k++) quantity[k] = said;
  }
  return quantity;
}

/**
 * The amount each word is said to be of: the words that name something after "more", "less" or their like, to the
 * first noun ("more kinetic energy", "the more mass an object has", "fewer animals"), or after "more of" and its like
 * to the first noun or pronoun ("more of it", "less of the energy"); not after one that says how something is done
 * ("more quickly") or compares ("more than").
 */
function amountMarks(normal: string[], pos: string[]): Amount[] {
  const amount = new Array<Amount>(normal.length).fill(0);
  for (let i = 0; i < normal.length; i++) {
    const said: Amount = MORE.has(normal[i]!) ? 1 : LESS.has(normal[i]!) ? -1 : 0;
    if (!said) continue;
    let j = i + 1;
    const of = OF_AMOUNTS.has(normal[i]!) && normal[j] === 'of';
    if (of) for (j++; pos[j] === 'DET'; j++);
    for (; j < normal.length && (NAMING.has(pos[j] ?? '') || (of && pos[j] === 'PRON')); j++) {
      amount[j] = said;
      if (NAMED.has(pos[j] ?? '')) break;
    }
  }
  return amount;
}

export type Tense = 'past' | 'progressive' | 'present';

/** The tense a verb is written in, as its spelling shows it: "walked", "ran"; "walking"; "walk", "walks". */
export function tenseOf(form: string, lemma: string): Tense {
  if (form === lemma || form.endsWith('s')) return 'present';
  return form.endsWith('ing') ? 'progressive' : 'past';
}

/** Verbs a participle after them says is done to their subject ("is eaten", "gets caught", "being caught"). */
const PASSIVE = new Set(['be', 'being', 'been', 'get']);
/** Words that start a clause about the noun before them, or are that noun ("the animal that", "what"). */
const RELATIVES = new Set(['that', 'which', 'whom', 'what']);
/** Parts of speech that may stand between a participle and its auxiliary ("is often eaten"). */
const ADVERBS = new Set(['ADV', 'PART']);
/** Parts of speech that may stand between a verb and its subject ("that predators will not eat"). */
const BETWEEN = new Set(['ADV', 'PART', 'AUX']);
/** Parts of speech of a relative clause's subject ("that a small bird", "which it"), which names something. */
const SUBJECT = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ', 'NUM']);
const NAMES = new Set(['NOUN', 'PROPN', 'PRON']);

/**
 * The verbs that say what is done to the thing their clause is about (Token.doneTo): a past participle after "be" or
 * "get", or before "by" ("the prey is hunted", "gets eaten by an owl"); the verb of a clause about the object of its
 * action, after "that", "which", "whom" or "what" and a subject of its own, with no object after it ("the animal
 * that a predator eats", "what the predator catches"; not "the animal that hunts", "the reason that the fox hunts
 * rabbits", nor "it means that the predator eats"); and a verb of the same tense joined to one of those by "and" or
 * "or" ("is hunted and eaten", "that predators kill and eat"; not "is hunted and runs"). With them, the words that
 * name who does it (Token.agent): the phrase after "by", the object clause's subject ("the fox" of both "eaten by
 * the fox" and "the rabbit that the fox eats").
 */
function voiceMarks(
  type: string[],
  normal: string[],
  lemmas: string[],
  pos: string[],
  clause: number[],
): { doneTo: boolean[]; agent: boolean[] } {
  const word = (i: number) => type[i] === 'word';
  const n = (i: number) => normal[i]!;
  const inClause = (i: number, of: number) => i >= 0 && word(i) && clause[i] === clause[of];
  const skipBack = (from: number, skipped: Set<string>) => {
    let j = from;
    while (inClause(j, from) && (skipped.has(pos[j] ?? '') || NEGATIONS.has(n(j)) || n(j) === "n't")) j--;
    return j;
  };
  const skipOn = (from: number) => {
    let j = from;
    while (j < normal.length && word(j) && ADVERBS.has(pos[j] ?? '')) j++;
    return j;
  };
  const doneTo = new Array<boolean>(normal.length).fill(false);
  const agent = new Array<boolean>(normal.length).fill(false);
  const tense = (i: number) => tenseOf(n(i), lemmas[i]!);
  /** The words of the agent phrase after "by" at `at` ("by the hungry fox", "by wind or water"), marked. */
  const byPhrase = (at: number) => {
    const joins = (j: number) => pos[j] === 'CCONJ' && SUBJECT.has(pos[j + 1] ?? '');
    for (let j = at + 1; inClause(j, at) && (SUBJECT.has(pos[j] ?? '') || joins(j)); j++) agent[j] = !joins(j);
  };
  const passive = (i: number) => {
    if (tense(i) !== 'past') return false;
    const before = skipBack(i - 1, ADVERBS);
    return (before >= 0 && word(before) && PASSIVE.has(lemmas[before]!)) || (word(i + 1) && n(i + 1) === 'by');
  };
  const joined = (i: number) => {
    const before = skipBack(i - 1, ADVERBS);
    if (before <= 0 || !word(before) || !CLAUSE_JOINS.has(n(before))) return false;
    const verb = skipBack(before - 1, ADVERBS);
    return verb >= 0 && doneTo[verb]! && tense(verb) === tense(i);
  };
  /** The subject of a clause about the verb's object, as the first and last word's places; null where it is none. */
  const objectClause = (i: number): [number, number] | null => {
    const next = skipOn(i + 1);
    if (word(next) && SUBJECT.has(pos[next] ?? '')) return null;
    const subjectEnd = skipBack(i - 1, BETWEEN);
    let k = subjectEnd;
    while (inClause(k, i) && SUBJECT.has(pos[k] ?? '') && !RELATIVES.has(n(k))) k--;
    if (k === subjectEnd || !inClause(k, i) || !RELATIVES.has(n(k)) || !NAMES.has(pos[subjectEnd] ?? '')) return null;
    return n(k) === 'what' || NAMES.has(pos[k - 1] ?? '') ? [k + 1, subjectEnd] : null;
  };
  for (let i = 0; i < normal.length; i++) {
    if (!word(i) || pos[i] !== 'VERB') continue;
    const done = passive(i) || joined(i);
    const subject = done ? null : objectClause(i);
    if (subject) for (let j = subject[0]; j <= subject[1]; j++) agent[j] = true;
    doneTo[i] = done || subject !== null;
    const after = skipOn(i + 1);
    if (doneTo[i] && word(after) && n(after) === 'by') byPhrase(after);
  }
  return { doneTo, agent };
}

/** Words that make a verb of two words with the verb before them ("give off", "break down", "take in"). */
const PARTICLES = new Set(['up', 'down', 'off', 'out', 'in', 'away', 'back', 'over', 'on', 'apart', 'around']);
/** Parts of speech of the words of what a verb is done to, which may stand between it and its particle. */
const OBJECT_WORDS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);
/** How many words of what the verb is done to may stand between it and its particle ("put the nutrients back"). */
const OBJECT_MAX = 3;
/**
 * Verbs that say what a thing becomes with "into" or "to" after them ("turns into", "changes to"), and changes of state
 * that say it too ("evaporates into gas", "melts into water"), which keep their own sense (see changedOtherWay).
 */
const BECOMING = new Set(['turn', 'change', 'transform', 'convert', 'evaporate', 'melt', 'freeze', 'condense', 'boil']);
const INTO = new Set(['into', 'to']);
const BECOME = 'become';
/** The verb that makes a thing, or makes it so (see becomingMarks and givenThing). */
const MAKE = 'make';

/** Whether a word is the particle of a verb of two words (Token.phrasal): "in" of "take_in", "into" of "become". */
const isParticle = (phrasal: string | null | undefined, word: string) =>
  phrasal != null && (phrasal === BECOME ? INTO.has(word) : phrasal.endsWith(`_${word}`));

/** Whether a word is a verb of change read as "become", with "into" or "to" after it ("condenses into drops"). */
export const becomingVerb = (t: Token) => t.phrasal === BECOME;

/** Whether a word is the particle of the verb of two words before it ("in" of "take in", "into" of "turns into"). */
export const particleOf = (verb: Token | undefined, t: Token | undefined) =>
  verb !== undefined && t !== undefined && isParticle(verb.phrasal, t.normal);

/**
 * The verb of two words WordNet has that each word makes with a particle after it, or null: right after it ("take
 * in carbon dioxide"), or after a few words of what it is done to where nothing it names follows the particle ("slows
 * the ball down", "put the nutrients back in the soil", not "put the seeds in the soil"). A word the tagger read as a
 * noun makes one only with a particle right after it, and one before what it names only after another noun ("the
 * ball speeds up", "plants soak up water"), as a noun before a preposition is most often one ("plants in the soil").
 * A verb of change before "into" or "to" means "become" ("the ice turns into water", "the ice changes into water",
 * "liquid turns into gas", where the tagger may read "changes" or "turns" as a noun), which WordNet does not write.
 */
function phrasalVerbs(type: string[], normal: string[], lemma: string[], pos: string[], clause: number[]) {
  return normal.map((_, i): string | null => {
    if (type[i] !== 'word' || (pos[i] !== 'VERB' && pos[i] !== 'NOUN')) return null;
    // after what changes: a noun, or an adjective that names a thing ("liquid turns into gas")
    if (BECOMING.has(lemma[i]!) && INTO.has(normal[i + 1] ?? '')) {
      const after = () => NAMES.has(pos[i - 1] ?? '') || namesAThing(pos[i - 1], lemma[i - 1]);
      if (pos[i] === 'VERB' || after()) return BECOME;
    }
    const noun = pos[i] === 'NOUN';
    const last = noun ? i + 1 : i + 1 + OBJECT_MAX;
    for (let j = i + 1; j <= last && j < normal.length && clause[j] === clause[i]; j++) {
      if (!PARTICLES.has(normal[j]!)) {
        if (OBJECT_WORDS.has(pos[j]!)) continue;
        return null;
      }
      const apart = j > i + 1 || (noun && !NOUNS.has(pos[i - 1] ?? ''));
      if (apart && namesNext(pos, j)) return null;
      // the particle of the word right before it ("makes the object speed up")
      if (j > i + 1 && isPhrasalVerb(lemma[j - 1]!, normal[j]!)) return null;
      return isPhrasalVerb(lemma[i]!, normal[j]!) ? `${lemma[i]}_${normal[j]}` : null;
    }
    return null;
  });
}

/** Verbs that say what their thing becomes by a word after them ("gets bigger", "turns red", "becomes a gas"). */
const GETTING = new Set(['get', 'become', 'grow', 'go', 'turn']);
/** Words that say how much, between such a verb and what it says ("gets a lot bigger", "becomes more liquid"). */
const DEGREE = new Set(['more', 'much', 'very', 'really', 'so', 'even', 'too', 'quite', 'a', 'lot', 'bit', 'little']);
/** Words of what a verb of making is done to ("the water" of "makes the water hot"): no adjective, its state's word. */
const MADE_WORDS = new Set([...OBJECT_WORDS].filter((p) => p !== 'ADJ'));

/**
 * What a thing becomes or is made, by a verb of change before it (Token.becomes): an adjective after "get", "become",
 * "grow", "go" or "turn" ("gets bigger", "turns red"), a noun or an adjective after "become" or a verb that means it
 * ("becomes a gas", "turns into liquid"), and an adjective after "make" and what it is done to ("makes the water
 * hot", whose "the water" is made so: Token.madeSo, as is what is made to do something: "the ball" of "makes the ball
 * slow down"), where no noun follows the adjective ("makes the cold water boil"). The tagger reads some of these
 * otherwise, and they are taken as they are meant: "longer" of "gets longer" as an adverb (its state is "long"), "ice"
 * of "turns to ice" as a verb.
 */
function becomingMarks(
  type: string[],
  normal: string[],
  lemma: string[],
  pos: string[],
  clause: number[],
  phrasal: (string | null)[],
) {
  const becomes: Becoming[] = lemma.map(() => null);
  const madeSo = lemma.map(() => false);
  for (let i = 0; i < lemma.length; i++) {
    if (type[i] !== 'word' || (pos[i] !== 'VERB' && phrasal[i] !== BECOME)) continue;
    const into = phrasal[i] === BECOME;
    if (into || (GETTING.has(lemma[i]!) && pos[i] === 'VERB')) {
      let j = into ? i + 2 : i + 1;
      while (clause[j] === clause[i] && (DEGREE.has(lemma[j]!) || pos[j] === 'DET')) j++;
      if (clause[j] !== clause[i]) continue;
      const nouns = into || lemma[i] === BECOME;
      const comparative = pos[j] === 'ADV' ? comparativeBase(normal[j]!) : null;
      // an adjective before a noun says what kind of thing it gets ("gets hot water"), but what it becomes ("turns into
      // liquid water"); a noun is what it becomes ("becomes a gas"), the last of a name of several ("water vapor")
      if ((pos[j] === 'ADJ' || comparative) && (nouns || pos[j + 1] !== 'NOUN')) {
        becomes[j] = { how: 'self', state: comparative ?? lemma[j]! };
      } else if (
        nouns &&
        (pos[j] === 'NOUN' || (pos[j] === 'VERB' && normal[j] === lemma[j] && isWordAs('noun', lemma[j]!)))
      ) {
        while (pos[j + 1] === 'NOUN' && clause[j + 1] === clause[i]) j++;
        becomes[j] = { how: 'self', state: lemma[j]! };
      }
    } else if (lemma[i] === MAKE) {
      let j = i + 1;
      while (j <= i + 1 + OBJECT_MAX && clause[j] === clause[i] && MADE_WORDS.has(pos[j] ?? '')) j++;
      const named = pos.slice(i + 1, j).some((p) => p !== 'DET' && p !== 'NUM');
      if (!named || clause[j] !== clause[i]) continue;
      const made = pos[j] === 'ADJ' && pos[j + 1] !== 'NOUN';
      // or a verb it is made to do ("makes the ball slow down", "makes it go slower")
      if (made) becomes[j] = { how: 'made', state: lemma[j]! };
      if (made || (pos[j] === 'VERB' && normal[j] === lemma[j])) {
        for (let k = i + 1; k < j; k++) madeSo[k] = pos[k] !== 'DET';
      }
    }
  }
  return { becomes, madeSo };
}

/** A content word is written in letters (with an apostrophe or a hyphen inside). */
const WORD = /^[a-z][a-z'-]*$/;

/** A word less the full stop wink leaves on some ("etc.", "U.S."); as replace(/\.$/, ''), without a regex per word. */
const withoutFinalDot = (word: string) => (word.endsWith('.') ? word.slice(0, -1) : word);

function engine(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'negation', 'pos']);
  return nlp;
}

/** A word and its "'s" ("Julie's", "JULIE'S"), the word captured. */
const WITH_S = /\b([\p{L}\d]+)'s\b/giu;

/**
 * The text with "'s" apart from each word wink does not know as a contraction ("Julie 's", where "it's" and "let's"
 * stay). Wink reads a word it has not seen so ("julie", "'s"), but keeps it whole once it has read it before a stop
 * ("… than Julie's."), and knows it from then on: an answer would be read, and rated, by what the process read before.
 */
function possessivesApart(text: string): string {
  return text.includes("'")
    ? text.replace(WITH_S, (whole, word: string) => (contraction(word) ? whole : `${word} ${whole.slice(word.length)}`))
    : text;
}

/**
 * A full stop after a word in lower case, apart from it: wink reads such a word with its stop as the abbreviation it
 * may be ("ill." as Illinois, "mass." as Massachusetts, "sun." as Sunday), a name in place of the word, where the
 * word ends a sentence.
 */
const STOP_AFTER_WORD = /\b([a-z]{2,})\.(?=\s|$)/g;
const stopsApart = (text: string) => (text.includes('.') ? text.replace(STOP_AFTER_WORD, '$1 .') : text);

/**
 * A line that ends in no stop ends its sentence all the same: a student's answers to one question are read as one
 * text, a line each ("I don't know", then "chlorophyll"), and wink reads on across a line break, the first line's
 * "don't" then denying the second's words.
 */
const LINE_END = /([^\s.!?])[^\S\n]*\n/g;
const linesEnded = (text: string) => (text.includes('\n') ? text.replace(LINE_END, '$1.\n') : text);

/** "non" apart from its word ("non living", "non-living"), which wink reads as two words, the second not denied. */
const NON_APART = /\b(non)[\s-]+(?=[a-z])/gi;

/** The text with "non" joined to its word, as a dictionary writes it ("nonliving", the opposite of "living"). */
const prefixesJoined = (text: string) => (/non/i.test(text) ? text.replace(NON_APART, '$1') : text);

/** Whether wink reads the word with "'s" as a contraction it knows ("it's": "it", "is"), by the word in lower case. */
const contractions = new BoundedCache<boolean>();
function contraction(word: string): boolean {
  return contractions.through(word.toLowerCase(), (w) => {
    const nlp = engine();
    const normals = nlp.readDoc(`${w}'s`).tokens().out(nlp.its.normal) as string[];
    return normals.length > 1 && normals[1] !== "'s";
  });
}

/** The names of the chemical formulas students write for what a key names in words ("CO2", "H₂O"). */
const FORMULAS: Record<string, string> = {
  co2: 'carbon dioxide',
  o2: 'oxygen',
  h2o: 'water',
  h2: 'hydrogen gas',
  n2: 'nitrogen gas',
  ch4: 'methane',
  o3: 'ozone',
  nh3: 'ammonia',
  c6h12o6: 'glucose',
};
const SUBSCRIPTS = /[₀-₉]/g;
const FORMULA = new RegExp(`\\b(?:${Object.keys(FORMULAS).join('|')})\\b`, 'gi');

/** A number's degrees, and the scale they are on ("100°C", "100 ° f", "100 C"). */
const DEGREES = /(\d)(?:\s*°\s*(?:([CcFf])\b)?|\s*([CF])\b)/g;
/** A product written with a sign ("3x4", "3 × 4", "3*4"). */
const TIMES = /(\d)\s*[x×*]\s*(?=\d)/g;
/** The same of two words ("length x width"), but for an unknown after a word that asks for it ("solve for x"). */
const WORD_TIMES = /\b([a-z]{2,})\s+[x×*]\s+(?=[a-z]{2,})/gi;
const ASKS_FOR = new Set(['for', 'find', 'solve', 'is', 'of', 'and', 'if', 'what', 'when', 'where', 'the', 'let']);
const TEMPERATURE_SCALES: Record<string, string> = { c: ' Celsius', f: ' Fahrenheit' };
/** A measure in a unit written short after its number ("100 cm", "5kg", "2 m"), and the unit's name. */
const MEASURE = /(\d)\s*(cm|mm|km|kg|ml|m|g|l)\b/gi;
const UNIT_NAMES: Record<string, string> = {
  cm: 'centimetres',
  mm: 'millimetres',
  km: 'kilometres',
  kg: 'kilograms',
  ml: 'millilitres',
  m: 'metres',
  g: 'grams',
  l: 'litres',
};

/**
 * The text with each chemical formula of FORMULAS written as its name ("Plants take in carbon dioxide" for "Plants
 * take in CO2"), and degrees, products and units written short in words ("100 degrees Celsius" for "100°C", "3 times
 * 4" for "3x4", "length times width" for "length x width", "5 kilograms" for "5kg"): read as written, a formula is no
 * word and its digits no number, and a sign or a unit so written is no word the key has.
 */
function namedInWords(text: string): string {
  if (!/\d|[₀-₉]|\s[x×*]\s/i.test(text)) return text;
  return text
    .replace(WORD_TIMES, (product, word: string) => (ASKS_FOR.has(word.toLowerCase()) ? product : `${word} times `))
    .replace(SUBSCRIPTS, (d) => String(d.charCodeAt(0) - 0x2080))
    .replace(FORMULA, (formula) => FORMULAS[formula.toLowerCase()]!)
    .replace(DEGREES, (_, digit: string, afterSign?: string, scale?: string) => {
      const named = afterSign ?? scale;
      return `${digit} degrees${named ? TEMPERATURE_SCALES[named.toLowerCase()] : ''}`;
    })
    .replace(TIMES, '$1 times ')
    .replace(MEASURE, (_, digit: string, unit: string) => `${digit} ${UNIT_NAMES[unit.toLowerCase()]}`);
}

/** Adverbs that stand between a verb and what it is done to ("eats only plants"). */
const LIMITING = new Set(['only', 'just', 'mainly', 'mostly']);
const HAVING = new Set(['have', 'has', 'had', 'having']);

const ARTICLES = new Set(['a', 'an', 'the']);
/** Pronouns that start a clause about the noun before them ("a word that names a person"). */
const RELATIVE = new Set(['that', 'which', 'who']);

/**
 * The part of speech of the word at i where the tagger misread it, as its place shows, else null (see nounAfterVerb
 * and verbAfterRelative).
 */
function misread(type: string[], normals: string[], lemmas: string[], pos: string[], i: number): string | null {
  if (nounAfterVerb(type, normals, lemmas, pos, i)) return 'NOUN';
  return verbAfterRelative(type, normals, pos, i) ? 'VERB' : null;
}

/**
 * Whether the word at i, read as a noun, is the verb of a clause about the noun before it: in "-s", right after "that",
 * "which" or "who", with what it is done to after it ("a word that names a person"; not "things that cats eat").
 */
function verbAfterRelative(type: string[], normals: string[], pos: string[], i: number): boolean {
  if (pos[i] !== 'NOUN' || i < 2 || type[i - 1] !== 'word' || !RELATIVE.has(normals[i - 1]!)) return false;
  const word = normals[i]!;
  const next = pos[i + 1] ?? '';
  return (
    /[^s]s$/.test(word) &&
    NOUNS.has(pos[i - 2] ?? '') &&
    (next === 'DET' || NAMING.has(next)) &&
    verbDefinitions(word.slice(0, -1)).length > 0
  );
}

/**
 * Whether the word at i, read as a verb, is a thing, as no verb can stand where it does: after an article ("the
 * beginning of a word"), in "-s" after a verb and a limiting adverb ("eats only plants"), or not in a form "have" takes
 * after it ("mammals have fur", "fish have scales"; not "have grown").
 */
function nounAfterVerb(type: string[], normals: string[], lemmas: string[], pos: string[], i: number): boolean {
  if (pos[i] !== 'VERB' || i < 1 || type[i - 1] !== 'word') return false;
  const [word, lemma] = [normals[i]!, lemmas[i]!];
  if (ARTICLES.has(normals[i - 1]!)) return isWordAs('noun', word);
  if (HAVING.has(normals[i - 1]!)) return (word === lemma || word === `${lemma}s`) && isWordAs('noun', lemma);
  const verb = i - 2;
  return (
    /[^s]s$/.test(word) &&
    verb >= 0 &&
    type[verb] === 'word' &&
    pos[verb] === 'VERB' &&
    LIMITING.has(normals[i - 1]!) &&
    isWordAs('noun', word.slice(0, -1))
  );
}

/** Tokenises, lemmatises, stems and marks negation scope and function words (wink-nlp, English lite model). */
export function analyse(text: string): Analysed {
  const hit = cache.get(text);
  if (hit) return hit;
  const nlp = engine();
  const its = nlp.its;
  const named = namedInWords(text);
  const doc = nlp.readDoc(possessivesApart(prefixesJoined(stopsApart(linesEnded(named.replace(/[’‘]/g, "'"))))));
  const toks = doc.tokens();
  const out = <T>(f: unknown) => toks.out(f as ItsFunction<T>) as T[];
  const type = out<string>(its.type);
  const normal = out<string>(its.normal);
  const lemma = out<string>(its.lemma);
  const value = out<string>(its.value);
  const pos = out<string>(its.pos);
  const stop = out<boolean>(its.stopWordFlag);
  const negated = negationScopes(type, normal, pos, out<boolean>(its.negationFlag));
  const tokens: Token[] = [];
  const sentence = sentenceNumbers(normal.length, doc.sentences().out(its.span) as unknown as [number, number][]);
  const clause = clauseNumbers(type, normal, pos, sentence);
  const normals = normal.map((w) => withoutFinalDot(w.toLowerCase()));
  // a word's dictionary form, as the rater compares lemmas: for words only, as only words are tokens
  const lemmas = normals.map((n, i) =>
    type[i] === 'word' ? baseForm(withoutFinalDot((lemma[i] ?? n).toLowerCase())) : '',
  );
  const phrasal = phrasalVerbs(type, normals, lemmas, pos, clause);
  // a word read as a verb of two words is a verb, whatever the tagger read it as ("liquid turns into gas")
  for (let i = 0; i < pos.length; i++) if (phrasal[i] !== null && pos[i] === 'NOUN') pos[i] = 'VERB';
  for (let i = 0; i < pos.length; i++) {
    const read = misread(type, normals, lemmas, pos, i);
    if (!read) continue;
    // a verb's form read as a noun is the noun as written ("beginning", not "begin")
    if (read === 'NOUN' && ARTICLES.has(normals[i - 1]!)) lemmas[i] = normals[i]!;
    pos[i] = read;
  }
  const { placed, source } = phraseMarks(type, normals, pos, clause, phrasal);
  const { doneTo, agent } = voiceMarks(type, normals, lemmas, pos, clause);
  const amount = amountMarks(normals, pos);
  const quantity = quantityMarks(normals, lemmas, pos, negated);
  const { becomes, madeSo } = becomingMarks(type, normals, lemmas, pos, clause, phrasal);
  for (let i = 0; i < normal.length; i++) {
    if (type[i] !== 'word') continue;
    const n = normals[i]!;
    const negation = NEGATIONS.has(n) || n === "n't";
    const st = n === "n't" ? 'not' : withoutFinalDot(stemOfValue(value[i]!).toLowerCase());
    tokens.push({
      normal: n,
      lemma: lemmas[i]!,
      stem: st,
      pos: pos[i] ?? 'X',
      stop: (Boolean(stop[i]) && !SAYS_SOMETHING.has(n)) || FILLER.has(n),
      negated: negated[i]!,
      negation,
      sentence: sentence[i]!,
      clause: clause[i]!,
      source: source[i]!,
      placed: placed[i]!,
      doneTo: doneTo[i]!,
      agent: agent[i]!,
      amount: amount[i]!,
      quantity: quantity[i]!,
      pronoun: false,
      phrasal: phrasal[i]!,
      becomes: becomes[i]!,
      madeSo: madeSo[i]!,
      numberBefore: numeralAt(type, value, i, -1),
      numberAfter: numeralAt(type, value, i, 1),
      means: null,
    });
  }
  const content = tokens.filter((t) => !t.stop && !t.negation && WORD.test(t.normal) && t.normal.length > 1);
  const result = { tokens, content, numbers: numbersIn(named), bounds: numberBounds(named) };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

/** The number written in digits next to word i, on the side `step` goes (a hyphen between them: "2-term"). */
function numeralAt(type: string[], value: string[], i: number, step: -1 | 1): string | null {
  // one of a measure: "a day" is "1 day"
  if (step === -1 && namesOne(value[i - 1]?.toLowerCase() ?? '', value[i]!.toLowerCase())) return '1';
  let j = i + step;
  if (value[j] === '-') j += step;
  return type[j] === 'number' ? (numbersIn(value[j]!)[0] ?? null) : null;
}

/**
 * The answer as the rater reads it against a key's points: with the verbs of two words whose verb the stop list holds
 * among its content words ("take in", "give off", "put back"), as they say what a key point's verb says ("absorb",
 * "emit", "return"; see phrasalMeans), with "become" (MEANT), with "make", "give", "lose" and "gain" where they say a
 * thing is made, given, lost or gained, meaning "produce", "provide", "decrease" and "increase", and with "stay" and
 * "keep" where they say a thing stays so, meaning each other (Token.means). Each is read as the verb of two words, not
 * as its verb alone ("take in" is no opposite of "give"), and stays a stop word: it matches no word of a key as
 * written, and stands among the answer's words only where it is taken (see wordsBefore).
 */
export const withPhrasalVerbs = (answer: Analysed): Analysed => phrasalReadings.of(answer);

/** A verb the stop list holds that says what a key point's verb may mean: "the ice becomes water", "turns into water". */
const MEANT = new Set([BECOME]);

/**
 * Verbs that say, of a thing made, given, lost or gained, what a key point's verb says: "plants make food" ("produce"),
 * "the sun gives us light" ("provide"), "it loses mass" ("the mass decreases"), "it gains energy" ("increase").
 */
const GIVING = new Map([
  [MAKE, 'produce'],
  ['give', 'provide'],
  ['lose', 'decrease'],
  ['gain', 'increase'],
]);

/**
 * What the verb at i means where it says a thing is made, given, lost or gained (see GIVING): not where it says what a
 * thing is made or made to do ("the sun makes it hot", "friction makes it slow down"; see becomingMarks), nor as a verb
 * of two words ("gives off"); else null.
 */
function givenThing(tokens: Token[], i: number): string | null {
  const t = tokens[i]!;
  const means = t.pos === 'VERB' && t.phrasal === null ? GIVING.get(t.lemma) : undefined;
  if (!means || t.negation) return null;
  const made = (u: Token) => u.madeSo || u.becomes?.how === 'made';
  return tokens.some((u, j) => j > i && u.clause === t.clause && made(u)) ? null : means;
}

/**
 * A key point as the rater reads it: with "make", "give", "lose" and "gain" among its words where they say a thing is
 * made, given, lost or gained (Token.means, see withPhrasalVerbs), and its other words name two things or fewer: then
 * the verb is what it says of them. "Plants make their own food" says what plants do with food, which "they get food
 * from the soil" does not; "mitosis makes two identical cells" says it in its other words. A point written from such
 * a verb ("make food") is so read by what it says ("they produce sugar"), not found only as written (foundAsWritten).
 */
export const withGivingVerbs = (point: Analysed): Analysed => givingReadings.of(point);
/** The most words besides it that a key point's verb of giving is read with (see withGivingVerbs). */
const GIVING_WITH = 2;

const givingReadings = new Derived((point: Analysed): Analysed => {
  if (point.content.length > GIVING_WITH) return point;
  const meanings = point.tokens.map((_, i) => givenThing(point.tokens, i));
  if (meanings.every((m) => m === null)) return point;
  const words = new Set(point.content);
  const tokens = point.tokens.map((t, i) => (meanings[i] ? { ...t, means: meanings[i]! } : t));
  return { ...point, tokens, content: tokens.filter((_, i) => words.has(point.tokens[i]!) || meanings[i] !== null) };
});

/** Verbs that say a thing stays in a state, by the one each means so: "to stay warm" is "to keep warm". */
const KEEPING = new Map([
  ['stay', 'keep'],
  ['remain', 'keep'],
  ['keep', 'stay'],
]);

/**
 * What the verb at i means where it says its thing stays in the state the word right after it names (see KEEPING):
 * "keep" of "stay" in "to stay warm", "stay" of "keep" in "it keeps warm", and "stay" of "is" in "the mass is the
 * same" (it stays as it was); not of "keep" with a thing it keeps ("keep them warm"); else null.
 */
function keptState(tokens: Token[], i: number): string | null {
  const [t, next] = [tokens[i]!, tokens[i + 1]];
  if (!next || next.clause !== t.clause) return null;
  if (t.lemma === 'be') {
    // "is the same", "is still the same"; "the same as …" compares, but with what it was ("the same as before")
    let at = i + 1;
    for (; tokens[at]?.pos === 'ADV' || tokens[at]?.normal === 'the'; at++);
    const same = tokens[at]?.normal === 'same' && tokens[at]!.clause === t.clause;
    const as = tokens[at + 1]?.normal === 'as' && tokens[at + 2]?.normal !== 'before';
    return same && !as ? STAY : null;
  }
  const means = t.pos === 'VERB' && t.phrasal === null ? KEEPING.get(t.lemma) : undefined;
  return means && next.pos === 'ADJ' ? means : null;
}

const phrasalReadings = new Derived((answer: Analysed): Analysed =>
  readAs(answer, readingOf, (tokens, i) => givenThing(tokens, i) ?? keptState(tokens, i)),
);

/**
 * A key point as the rater reads its words: with the verbs of two words whose verb the stop list holds among them, as
 * those verbs, as an answer's are read against it (withPhrasalVerbs). "take in oxygen" is then compared by what it
 * says ("breathe in oxygen", "absorb oxygen"), not found only as written, and "give off oxygen" does not show it. A
 * verb of two words alone ("used up") is still found only as written (foundAsWritten), and so is "becomes vapor",
 * which an answer that says what vapor becomes would show by its words.
 */
export const withTwoWordVerbs = (point: Analysed): Analysed => twoWordReadings.of(point);
const twoWordReadings = new Derived((point: Analysed): Analysed =>
  readAs(
    point,
    (tokens, i) => {
      const reading = readingOf(tokens, i);
      return reading === BECOME ? null : reading;
    },
    () => null,
  ),
);

/** What the word at i is read as, or null. */
type Reading = (tokens: Token[], i: number) => string | null;

/**
 * The text with each word the stop list holds that `reading` reads as another (its lemma: a verb of two words, see
 * readingOf), and each word that `meaning` gives a meaning (Token.means), read so; both among its content words.
 */
function readAs(text: Analysed, reading: Reading, meaning: Reading): Analysed {
  const readings = text.tokens.map((t, i) => (t.stop && !t.negation ? reading(text.tokens, i) : null));
  const meanings = text.tokens.map((_, i) => meaning(text.tokens, i));
  if (readings.every((r) => r === null) && meanings.every((m) => m === null)) return text;
  const words = new Set(text.content);
  const tokens = text.tokens.map((t, i) => {
    const [lemma, means] = [readings[i], meanings[i]!];
    if (!lemma && !means) return t;
    return lemma ? { ...t, lemma, stem: lemma, means } : { ...t, means };
  });
  const taken = (i: number) => words.has(text.tokens[i]!) || readings[i] !== null || meanings[i] !== null;
  return { ...text, tokens, content: tokens.filter((_, i) => taken(i)) };
}

/** What a word the stop list holds is read as for key points (see withPhrasalVerbs), or null. */
function readingOf(tokens: Token[], i: number): string | null {
  const t = tokens[i]!;
  if (t.phrasal !== null) return t.phrasal;
  return MEANT.has(t.lemma) ? t.lemma : null;
}

/**
 * The answer with a denied verb read as the verb on its other side, undenied: a verb of change as "stay", the verb
 * WordNet sets against it ("the mass does not change" says "the mass stays the same", "it does not move" "it stays
 * still"), and one of two verbs of which a thing does one or the other (OTHER_SIDE: "it will not survive" says "it will
 * die", "it does not float" "it sinks").
 */
export const withOtherSide = (answer: Analysed): Analysed => otherSideReadings.of(answer);

const STAY = 'stay';
/** Verbs of which a thing does one or the other: not living is dying, not floating is sinking. */
const OTHER_SIDE = new Map([
  ['live', 'die'],
  ['survive', 'die'],
  ['die', 'live'],
  ['float', 'sink'],
  ['sink', 'float'],
]);
const otherSideOf = (t: Token): string | null => {
  if (!t.negated || t.pos !== 'VERB') return null;
  return relations(STAY).antonyms.has(t.lemma) ? STAY : (OTHER_SIDE.get(t.lemma) ?? null);
};
const otherSideReadings = new Derived((answer: Analysed): Analysed => {
  if (!answer.content.some((t) => otherSideOf(t) !== null)) return answer;
  const read = (t: Token): Token => {
    const other = otherSideOf(t);
    return other ? { ...t, lemma: other, stem: other, negated: false } : t;
  };
  const words = new Set(answer.content);
  const tokens = answer.tokens.map(read);
  return { ...answer, tokens, content: tokens.filter((_, i) => words.has(answer.tokens[i]!)) };
});

/**
 * Whether a noun names several things: its dictionary form is not the word as written ("forces", "mice"), or, for a
 * word WordNet has no noun of, it ends in "s" as plurals do ("decomposers"; not "grass", "virus").
 */
export const several = (t: Token) => t.lemma !== t.normal || (/[^su]s$/.test(t.normal) && kindsOf(t.lemma).size === 0);

/**
 * The answer with a thing said to be more or fewer, where its clause says only that there is the thing ("There will be
 * more rabbits.", "More rabbits."), read as the thing increasing or decreasing, as a key point says it by a verb of
 * change ("the rabbit population increases"; "There will be fewer rabbits." says it decreases). A clause that says
 * more of the thing says what it says ("more rabbits survive", "the more mass, the more inertia").
 */
export const withAmountsChanged = (answer: Analysed): Analysed => amountChanges.of(answer);

const amountChanges = new Derived((answer: Analysed): Analysed => {
  const { tokens } = answer;
  // a clause that says only that there is the thing: "there will be …", or the thing alone
  const thereIs = (clause: number) => {
    const words = tokens.filter((o) => o.clause === clause);
    const there = words.findIndex((o) => o.normal === 'there');
    if (there >= 0) return !words.slice(there).some((o) => o.pos === 'VERB' && o.lemma !== 'be');
    return words.every((o) => NAMING.has(o.pos) || o.pos === 'DET' || MORE.has(o.normal) || LESS.has(o.normal));
  };
  const changed = (t: Token) => t.amount !== 0 && NOUNS.has(t.pos) && !t.negated && thereIs(t.clause);
  if (!tokens.some(changed)) return answer;
  const words = new Set(answer.content);
  const read: Token[] = [];
  const content: Token[] = [];
  for (const t of tokens) {
    if (!changed(t)) {
      read.push(t);
      if (words.has(t)) content.push(t);
      continue;
    }
    const lemma = t.amount > 0 ? 'increase' : 'decrease';
    const verb: Token = {
      ...t,
      normal: `${lemma}s`,
      lemma,
      stem: stemOfValue(lemma),
      pos: 'VERB',
      stop: false,
      amount: 0,
      quantity: 0,
      pronoun: false,
      phrasal: null,
      becomes: null,
      madeSo: false,
      numberBefore: null,
      numberAfter: null,
      means: null,
    };
    read.push(t, verb);
    content.push(t, verb);
  }
  return { ...answer, tokens: read, content };
});

/**
 * The answer with the verbs the tagger read as nouns read as verbs: a word WordNet has as a verb, in a clause that has
 * no verb, right after the noun that does it and in the form that noun takes, with no noun right after it ("The
 * population increases.", "The temperature rises in summer.", "The river floods the town."; not the "cycle" of "the
 * water cycle", whose noun is one thing and has no "-s", nor the "chains" of "food chains", a name WordNet has, nor the
 * "moves" of "wind moves clouds", a name as it stands).
 */
export const withMisreadVerbs = (answer: Analysed): Analysed => misreadVerbReadings.of(answer);

const misreadVerbReadings = new Derived((answer: Analysed): Analysed => {
  const { tokens } = answer;
  const misread = (t: Token, i: number) => {
    const [before, after] = [tokens[i - 1], tokens[i + 1]];
    if (t.pos !== 'NOUN' || !before || !NOUNS.has(before.pos) || before.placed || before.clause !== t.clause) {
      return false;
    }
    if (after && after.clause === t.clause && !after.placed && NAMING.has(after.pos)) return false;
    if (tokens.some((o) => o.clause === t.clause && (o.pos === 'VERB' || o.pos === 'AUX'))) return false;
    // one thing and a verb in -s ("population increases"), or things and the verb as it is ("rabbits multiply"), but
    // not a name WordNet has of the two ("food chains", "fossil fuels")
    const agrees = several(before) !== (t.normal !== t.lemma);
    return agrees && verbDefinitions(t.lemma).length > 0 && !isWordAs('noun', `${before.lemma}_${t.lemma}`);
  };
  const verbs = tokens.map(misread);
  if (!verbs.includes(true)) return answer;
  const read = tokens.map((t, i): Token => (verbs[i] ? { ...t, pos: 'VERB' } : t));
  const at = new Map(tokens.map((t, i) => [t, read[i]!]));
  return { ...answer, tokens: read, content: answer.content.map((t) => at.get(t)!) };
});

/**
 * A key point read as what a thing does where it is written so, without the thing ("pumps blood around the body",
 * "breaks down food with acid"): the tagger reads such a first word as a noun, and so "down" as a preposition. A first
 * word in "-s" that WordNet has as a verb, in a text of no verb, before what it is done to or its particle, is read as
 * one: the text is read after "it", as an answer says it, and the "it" left out. Not before a word WordNet has mostly
 * as a verb ("plates move slowly" names a thing and what it does), nor before a particle it makes no verb with
 * ("plants in the soil").
 */
export function asPredicate(text: string): Analysed {
  const analysed = analyse(text);
  const [first, next] = analysed.tokens;
  const reads =
    first?.pos === 'NOUN' &&
    first.normal.endsWith('s') &&
    first.normal !== first.lemma &&
    next !== undefined &&
    !analysed.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') &&
    (PARTICLES.has(next.normal)
      ? isPhrasalVerb(first.lemma, next.normal)
      : OBJECT_WORDS.has(next.pos) && !(next.pos === 'NOUN' && mostlyVerb(next.lemma))) &&
    verbDefinitions(first.lemma).length > 0;
  if (!reads) return analysed;
  return predicates.of(analyse(`it ${text}`)) ?? analysed;
}

/** A text read after "it", without it, where its first word is then read as a verb; else null. */
const predicates = new Derived((after: Analysed): Analysed | null => {
  const [it, ...tokens] = after.tokens;
  if (tokens[0]?.pos !== 'VERB') return null;
  const read = { ...after, tokens, content: after.content.filter((t) => t !== it) };
  predicateReadings.add(read);
  return read;
});
const predicateReadings = new WeakSet<Analysed>();

/** Whether a text was read by asPredicate, its first word a verb by its place alone. */
export const readAsPredicate = (analysed: Analysed): boolean => predicateReadings.has(analysed);

/**
 * Whether a word of the answer as read for key points is one the reading puts there, not a word the answer writes so:
 * a pronoun read as the thing it stands for (see withReferents), a verb the stop list holds (see withPhrasalVerbs).
 */
export const addedByReading = (t: Token) => t.pronoun || t.stop;

/** The "'s" of "it's", the "'re" of "they're": wink reads them as words of their own, whose stem is as written. */
export const clitic = (t: Token | undefined) => t?.stem.startsWith("'") ?? false;

/** Tokens as text, each as written where wink reads it otherwise ("it's means it is", not "it is means it is"). */
export const textOf = (tokens: Token[]) =>
  tokens
    .map((t) => (clitic(t) ? t.stem : t.normal))
    .join(' ')
    .replace(/ '/g, "'");

const stemSets = new Derived((tokens: Token[]) => new Set(tokens.map((t) => t.stem)));
/** The stems of analysed tokens, derived once for every caller that asks (see Derived). */
export const stemSet = (tokens: Token[]): Set<string> => stemSets.of(tokens);

/** Stem of a single word or prefix, for matching alternatives such as "evaporat". */
export function stemOf(word: string): string {
  const t = analyse(word).tokens[0];
  return t ? t.stem : word.toLowerCase();
}
