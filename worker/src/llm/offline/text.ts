/** Normalising, light stemming and phrase matching for student answers (plain text, never trusted). */

/** `clause` bounds negation (commas, "but"); `sentence` bounds phrase matching (. ! ? ; new lines). */
export type Token = { raw: string; stem: string; clause: number; sentence: number };

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'none',
  'nothing',
  'nobody',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'hasnt',
  'havent',
  'hadnt',
  'shouldnt',
  'couldnt',
  'wouldnt',
]);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'will', 'has', 'have', 'had']);
/** "If there were no sun, plants could not grow" explains a cause; it does not deny the concept. */
const HYPOTHETICAL = new Set(['if', 'unless', 'without', 'would', 'could', 'otherwise']);
const NEGATION_WINDOW = 4;
/** A negation before one of these words belongs to an earlier part of the sentence. */
const JOINERS = new Set(['and', 'or', 'so', 'then', 'because']);
/** Phrase words may sit this many extra words apart ("the sun heats up the water" matches "sun heats water"). */
const PHRASE_SLACK = 2;

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function undouble(w: string): string {
  return w.length >= 4 && w[w.length - 1] === w[w.length - 2] && !/[aeiouylsz]$/.test(w) ? w.slice(0, -1) : w;
}

/** Deliberately crude: both the answer and the concept phrases go through it, so it only has to be consistent. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

const SENTENCE_BREAK = /[.!?;\n]+/;
const CLAUSE_BREAK = /[,:()\u2013\u2014]+|\s-\s|\bbut\b/i;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  text.split(SENTENCE_BREAK).forEach((sentenceText, sentence) => {
    for (const part of sentenceText.split(CLAUSE_BREAK)) {
      for (const raw of normalise(part).split(' ')) if (raw) tokens.push({ raw, stem: stem(raw), clause, sentence });
      clause++;
    }
  });
  return tokens;
}

/** The text of clause `n` as tokenize numbers clauses. */
function clauseText(text: string, n: number): string {
  let clause = 0;
  for (const sentenceText of text.split(SENTENCE_BREAK)) {
    for (const part of sentenceText.split(CLAUSE_BREAK)) if (clause++ === n) return part;
  }
  return '';
}

/** A phrase word matches a token by stem, by stem prefix when it is long enough, or exactly when marked raw. */
type PhraseWord = { text: string; raw: boolean };

function tokenMatches(word: PhraseWord, token: Token): boolean {
  if (word.raw) return token.raw === word.text;
  // "25" also matches "25th": ordinals are how students write amendments and presidents.
  if (/^\d+$/.test(word.text))
    return token.raw === word.text || new RegExp(`^${word.text}(st|nd|rd|th)$`).test(token.raw);
  return token.stem === word.text || (word.text.length >= 4 && token.stem.startsWith(word.text));
}

export type PhraseMatch = { start: number; end: number; negated: boolean };

function isNegator(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || !NEGATORS.has(t.raw)) return false;
  const next = tokens[i + 1]?.raw;
  return !((t.raw === 'no' && (next === 'matter' || next === 'doubt')) || (t.raw === 'not' && next === 'only'));
}

function negatedAt(tokens: Token[], start: number, end: number, phraseHasNegator: boolean): boolean {
  const clause = tokens[start]?.clause;
  const inClause = tokens.filter((t) => t.clause === clause);
  if (phraseHasNegator || inClause.some((t) => HYPOTHETICAL.has(t.raw))) return false;
  for (let i = start - 1; i >= Math.max(0, start - NEGATION_WINDOW); i--) {
    if (tokens[i]?.clause !== clause || JOINERS.has(tokens[i]!.raw)) break;
    if (isNegator(tokens, i)) return true;
  }
  // "evaporation does not happen": a negated verb right after the concept.
  const after = tokens[end + 1];
  if (!after || after.clause !== clause) return false;
  if (NEGATORS.has(after.raw) && after.raw !== 'no') return true;
  const afterNext = tokens[end + 2];
  return (
    AUXILIARIES.has(after.raw) && afterNext?.clause === clause && (afterNext.raw === 'not' || afterNext.raw === 'never')
  );
}

/**
 * Every place the phrase occurs, its words in order, close together and in one sentence, each marked negated
 * or not. A phrase starting with "=" matches its words exactly, unstemmed ("=walked" is not "walk").
 */
export function findPhrase(tokens: Token[], phrase: string): PhraseMatch[] {
  const raw = phrase.startsWith('=');
  const words = normalise(raw ? phrase.slice(1) : phrase)
    .split(' ')
    .filter(Boolean);
  const pattern: PhraseWord[] = words.map((w) => ({ text: raw ? w : stem(w), raw }));
  const first = pattern[0];
  if (first === undefined) return [];
  const hasNegator = words.some((w) => NEGATORS.has(w));
  const matches: PhraseMatch[] = [];
  tokens.forEach((token, start) => {
    if (!tokenMatches(first, token)) return;
    let at = start;
    for (const word of pattern.slice(1)) {
      const limit = Math.min(tokens.length - 1, at + 1 + PHRASE_SLACK);
      let found = -1;
      for (let j = at + 1; j <= limit; j++) {
        const next = tokens[j]!;
        if (next.sentence === token.sentence && tokenMatches(word, next)) {
          found = j;
          break;
        }
      }
      if (found < 0) return;
      at = found;
    }
    matches.push({ start, end: at, negated: negatedAt(tokens, start, at, hasNegator) });
  });
  return matches;
}

/**
 * A short piece of the student's own words (the clause holding a token), safe to quote back: letters, digits and
 * plain punctuation only, so nothing the student typed can turn into markup.
 */
export function quoteClause(text: string, tokens: Token[], index: number, maxWords = 12): string {
  const clause = tokens[index]?.clause ?? 0;
  const words = plainText(clauseText(text, clause)).split(' ').filter(Boolean);
  return words.slice(0, maxWords).join(' ') + (words.length > maxWords ? ' ...' : '');
}

export function plainText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Teacher-written text (topics, questions) keeps its meaning but can never open a tag. */
export function neutraliseTags(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/<(?=[A-Za-z/!?])/g, '< ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
