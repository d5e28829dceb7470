/** Observable qualities of an answer that need no knowledge of the subject. */
import { normalise, stem, type Token } from './text.js';

export const STOPWORDS = new Set(
  (
    'a an the and or but if so of to in on at by for with from into onto up down out over under about as is are was ' +
    'were be been being am do does did done have has had it its this that these those there here they them their ' +
    'he she his her him we us our you your i me my mine what which who whom when where why how can could will would ' +
    'should may might must not no yes very just also too than then because since some any all more most many much ' +
    'one other each every thing things stuff like get got make makes go goes went say said think know really well'
  ).split(' '),
);

const IDK =
  /\b(i dont know|dont know|do not know|idk|dunno|no idea|not sure|no clue|i forgot|dont remember|i dont get it|pass|skip|whatever)\b/;
const INJECTION = [
  /\b(ignore|disregard|forget)\b( \w+){0,3} (instructions?|prompts?|directions)\b/,
  /\b(rate|grade|mark|score|give|award|assign)\b( \w+){0,4} (advanced|proficient|highest|top|best|maximum|max|perfect|full marks|full points|got it|5 stars?|a plus)\b/,
  /\b(system prompt|you are now|developer mode|new instructions|jailbreak|act as|pretend (to be|you are))\b/,
];
const REASON =
  /\b(because|since|so that|so|therefore|thats why|that is why|which means|this means|due to|in order to|as a result|causes?|caused)\b/;
const EXAMPLE =
  /\b(for example|for instance|such as|like when|like how|like a|like an|like the|like my|like our|e g|eg|example|one time|when i|i saw|at home|in class)\b/;

export function isBlank(text: string): boolean {
  return normalise(text) === '';
}

/** "I don't know" and its kin, when that is essentially the whole answer. */
export function isDontKnow(text: string): boolean {
  const norm = normalise(text);
  return norm !== '' && IDK.test(norm) && contentWords(tokensOf(norm)).length < 6;
}

/** An answer that talks to the rater instead of answering: it earns nothing and is never repeated back. */
export function isInjection(text: string): boolean {
  const norm = normalise(text);
  return INJECTION.some((pattern) => pattern.test(norm));
}

export function givesReason(text: string): boolean {
  return REASON.test(normalise(text));
}

export function givesExample(text: string): boolean {
  return EXAMPLE.test(normalise(text));
}

function tokensOf(norm: string): Token[] {
  return norm
    .split(' ')
    .filter(Boolean)
    .map((raw) => ({ raw, stem: stem(raw), clause: 0, sentence: 0 }));
}

export function contentWords(tokens: Token[]): string[] {
  return [...new Set(tokens.filter((t) => !STOPWORDS.has(t.raw) && t.raw.length > 1).map((t) => t.stem))];
}

export function uniqueWords(tokens: Token[]): number {
  return new Set(tokens.map((t) => t.raw)).size;
}

/** Real sentences nearly always contain small function words; keyboard mashing does not. */
export function looksLikeNonsense(tokens: Token[]): boolean {
  if (tokens.length === 0) return true;
  const wordlike = tokens.filter((t) => /[aeiouy]/.test(t.raw) && !/[bcdfghjklmnpqrstvwxz]{5}/.test(t.raw));
  if (wordlike.length * 2 < tokens.length) return true;
  return tokens.length >= 3 && !tokens.some((t) => STOPWORDS.has(t.raw));
}
