/** Normalising, light stemming and phrase matching for student answers (plain text, never trusted). */

export type Token = { raw: string; stem: string; clause: number };

const NEGATORS = new Set([
  'not', 'no', 'never', 'nor', 'neither', 'none', 'nothing', 'nobody', 'cannot', 'cant', 'dont', 'doesnt', 'didnt',
  'isnt', 'arent', 'wasnt', 'werent', 'wont', 'hasnt', 'havent', 'hadnt', 'shouldnt', 'couldnt', 'wouldnt',
]);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'will', 'has', 'have', 'had']);
/** "If there were no sun, plants could not grow" explains a cause; it does not deny the concept. */
const HYPOTHETICAL = new Set(['if', 'unless', 'without', 'would', 'could', 'otherwise']);
const NEGATION_WINDOW = 3;
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

const CLAUSE_BREAK = /[.!?;:,\n]+|\bbut\b/i;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  text.split(CLAUSE_BREAK).forEach((part, clause) => {
    for (const raw of normalise(part).split(' ')) if (raw) tokens.push({ raw, stem: stem(raw), clause });
  });
  return tokens;
}

function tokenMatches(phraseStem: string, token: Token): boolean {
  return token.stem === phraseStem || (phraseStem.length >= 4 && token.stem.startsWith(phraseStem));
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
    if (tokens[i]?.clause !== clause) break;
    if (isNegator(tokens, i)) return true;
  }
  // "evaporation does not happen": a negated verb right after the concept.
  const after = tokens[end + 1];
  if (!after || after.clause !== clause) return false;
  if (NEGATORS.has(after.raw) && after.raw !== 'no') return true;
  const afterNext = tokens[end + 2];
  return AUXILIARIES.has(after.raw) && afterNext?.clause === clause && (afterNext.raw === 'not' || afterNext.raw === 'never');
}

/** Every place the phrase occurs, its words in order and close together, each marked negated or not. */
export function findPhrase(tokens: Token[], phrase: string): PhraseMatch[] {
  const words = normalise(phrase).split(' ').filter(Boolean);
  const stems = words.map(stem);
  const first = stems[0];
  if (first === undefined) return [];
  const hasNegator = words.some((w) => NEGATORS.has(w));
  const matches: PhraseMatch[] = [];
  tokens.forEach((token, start) => {
    if (!tokenMatches(first, token)) return;
    let at = start;
    for (const s of stems.slice(1)) {
      const limit = Math.min(tokens.length - 1, at + 1 + PHRASE_SLACK);
      let found = -1;
      for (let j = at + 1; j <= limit; j++) {
        if (tokens[j]?.clause === token.clause && tokenMatches(s, tokens[j]!)) {
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
  const words = plainText(text.split(CLAUSE_BREAK)[clause] ?? '').split(' ').filter(Boolean);
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
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/<(?=[A-Za-z/!?])/g, '< ').replace(/\s+/g, ' ').trim();
}
