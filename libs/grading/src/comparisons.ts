import { Derived } from './derived.js';
import type { Token } from './text.js';
import { comparativeBase, relations } from './wordnet.js';

/**
 * A comparison a text makes: one thing said to have more (1) or less (-1) of a quality than another ("light is faster
 * than sound": light, sound, "fast", 1; "ice is less dense than water": ice, water, "dense", -1).
 */
export type Comparison = { left: Token; right: Token; quality: string | null; more: 1 | -1 };

/**
 * How an answer compares the two things a key point compares: as it does, the other way round, by another quality
 * ("light reaches us sooner than sound"), or not at all.
 */
export type Compared = 'alike' | 'reversed' | 'otherwise' | 'not';

const THAN = 'than';
const AS = 'as';
const MORE_OR_LESS = new Map<string, 1 | -1>([
  ['more', 1],
  ['less', -1],
]);
/** Whether a word describes: an adjective or an adverb. */
const describes = (t: Token) => t.pos === 'ADJ' || t.pos === 'ADV';

/**
 * The quality a comparative word says more of, or null: its dictionary form ("fast" of "faster", "good" of "better",
 * "bad" of "worse"), also where the tagger reads it as a noun ("denser"), or else the adjective WordNet has of it.
 */
function qualityOf(t: Token): string | null {
  const comparative = t.normal.endsWith('er');
  if (t.lemma !== t.normal && (describes(t) || comparative)) return t.lemma;
  return describes(t) && comparative ? comparativeBase(t.normal) : null;
}

/** Whether a word says more or less of a quality than something else: a comparative ("faster", "denser"). */
export const saysMore = (t: Token) => qualityOf(t) !== null;

/** A word that may name a thing compared: a content word but a verb (the tagger reads "light" as many things). */
const namesThing = (t: Token) => !t.stop && !t.negation && t.pos !== 'VERB' && t.pos !== 'AUX';

/**
 * The quality a comparison says before "than" or the last "as", and which way: "faster than", "less dense than", "not
 * as dense as" (less); null where it says none this reads ("a lower density than"), or says the two alike ("as dense
 * as"). `at`: where the quality's words start.
 */
function saidBefore(tokens: Token[], i: number): { quality: string | null; more: 1 | -1; at: number } {
  const said = tokens[i - 1]!;
  if (tokens[i]!.normal === AS) {
    const denied = tokens[i - 3]?.negation === true && tokens[i - 2]?.normal === AS;
    return { quality: denied && describes(said) ? said.lemma : null, more: -1, at: i - 3 };
  }
  return (
    qualityAt(tokens, i - 1) ?? { quality: null, more: MORE_OR_LESS.get(tokens[i - 2]?.normal ?? '') ?? 1, at: i - 2 }
  );
}

/**
 * The quality the word at j says more or less of, and where its words start: a comparative ("faster", "denser"), or a
 * word that describes after "more" or "less" ("more dense"); else null.
 */
function qualityAt(tokens: Token[], j: number): (Asked & { at: number }) | null {
  const said = tokens[j];
  if (!said) return null;
  const comparative = qualityOf(said);
  if (comparative) return { quality: comparative, more: 1, at: j };
  const degree = MORE_OR_LESS.get(tokens[j - 1]?.normal ?? '');
  return degree && describes(said) ? { quality: said.lemma, more: degree, at: j - 1 } : null;
}

/**
 * Each comparison a text makes with "than", or "as … as": the quality said right before it (see saidBefore), the
 * first thing named before that in its clause, and the first named after it in its sentence. A comparison of where or
 * when a thing has a quality compares the places: "sound travels faster in water than in air" compares water and air,
 * by the quality said before the phrase that names the first (placedBefore).
 */
export function comparisonsIn(tokens: Token[]): Comparison[] {
  const out: Comparison[] = [];
  tokens.forEach((t, i) => {
    if ((t.normal !== THAN && t.normal !== AS) || i < 2) return;
    const right = tokens.slice(i + 1).find((u) => u.sentence === t.sentence && namesThing(u));
    const place = t.normal === THAN ? placedBefore(tokens, i) : null;
    if (place) {
      const { quality, more } = saidBefore(tokens, place.at);
      if (quality && right) out.push({ left: place.thing, right, quality, more });
      return;
    }
    const { quality, more, at } = saidBefore(tokens, i);
    const clause = tokens[i - 1]!.clause;
    const left = tokens.slice(0, Math.max(0, at)).find((u) => u.clause === clause && namesThing(u));
    if (left && right && (t.normal === THAN || quality)) out.push({ left, right, quality, more });
  });
  return out;
}

