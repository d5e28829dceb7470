/**
 * The questioning style (a template's promptType) as the offline examiner follows it: a bank question's style is
 * read from its wording, the style's bank questions are asked first, and a thin answer's follow-up asks for what
 * the style wants (a reason, or a case), unless the question has a follow-up of its own.
 */
import type { GradeBand, PromptType } from '@checkin/domain';
import { asksWhatItIs } from '@checkin/grading';

const ASKS_FOR_REASONS = /^(why|how (does|do|did|can|could|is|are|would|might)|explain)\b|\bwhy\b|\bhow do you know\b/i;
const ASKS_FOR_A_CASE =
  /\b(what (would|will|might|could) happen|what happens (to|when|if)|imagine|suppose|if (you|a|an|the)|for example|an example|in real life|everyday|at home|on an? [a-z]+ day)\b/i;

/** Whether a question, by its wording, is one the style asks: every question fits 'default'. */
export function fitsStyle(text: string, style: PromptType): boolean {
  if (style === 'reasoning') return ASKS_FOR_REASONS.test(text);
  if (style === 'apply') return ASKS_FOR_A_CASE.test(text);
  return true;
}

/** The style's questions first, each group in the order given. */
export function styleFirst<T extends { text: string }>(questions: T[], style: PromptType): T[] {
  const fits = questions.filter((q) => fitsStyle(q.text, style));
  return [...fits, ...questions.filter((q) => !fitsStyle(q.text, style))];
}

/** Questions that ask how to do a thing ("How do you find the area of a rectangle?"). */
const ASKS_HOW_TO = /^\s*how (do|would|can|could|should) (you|we|i)\b/i;

/**
 * The follow-up on a thin answer to a question with none of its own: what the style wants, or in the default style
 * what the question asks for (what a thing is, the steps of doing it, else what happens and why).
 */
export function styleFollowUp(style: PromptType, band: GradeBand, question: string): string {
  const young = band === 'K-2';
  if (style === 'reasoning') {
    return young ? 'Why do you think so? Tell me one reason.' : 'How do you know? Give one reason for your answer.';
  }
  if (style === 'apply') {
    return young
      ? 'Can you think of a time you saw this happen?'
      : 'Can you give one example of where you would see this, at home, at school or outside?';
  }
  if (asksWhatItIs(question)) {
    return young
      ? 'Can you tell me a little more? What is it? Can you give an example?'
      : 'Can you say more? Say what it is in your own words, and give an example if you can.';
  }
  if (ASKS_HOW_TO.test(question)) {
    return young
      ? 'Can you tell me a little more? What do you do first?'
      : 'Can you say more? Tell me the steps, one at a time.';
  }
  return young
    ? 'Can you tell me a little more? What happens, and why?'
    : 'Can you say more? Explain what happens and why, in your own words.';
}
