/** The examiner's words: greeting, acknowledgements, follow-ups and the closing message. Plain text only. */
import type { GradeBand } from '@checkin/domain';
import type { Quality } from './generic-rater.js';
import type { Judgement } from './rater.js';
import { pick } from './seed.js';
import { plainText } from './text.js';
import type { PlannedQuestion } from './types.js';

const MAX_NAME_LENGTH = 40;

/** The student's name as plain text (letters, digits, spaces and simple marks only), or null. */
export function safeName(name: string | null): string | null {
  const clean = plainText(name ?? '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
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

const STRONG = [
  'Thank you, that covers the main ideas.',
  'Thanks, you explained the key points there.',
  'Good, that answer includes the main ideas.',
  'Thanks, that was a clear explanation of the main ideas.',
];
const STRONG_GENERIC = [
  'Thank you for a full answer.',
  'Thanks for explaining your thinking.',
  'Thanks, you explained that with some detail.',
];
const PARTIAL = [
  'Thanks, you have part of it.',
  'Thank you, some of the key ideas are there.',
  'Thanks. That is a start, and your results will show what else to include.',
  'Thanks for explaining that. Part of it is there.',
];
const WEAK = [
  'Thanks for trying that one.',
  "Thank you. Let's keep going.",
  "Okay, thanks. Let's move on.",
  "Thanks for your answer. Let's try the next one.",
];

/** Honest by construction: it only says the main ideas are there when the rater found them. */
export function acknowledgement(j: Judgement, question: PlannedQuestion, key: string): string {
  if (j.kind === 'injection') return "Let's stick to the questions.";
  if (j.strong) return pick(question.kind === 'bank' ? STRONG : STRONG_GENERIC, key);
  if (!j.thin && j.score > 0) return pick(PARTIAL, key);
  return pick(WEAK, key);
}

function genericFollowUp(j: Judgement, question: Extract<PlannedQuestion, { kind: 'generic' }>): string {
  const missing = (q: Quality) => j.missedQualities.includes(q);
  if (j.kind === 'idk') return "That's okay. Take a guess: what is one thing you do know about it?";
  if (missing('substance')) return 'Can you say a bit more, in a full sentence or two?';
  if (missing('reason')) return 'Can you add a reason? Try starting with "because".';
  if (missing('example')) return 'Can you add one example?';
  return question.followUp;
}

export function followUp(j: Judgement, question: PlannedQuestion, index: number, band: GradeBand): string {
  const lead =
    j.kind === 'idk' || j.kind === 'blank'
      ? "That's okay, let's think about it together."
      : `Let's stay on question ${index + 1} for a moment.`;
  if (question.kind === 'generic') return `${lead} ${genericFollowUp(j, question)}`;
  const hint =
    question.followUp ??
    (band === 'K-2'
      ? 'Can you tell me a little more? What happens, and why?'
      : 'Can you say more? Explain what happens and why, in your own words.');
  return `${lead} ${hint}`;
}

export function closing(name: string | null, band: GradeBand): string {
  const thanks = name ? `Thank you, ${name}!` : 'Thank you!';
  const done = band === 'K-2' ? 'You are all done.' : "You've finished this CheckIn.";
  return `That was the last question. ${thanks} ${done} Your teacher will see your results.`;
}