/**
 * The thing a phrase right before "than" at `i` names, after its preposition, and where that preposition stands ("in
 * water" of "faster in water than"); null where no such phrase ends there.
 */
function placedBefore(tokens: Token[], i: number): { thing: Token; at: number } | null {
  let thing: Token | null = null;
  let k = i - 1;
  for (; k >= 0 && tokens[k]!.placed && tokens[k]!.clause === tokens[i - 1]!.clause; k--) {
    if (!thing && namesThing(tokens[k]!)) thing = tokens[k]!;
  }
  return thing && k >= 1 && tokens[k]!.pos === 'ADP' ? { thing, at: k } : null;
}

/** A quality a text asks or says there is more (1) or less (-1) of: "faster", "more dense", "less dense". */
export type Asked = { quality: string; more: 1 | -1 };

/** The first quality a text says in a comparative ("Which travels faster, light or sound?"), or null. */
export function comparativeIn(tokens: Token[]): Asked | null {
  for (let j = 0; j < tokens.length; j++) {
    const said = qualityAt(tokens, j);
    if (said) return { quality: said.quality, more: said.more };
  }
  return null;
}

/** Whether a text compares with "than" ("Faster in water than in air."), whether or not this reads its comparison. */
export const saysThan = (tokens: readonly Token[]) => tokens.some((t) => t.normal === THAN);

/** An answer's comparisons, read once for every key point that compares. */
const answerComparisons = new Derived(comparisonsIn);

/** Whether an answer's word names what a key point's word names: the word, or a word of its first senses. */
const sameThing = (a: Token, r: Token) =>
  a.stem === r.stem || a.lemma === r.lemma || relations(r.lemma).synonyms.has(a.lemma);

/** 1 where two qualities are one ("fast", "quick"), -1 where they are opposites ("fast", "slow"), else 0. */
export function sameQuality(a: string, r: string): 1 | -1 | 0 {
  if (a === r || relations(r).synonyms.has(a)) return 1;
  return relations(r).antonyms.has(a) || relations(a).antonyms.has(r) ? -1 : 0;
}

/**
 * How the answer compares the things a key point's comparison does: by the same quality or its opposite, alike
 * ("sound is slower than light" as "light is faster than sound") or reversed ("sound is faster than light", "light is
 * slower than sound"), with the comparison that does; by another quality; or not at all ("light and sound").
 */
export function comparedIn(answer: Token[], point: Comparison): { compared: Compared; by: Comparison | null } {
  let compared: Compared = 'not';
  for (const c of answerComparisons.of(answer)) {
    const order =
      sameThing(c.left, point.left) && sameThing(c.right, point.right)
        ? 1
        : sameThing(c.left, point.right) && sameThing(c.right, point.left)
          ? -1
          : 0;
    if (order === 0) continue;
    const quality = c.quality && point.quality ? sameQuality(c.quality, point.quality) : 0;
    if (quality !== 0) return { compared: order * quality * c.more === point.more ? 'alike' : 'reversed', by: c };
    compared = 'otherwise';
  }
  // a comparison this does not read ("a lower density than water") is no answer that compares nothing
  if (compared === 'not' && saysThan(answer)) return { compared: 'otherwise', by: null };
  return { compared: compared === 'not' ? leftToContext(answer, point) : compared, by: null };
}

/**
 * How an answer compares a key point's two things where it names one with the quality in a comparative and leaves the
 * other to what was said before ("It is faster in water." to "Where does sound travel faster?", of "sound travels
 * faster in water than in air"): as the point does where it says the same quality of the point's first, or the
 * opposite of its second; the other way round where it says it the other way; 'not' where it names neither or both.
 */
function leftToContext(answer: Token[], point: Comparison): Compared {
  const said = point.quality ? comparativeIn(answer) : null;
  const quality = said ? sameQuality(said.quality, point.quality!) : 0;
  if (!said || quality === 0) return 'not';
  const names = (r: Token) => answer.some((a) => namesThing(a) && sameThing(a, r));
  const [left, right] = [names(point.left), names(point.right)];
  if (left === right) return 'not';
  return quality * said.more * (left ? 1 : -1) === point.more ? 'alike' : 'reversed';
}
