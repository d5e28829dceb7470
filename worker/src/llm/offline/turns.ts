/**
 * The examiner's words: greeting, acknowledgements, follow-ups and the closing message. Each message is built from
 * parts that never repeat one another: an acknowledgement says nothing about what comes next, and the transition
 * (the next question, a follow-up or the closing) says it once.
 */
import type { GradeBand, PromptType } from '@checkin/domain';
import type { Judgement } from './rater.js';
import { pick } from './seed.js';
import { styleFollowUp } from './styles.js';
import { oneLine } from './text.js';
import type { PlannedQuestion } from './types.js';

const MAX_NAME_LENGTH = 40;

/** The student's name as they typed it, on one line (it is shown as text, never as markup), or null. */
export function safeName(name: string | null): string | null {
  const clean = [...oneLine(name ?? '')].slice(0, MAX_NAME_LENGTH).join('').trim();
  return clean === '' ? null : clean;
}

export function asked(index: number, total: number, question: PlannedQuestion): string {
  return `Question ${index + 1} of ${total}: ${question.text}`;
}

export function greeting(name: string | null, topic: string, total: number, band: GradeBand): string {
  const hello = name ? `Hi ${name}!` : 'Hi!';
  const count = total === 1 ? 'one question' : `${total} questions`;
  const how =
    band === 'K-2'
      ? 'Just answer in your own words. It is fine to take your time.'
      : 'Answer in your own words; full sentences, reasons and examples all help.';
  return `${hello} I'm going to ask you ${count} about ${topic}. ${how}`;
}

const STRONG = ['Thank you, that covers the main ideas.', 'Good, that answer has the main ideas.'];
const PARTIAL = ['Thanks, you have part of it.', 'Thank you, some of it is there.'];
const NEUTRAL = ['Thanks for your answer.', 'Thank you.', 'Okay, thanks.'];

/** Honest by construction: it only praises what the rater found, and an unrated answer gets plain thanks. */
export function acknowledgement(j: Judgement, key: string): string {
  if (j.kind === 'injection') return "Let's stick to the questions.";
  if (j.strong) return pick(STRONG, key);
  if (j.kind === 'answered' && !j.thin) return pick(PARTIAL, key);
  return pick(NEUTRAL, key);
}

/**
 * Said instead of an acknowledgement after an answer that raised a safety concern (its teacher is alerted): care,
 * and a trusted adult to talk to, before the check-in goes on.
 */
export function supportive(band: GradeBand): string {
  return band === 'K-2'
    ? 'Thank you for telling me. What you wrote matters. Please talk to a grown-up you trust today, like your ' +
        'teacher, a school counsellor or a parent. If you are not safe right now, tell a grown-up near you straight away.'
    : 'Thank you for telling me. What you wrote matters, and you deserve support. Please talk to an adult you trust ' +
        'today, such as your teacher, a school counsellor or a parent. If you are not safe right now, tell an adult ' +
        'near you straight away.';
}

/** Said, in place of thanks, to a student who asks something back once the question's follow-up is spent. */
export const FOR_THE_TEACHER = 'That is a good question to ask your teacher.';

/** What a student who does not know is asked, to take a guess. */
const ONE_THING = 'what is one thing you do know about it?';

/** The question's hint, where it has one: what a student who does not know, or who asks, is given. */
const hintOf = (question: PlannedQuestion): string | null =>
  question.followUp ? `Here is a hint: ${question.followUp}` : null;

/**
 * The follow-up on a thin answer. A student who asks something back ("Can you give me a hint?", "what?") is answered
 * as one who asked: with the question's hint where it has one, and never with its answer; one who does not know is
 * given the hint too, or asked to guess.
 */
export function followUp(
  j: Judgement,
  question: PlannedQuestion,
  index: number,
  style: PromptType,
  band: GradeBand,
  askedBack = false,
): string {
  if (askedBack) {
    return `Good question. ${hintOf(question) ?? `I can't give you the answer, but take a guess: ${ONE_THING}`}`;
  }
  if (j.kind === 'idk' || j.kind === 'blank') return `That's okay. ${hintOf(question) ?? `Take a guess: ${ONE_THING}`}`;
  return `Let's stay on question ${index + 1} for a moment. ${question.followUp ?? styleFollowUp(style, band, question.text)}`;
}

export function closing(name: string | null, band: GradeBand): string {
  const thanks = name ? `Thank you, ${name}!` : 'Thank you!';
  const done = band === 'K-2' ? 'You are all done.' : "You've finished this CheckIn.";
  return `That was the last question. ${thanks} ${done} Your teacher will see your results.`;
}
