/**
 * Safety: an answer that speaks of self-harm, abuse, violence or danger is shown to the teacher as a safety alert,
 * the examiner's next words are supportive and point the student to a trusted adult, and the answer is not rated.
 */
export const SAFETY_CATEGORIES = ['self-harm', 'abuse', 'violence', 'danger'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** What in a student's answer a teacher must see: its kind, and why it was raised, in words a teacher reads. */
export type SafetyConcern = { category: SafetyCategory; reason: string };

/**
 * The explanation an answer that raised a concern carries instead of a rating. A score against the answer key
 * would judge a cry for help as a wrong answer and pull the student's overall result down, so the honest record is
 * "not rated"; the teacher may still rate it in the report.
 */
export const NOT_RATED_FOR_SAFETY = 'Not rated: this answer is for your teacher to read.';

/**
 * The record of an answer that raised a concern: not rated, and with no example answer, since after a cry for help a
 * model answer would read as a correction. The key stays for the teacher.
 */
export function notRatedForSafety<T extends { rating: number | null; explanation: string; example: string }>(
  rating: T,
): T {
  return { ...rating, rating: null, explanation: NOT_RATED_FOR_SAFETY, example: '', keyPoints: [] };
}
