/**
 * Whether the examiner's new message asks again what an earlier message asked. A model told not to repeat itself
 * still may; the provider checks each reply, and a repeat is retried (the student's page replaces the draft).
 */

/** Words that carry no topic (numbers too, as in "Question 2 of 5"): a question is compared by the rest. */
const FILLER = new Set(
  (
    'a an and are as at be by can could did do does for from had has have how i if in is it its me my of on or so ' +
    'that the their them then there these they this to was we were what when where which who why will with would ' +
    'you your about tell explain say think one some own words question'
  ).split(' '),
);
/** Questions with fewer telling words than this ("Can you say more?") may fairly come up twice. */
const MIN_WORDS = 3;
/** Share of telling words two questions have in common, of all the words either has, from which they are one. */
const SAME_FROM = 0.75;

/** The sentences of a text that end in a question mark. */
export function questionsIn(text: string): string[] {
  return (text.match(/[^.!?\n]*\?/g) ?? []).map((q) => q.trim()).filter(Boolean);
}

function tellingWords(question: string): Set<string> {
  const words = question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.filter((w) => !FILLER.has(w) && !/^\d+$/.test(w)).map((w) => w.replace(/'s$|s$/, '')));
}

function same(a: Set<string>, b: Set<string>): boolean {
  if (a.size < MIN_WORDS || b.size < MIN_WORDS) return false;
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared) >= SAME_FROM;
}

/** The earlier question the reply asks again, or null. */
export function repeatedQuestion(reply: string, earlierQuestions: string[]): string | null {
  const earlier = earlierQuestions.map((q) => ({ q, words: tellingWords(q) }));
  for (const question of questionsIn(reply)) {
    const words = tellingWords(question);
    const match = earlier.find((e) => same(words, e.words));
    if (match) return match.q;
  }
  return null;
}
