import type { SafetyCategory, SafetyConcern } from '@checkin/domain';
import list from './safety-phrases.json' with { type: 'json' };
import { analyse, type Token } from './text.js';

type Phrase = { words: Token[]; category: SafetyCategory; reason: string };

let phrases: Phrase[] | null = null;
let things: Set<string> | null = null;

/** The word list, read by the same tokenizer as the answers so that both compare by base form. */
function loadPhrases(): Phrase[] {
  phrases ??= list.categories.flatMap((c) =>
    c.phrases.map((p) => ({ words: analyse(p).tokens, category: c.category as SafetyCategory, reason: c.reason })),
  );
  return phrases;
}

/** Whether the word before `at` is a thing that acts in a lesson ("the ball hit me") rather than a person. */
function afterAThing(tokens: Token[], at: number): boolean {
  things ??= new Set(list.notAfter.flatMap((w) => analyse(w).tokens.map((t) => t.lemma)));
  const before = tokens[at - 1];
  return before !== undefined && things.has(before.lemma);
}

/** One word of the answer against one of the phrase: the same word, or the same base form ("hits", "hit"). */
function sameWord(answer: Token, phrase: Token): boolean {
  if (phrase.negation) return answer.negation;
  return answer.normal === phrase.normal || answer.lemma === phrase.lemma;
}

function occursAt(tokens: Token[], words: Token[], at: number): boolean {
  return words.every((w, i) => {
    const t = tokens[at + i];
    return t !== undefined && sameWord(t, w);
  });
}

/**
 * The first phrase of the safety word list (safety-phrases.json) that a student's answer contains, as a concern
 * for the teacher; null when there is none. Whole words only, in order: "kill myself" raises it, "the cell killed
 * the virus" does not.
 */
export function detectSafetyConcern(text: string): SafetyConcern | null {
  const tokens = analyse(text).tokens;
  for (const phrase of loadPhrases()) {
    for (let at = 0; at + phrase.words.length <= tokens.length; at++) {
      if (!occursAt(tokens, phrase.words, at) || afterAThing(tokens, at)) continue;
      const words = tokens
        .slice(at, at + phrase.words.length)
        .map((t) => t.normal)
        .join(' ');
      return { category: phrase.category, reason: `${phrase.reason} Words: "${words}".` };
    }
  }
  return null;
}
