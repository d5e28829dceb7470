/**
 * Choice questions ("Which box, A or B?", "Is it possible …?", "Which student's method …?") whose model answer opens
 * with the choice ("A.", "Yes,", "Sammy's.", "40 meters."). The choice words are function words, letters or numbers
 * that the content-word comparison never sees, yet picking the other option is the commonest contradiction.
 */

import { type Asked, comparedIn, comparisonsIn, sameQuality } from './comparisons.js';
import { Derived } from './derived.js';
import { sideOf } from './yes-no.js';
import { type Analysed, analyse } from './text.js';

/** How many of the answer's first words may name its choice ("A because …", "I agree …"). */
const OPENING_WORDS = 2;

type Kind = 'yesNo' | 'number' | 'letter' | 'name';

const normal = (word: string) => {
  const w = word.toLowerCase().replace(/'s$/, '');
  // a word that settles a yes/no question, as the answer it gives
  return sideOf(w) ?? w;
};

/**
 * The question's options: the letters (boxes "A", minerals "X") and the words (students, places) it writes with a
 * capital, but "I" and function words that merely open a sentence.
 */
function questionNames(question: string): Set<string> {
  const names = new Set<string>();
  for (const [, word] of question.matchAll(/\b([A-Z][a-z]*)(?:'s)?\b/g)) {
    const letter = word!.length === 1 && word !== 'I';
    if (letter || (word!.length > 1 && !analyse(word!).tokens[0]?.stop)) names.add(normal(word!));
  }
  return names;
}

function kindOf(word: string, names: Set<string>): Kind | null {
  const w = normal(word);
  if (w === 'yes' || w === 'no') return 'yesNo';
  if (/^\d+$/.test(w)) return 'number';
  if (w.length === 1 && names.has(w)) return 'letter';
  return names.has(w) ? 'name' : null;
}

/** The model answer's choice: its opening word, when one or two words stand before its first punctuation mark. */
function referenceChoice(reference: string): string | null {
  const m = /^\s*([^.,;:!?]+)[.,;:!?]/.exec(reference);
  const words = m ? m[1]!.trim().split(/\s+/) : [];
  return words.length >= 1 && words.length <= 2 ? words[0]! : null;
}

/**
 * Whether the answer makes the model answer's choice (`agrees`) or another option of the same kind (`clashes`);
 * both false when the key offers no choice or the answer names none.
 */
export function choiceAgreement(
  question: string,
  reference: string,
  answer: string,
): { agrees: boolean; clashes: boolean } {
  const none = { agrees: false, clashes: false };
  const choice = referenceChoice(reference);
  if (choice === null) return none;
  const names = questionNames(question);
  const kind = kindOf(choice, names);
  if (kind === null) return none;
  const opening = (answer.match(/[A-Za-z0-9']+/g) ?? []).slice(0, OPENING_WORDS);
  const agrees = opening.some((w) => normal(w) === normal(choice));
  const clashes = !agrees && opening.some((w) => kindOf(w, names) === kind);
  return { agrees, clashes };
}

/** Words that stand before an option and are no part of it ("a fruit", "it", "in water"). */
const BEFORE_OPTION = new Set(['DET', 'PRON', 'ADP']);

/**
 * The options a question offers either side of each "or" ("a fruit or a vegetable", "odd or even", "sink or float",
 * "living or non-living", "in water or in air"), each pair by its words' stems.
 */
export const optionsOf = (question: Analysed): readonly string[][] => questionOptions.of(question);

const questionOptions = new Derived(({ tokens }: Analysed): string[][] => {
  const out: string[][] = [];
  tokens.forEach((t, i) => {
    if (t.normal !== 'or') return;
    let [before, after] = [i - 1, i + 1];
    while (BEFORE_OPTION.has(tokens[before]?.pos ?? '')) before--;
    while (BEFORE_OPTION.has(tokens[after]?.pos ?? '')) after++;
    const [a, b] = [tokens[before], tokens[after]];
    if (!a || !b || a.clause !== b.clause || a.negation || b.negation || a.stem === b.stem) return;
    out.push([a.stem, b.stem]);
  });
  return out;
});

/**
 * Whether the answer makes the choice a key point's wording makes among the question's options: the wording says
 * nothing but the question's words and names one option of a pair, and the answer names that one and not the other
 * ("It is a fruit." to "Is a tomato a fruit or a vegetable?" shows "a tomato is a fruit"; "Sink." "it sinks"); never
 * where it denies it. `asked`: the question's stems; `quality`: what the question asks which option has more of
 * (comparativeIn), by which a wording that compares the two picks one (chosenBy).
 */
export function choiceMade(
  answer: Analysed,
  options: readonly string[][],
  asked: ReadonlySet<string>,
  wording: Analysed,
  quality: Asked | null,
): boolean {
  if (!wording.content.every((t) => asked.has(t.stem))) return false;
  const meant = new Set(wording.tokens.map((t) => t.stem));
  const said = new Set(answer.tokens.filter((t) => !t.negated && !t.negation).map((t) => t.stem));
  return options.some((pair) => {
    const picked = pair.filter((o) => meant.has(o));
    if (picked.length === 2 && quality) return chosenBy(answer, pair, wording, quality);
    const named = pair.filter((o) => said.has(o));
    return picked.length === 1 && named.length === 1 && named[0] === picked[0];
  });
}

/**
 * Whether the answer picks the option a wording that compares both picks, for a question that asks which has more
 * (or less) of a quality ("light is faster than sound" to "Which travels faster, light or sound?"): it compares them
 * as the wording does (comparedIn: "Sound is slower than light.", "Light is faster.", "Sound is slower."), or, saying
 * no quality of them, names the one picked alone ("Light."); not where it denies anything.
 */
function chosenBy(answer: Analysed, pair: readonly string[], wording: Analysed, quality: Asked): boolean {
  const compared = comparisonsIn(wording.tokens).find(
    (c) => c.quality && pair.includes(c.left.stem) && pair.includes(c.right.stem) && c.left.stem !== c.right.stem,
  );
  const same = compared?.quality ? sameQuality(compared.quality, quality.quality) : 0;
  if (!compared || same === 0 || answer.tokens.some((t) => t.negation)) return false;
  const how = comparedIn(answer.tokens, compared).compared;
  if (how === 'alike' || how === 'reversed') return how === 'alike';
  const picked = same * compared.more * quality.more === 1 ? compared.left.stem : compared.right.stem;
  const named = pair.filter((o) => answer.tokens.some((t) => t.stem === o));
  return named.length === 1 && named[0] === picked;
}
