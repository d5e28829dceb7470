/**
 * Which rating counts, wherever a rating is shown, summed or exported. For an answer: the teacher's rating when they
 * overrode the AI's, else the AI's (null: not rated). For a question the examiner followed up: the rating of the last
 * of its answers that has one, so a rated follow-up speaks for the question and one still unrated leaves the earlier
 * rating standing.
 */

/** The rating that counts for an answer (or a whole conversation): the teacher's over the AI's. */
export function ratingThatCounts(
  aiRating: number | null,
  override: { rating: number } | null | undefined,
): number | null {
  return override ? override.rating : aiRating;
}

type Counted = { effectiveRating: number | null };

/** The answer whose rating counts for a question: the last of its answers (in the order given) with a rating. */
export function answerThatCounts<A extends Counted>(answers: readonly A[]): A | undefined;
/** The same, for answers whose rating that counts is read by `ratingOf`. */
export function answerThatCounts<A>(answers: readonly A[], ratingOf: (answer: A) => number | null): A | undefined;
export function answerThatCounts<A>(
  answers: readonly A[],
  ratingOf: (answer: A) => number | null = (answer) => (answer as Counted).effectiveRating,
): A | undefined {
  for (let i = answers.length - 1; i >= 0; i--) {
    const answer = answers[i]!;
    if (ratingOf(answer) !== null) return answer;
  }
  return undefined;
}

/** Whether a later answer to the same question (the follow-up) has the rating that counts for it, not this one. */
export function isSuperseded<A extends Counted>(answers: readonly A[], answer: A): boolean {
  const counted = answerThatCounts(answers);
  return counted !== undefined && answers.indexOf(answer) < answers.indexOf(counted);
}
