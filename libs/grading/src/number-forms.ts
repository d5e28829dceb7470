/**
 * Numbers a question asks for in another form than it writes them ("What is 3/4 as a decimal?", "Write twelve in
 * digits."): an answer that names them only as the question does restates it.
 */
import type { AnswerKey } from '@checkin/domain';
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { type NumberNamed, numbersNamed } from './numbers.js';
import { type Analysed, analyse } from './text.js';

/**
 * The numbers a question asks for in another form (NUMBER_FORMS: "What is 3/4 as a decimal?" to the key "0.75",
 * "Write twelve in digits." to "12"), by value, with the forms the key writes them in: an answer that names such a
 * number in another form ("3/4", "three quarters") restates the question.
 */
export const askedInForm = (question: string, key: AnswerKey): ReadonlyMap<string, Set<NumberForm>> =>
  formsAsked.of(key).through(question, () => formsAskedOf(question, key));

/** askedInForm's answers, by key and question: the same for every answer to them. */
const formsAsked = new Derived(() => new BoundedCache<ReadonlyMap<string, Set<NumberForm>>>(100));

function formsAskedOf(question: string, key: AnswerKey): Map<string, Set<NumberForm>> {
  const out = new Map<string, Set<NumberForm>>();
  if (!analyse(question).content.some((t) => NUMBER_FORMS.has(t.lemma))) return out;
  const asked = numbersNamed(question);
  for (const n of [key.modelAnswer, ...key.keyPoints].flatMap(numbersNamed)) {
    const form = formOf(n);
    if (!asked.some((a) => a.value === n.value && formOf(a) !== form)) continue;
    out.set(n.value, (out.get(n.value) ?? new Set()).add(form));
  }
  return out;
}

/** The words a question asks for a number in a form by. */
const NUMBER_FORMS = new Set(['decimal', 'fraction', 'percent', 'percentage', 'digit', 'numeral', 'word']);

/** How a number is written: a fraction in words ("three quarters") is a fraction as "3/4" is. */
type NumberForm = 'fraction' | 'decimal' | 'digits' | 'words';
function formOf({ value, written }: NumberNamed): NumberForm {
  if (written.includes('/') || (/[a-z]/.test(written) && value.includes('.'))) return 'fraction';
  return /[a-z]/.test(written) ? 'words' : written.includes('.') ? 'decimal' : 'digits';
}

/** The answer's numbers without those it names in a form other than the one asked for (see askedInForm). */
export function withoutRestated(
  analysed: Analysed,
  answer: string,
  asked: ReadonlyMap<string, Set<NumberForm>>,
): Analysed {
  if (!asked.size) return analysed;
  const numbers = [...analysed.numbers];
  for (const n of numbersNamed(answer)) {
    const restated = asked.get(n.value)?.has(formOf(n)) === false;
    const at = restated ? numbers.indexOf(n.value) : -1;
    if (at >= 0) numbers.splice(at, 1);
  }
  return numbers.length === analysed.numbers.length ? analysed : { ...analysed, numbers };
}
