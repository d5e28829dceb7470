/**
 * Choice questions ("Which box, A or B?", "Is it possible …?", "Which student's method …?") whose model answer opens
 * with the choice ("A.", "Yes,", "Sammy's.", "40 meters."). The choice words are function words, letters or numbers
 * that the content-word comparison never sees, yet picking the other option is the commonest contradiction.
 */

import { analyse } from './text.js';

/** Words that settle a yes/no question, as the answer they give. */
const YES_NO: Record<string, string> = { yes: 'yes', yeah: 'yes', agree: 'yes', no: 'no', nope: 'no', disagree: 'no' };
/** How many of the answer's first words may name its choice ("A because …", "I agree …"). */
const OPENING_WORDS = 2;

type Kind = 'yesNo' | 'number' | 'letter' | 'name';

const normal = (word: string) => {
  const w = word.toLowerCase().replace(/'s$/, '');
  return YES_NO[w] ?? w;
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
