import { BoundedCache } from './bounded-cache.js';
import { analyse, type Token } from './text.js';
import { alsoSeen, comparativeBase, firstSenseWords, isWordAs, verbDefinitions } from './wordnet.js';

/** Words a definition of change opens with ("become or cause to become", "change into a"), before what it says. */
const OPENING = new Set(['become', 'get', 'grow', 'make', 'turn', 'change', 'cause', 'to', 'be', 'or', 'into', 'more']);
/** Of those, the verbs that say a change ("cause", "to", "be" only join them). */
const CHANGING = new Set(['become', 'get', 'grow', 'make', 'turn', 'change']);
/** Words that join the states a definition lists ("soft or liquid", "bigger or wider"). */
const JOINING = new Set(['or', 'and', ',']);
const ARTICLES = new Set(['a', 'an']);

const statesCache = new BoundedCache<readonly string[]>();
const wordsCache = new BoundedCache<readonly string[]>();

/**
 * What a verb says its thing becomes or is made, by the definitions of its first senses (verbDefinitions), each state
 * with the words of its first sense (stateWords): "large", "big" and "wide" … of "expand" ("become larger in size …",
 * "make bigger or wider …"), "hot" of "heat" ("make hot or hotter"), "soft" and "liquid" of "melt", "ice" of "freeze"
 * ("change to ice"), "big" of "inflate" ("exaggerate or make bigger"). A noun is read only after "to" or "into"
 * ("change into a vapor"), as "make a painting" says no state. Empty for a verb whose definitions say none.
 */
export function statesOf(verb: string): readonly string[] {
  return statesCache.through(verb, (v) => [
    ...new Set(
      verbDefinitions(v)
        .flatMap((d) => statesIn(d, true))
        .flatMap(stateWords),
    ),
  ]);
}

/**
 * A state and the words of its first sense ("big" and "large" of "big"), and those WordNet says to see also ("warm"
 * of "hot"), by which two verbs, or a verb and what a thing is said to become, say one state: not by a word of another
 * sense ("dense" is "slow" only of a mind).
 */
export function stateWords(state: string): readonly string[] {
  return wordsCache.through(state, (s) => [...new Set([s, ...firstSenseWords(s), ...alsoSeen(s)])]);
}

/** The adjective of a comparative ("fast" of "faster"), which the tagger may read as an adverb; else null. */
const comparativeOf = (t: Token): string | null => (t.lemma === t.normal ? comparativeBase(t.normal) : null);

/**
 * The states a definition says; with `further`, also those of the first definition of another verb it opens with, but
 * no further ("increase in value …" of "go up" says what "increase" does: "become bigger or greater …").
 */
function statesIn(definition: string, further: boolean): string[] {
  const tokens = analyse(definition).tokens;
  // a verb's own word may come first ("exaggerate or make bigger" of "inflate")
  let i = tokens[1]?.normal === 'or' && !OPENING.has(tokens[0]?.normal ?? '') ? 2 : 0;
  const from = i;
  while (i < tokens.length && OPENING.has(tokens[i]!.normal)) i++;
  const opening = tokens.slice(from, i);
  if (!opening.some((t) => CHANGING.has(t.lemma))) {
    const verb = tokens[i];
    const definitions = verb && i === from ? verbDefinitions(verb.lemma) : [];
    // a verb and a comparative say a change too ("move faster" of "accelerate")
    const base = definitions.length && tokens.length === i + 2 ? comparativeOf(tokens[i + 1]!) : null;
    if (base) return [base];
    return further && definitions.length ? statesIn(definitions[0]!, false) : [];
  }
  const nouns = ['to', 'into'].includes(opening.at(-1)?.normal ?? '');
  if (nouns && ARTICLES.has(tokens[i]?.normal ?? '')) i++;
  // a definition is a fragment, which the tagger reads less well than a sentence ("make cool", "change to ice"): a
  // state is a word WordNet has as an adjective, or as a noun where one may stand
  const stateOf = (t: Token | undefined) => {
    if (t === undefined || t.stop) return null;
    if (isWordAs('adj', t.lemma) || (nouns && isWordAs('noun', t.lemma))) return t.lemma;
    return comparativeOf(t);
  };
  const states: string[] = [];
  while (stateOf(tokens[i])) {
    states.push(stateOf(tokens[i])!);
    if (!JOINING.has(tokens[i + 1]?.normal ?? '') || !stateOf(tokens[i + 2])) break;
    i += 2;
  }
  return states;
}
